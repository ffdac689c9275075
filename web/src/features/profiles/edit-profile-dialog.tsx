import { useState } from 'react';
import { bootstrapStore } from '../../shell/bootstrap';
import { useTrans } from '../../shell/i18n';
import { openDialog } from '../../shell/modal-host';
import { Button } from '../../ui/button';
import { DialogBody, DialogHeader, SubmitFooter } from '../../ui/dialog';
import { Checkbox, TextArea, TextField } from '../../ui/field';
import { submitHandler, useSubmitState } from '../../ui/form-fields';
import { toast } from '../../ui/toast-store';
import { type Profile, type ProfileEdit, saveProfile } from './api';
import { ProfileImageField } from './profile-images';

function EditProfileForm({ profile, close }: { profile: Profile; close: (saved?: boolean) => void }) {
  const t = useTrans();
  const [values, setValues] = useState<ProfileEdit>({ name: profile.name, bio: profile.bio ?? '', ...profile.privacy });
  const { errors, busy, run } = useSubmitState();
  const [images, setImages] = useState({ avatar: profile.avatar, banner: profile.banner });
  // Image changes are saved at once; closing without saving the text still shows them.
  const imagesChanged = images.avatar !== profile.avatar || images.banner !== profile.banner;
  const set = (patch: ProfileEdit) => setValues((v) => ({ ...v, ...patch }));
  return (
    <form
      onSubmit={submitHandler(() =>
        run(async () => {
          const { profile: saved } = await saveProfile({ ...values, bio: values.bio?.trim() || null });
          bootstrapStore.set((d) => (d.user && d.user.id === saved.id ? { ...d, user: { ...d.user, name: saved.name } } : d));
          toast(t('Profile updated'));
          close(true);
        }),
      )}
    >
      <DialogHeader onClose={() => close(imagesChanged)}>{t('Edit profile')}</DialogHeader>
      <DialogBody className="space-y-4">
        <div className="flex flex-col gap-4 border-b border-line pb-5">
          {(['avatar', 'banner'] as const).map((kind) => (
            <ProfileImageField
              key={kind}
              kind={kind}
              userId={profile.id}
              name={profile.name}
              current={images[kind]}
              onChanged={(url) => setImages((v) => ({ ...v, [kind]: url }))}
            />
          ))}
        </div>
        <TextField
          label={t('Name')}
          data-testid="profile-name-input"
          value={values.name ?? ''}
          onChange={(e) => set({ name: e.target.value })}
          error={errors.name}
          maxLength={255}
        />
        <TextArea
          label={t('Bio')}
          value={values.bio ?? ''}
          onChange={(e) => set({ bio: e.target.value })}
          error={errors.bio}
          rows={4}
          maxLength={2000}
        />
        <Checkbox
          data-testid="hide-ratings"
          label={t('Hide my ratings from others')}
          checked={!!values.hide_ratings}
          onChange={(e) => set({ hide_ratings: e.target.checked })}
        />
        <Checkbox
          data-testid="hide-lists"
          label={t('Hide my lists from others')}
          checked={!!values.hide_lists}
          onChange={(e) => set({ hide_lists: e.target.checked })}
        />
      </DialogBody>
      <SubmitFooter onCancel={() => close(imagesChanged)} loading={busy} testId="profile-save" label={t('Save')} />
    </form>
  );
}

/** Avatar, banner, name, bio and privacy of your profile; resolves true when anything changed. */
export const editProfile = (profile: Profile) =>
  openDialog<boolean>((close) => <EditProfileForm profile={profile} close={close} />, { label: 'Edit profile', size: 'lg' });
