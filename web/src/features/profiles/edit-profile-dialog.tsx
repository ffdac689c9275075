import { useState } from 'react';
import { isHttpError, showHttpError } from '../../api';
import { useTrans } from '../../shell/i18n';
import { openDialog } from '../../shell/modal-host';
import { Button } from '../../ui/button';
import { DialogBody, DialogFooter, DialogHeader } from '../../ui/dialog';
import { Checkbox, TextArea, TextField } from '../../ui/field';
import { toast } from '../../ui/toast-store';
import { type Profile, type ProfileEdit, saveProfile } from './api';

function EditProfileForm({ profile, close }: { profile: Profile; close: (saved?: boolean) => void }) {
  const t = useTrans();
  const [values, setValues] = useState<ProfileEdit>({ name: profile.name, bio: profile.bio ?? '', ...profile.privacy });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const set = (patch: ProfileEdit) => setValues((v) => ({ ...v, ...patch }));
  return (
    <form
      onSubmit={async (e) => {
        e.preventDefault();
        setBusy(true);
        try {
          await saveProfile({ ...values, bio: values.bio?.trim() || null });
          toast(t('Profile updated'));
          close(true);
        } catch (err) {
          if (isHttpError(err) && err.status === 422) setErrors(Object.fromEntries(Object.entries(err.fieldErrors).map(([k, v]) => [k, v[0] ?? ''])));
          else showHttpError(err);
        } finally {
          setBusy(false);
        }
      }}
    >
      <DialogHeader onClose={() => close()}>{t('Edit profile')}</DialogHeader>
      <DialogBody className="space-y-4">
        <TextField label={t('Name')} value={values.name ?? ''} onChange={(e) => set({ name: e.target.value })} error={errors.name} maxLength={255} />
        <TextArea label={t('Bio')} value={values.bio ?? ''} onChange={(e) => set({ bio: e.target.value })} error={errors.bio} rows={4} maxLength={2000} />
        <Checkbox label={t('Hide my ratings from others')} checked={!!values.hide_ratings} onChange={(e) => set({ hide_ratings: e.target.checked })} />
        <Checkbox label={t('Hide my lists from others')} checked={!!values.hide_lists} onChange={(e) => set({ hide_lists: e.target.checked })} />
      </DialogBody>
      <DialogFooter>
        <Button variant="ghost" onClick={() => close()}>
          {t('Cancel')}
        </Button>
        <Button type="submit" loading={busy}>
          {t('Save')}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** Name, bio and privacy of your profile; resolves true when saved. */
export const editProfile = (profile: Profile) => openDialog<boolean>((close) => <EditProfileForm profile={profile} close={close} />, { label: 'Edit profile' });
