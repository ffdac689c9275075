import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { errorMessage } from '../../../api/errors';
import { useTrans } from '../../../shell/i18n';
import { Avatar } from '../../../ui/avatar';
import { TextField } from '../../../ui/field';
import { ImageFileControls } from '../../../ui/image-file-controls';
import { useFormMutation } from '../../../ui/form-fields';
import { toast } from '../../../ui/toast-store';
import { type AccountUser, accountApi, patchCurrentUser } from '../api';
import { Panel } from '../panel';

// Spec sections 5 and 9: image/* only, at most 2 MB.
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const isAcceptableAvatar = (file: { type: string; size: number }) => file.type.startsWith('image/') && file.size <= AVATAR_MAX_BYTES;

const displayName = (user: AccountUser) => user.name || user.email.split('@')[0] || user.email;

export function AccountDetailsPanel({ user }: { user: AccountUser }) {
  const t = useTrans();
  const form = useForm<{ name: string }>({ values: { name: user.name ?? '' } });
  const save = useFormMutation(form, (v: { name: string }) => accountApi.update(user, { name: v.name.trim() }), {
    success: t('Updated account details'),
    then: (res, v) => patchCurrentUser({ name: res?.user?.name ?? v.name.trim() }),
    fields: ['name'],
  });
  return (
    <Panel
      id="account-details"
      title={t('Account details')}
      description={t('Your name and profile image are shown on your profile, reviews and comments.')}
      submit={{ form: 'account-details-form', label: t('Save'), loading: save.isPending }}
    >
      <div className="flex flex-col gap-8 lg:flex-row-reverse lg:items-start lg:gap-12">
        <ProfileImage user={user} />
        <form
          id="account-details-form"
          noValidate
          className="flex flex-1 flex-col gap-5"
          onSubmit={form.handleSubmit((v) => save.mutate(v))}
        >
          <TextField
            label={t('Name')}
            autoComplete="name"
            required
            error={form.formState.errors.name?.message}
            {...form.register('name', { validate: (v) => v.trim().length > 0 || t('The name field is required.') })}
          />
          <TextField
            label={t('Email')}
            type="email"
            value={user.email}
            readOnly
            className="cursor-not-allowed text-muted"
            description={t('Your email address is used to sign in.')}
          />
        </form>
      </div>
    </Panel>
  );
}

function ProfileImage({ user }: { user: AccountUser }) {
  const t = useTrans();
  const [error, setError] = useState<string | null>(null);
  const upload = useMutation({
    mutationFn: (file: File) => accountApi.uploadAvatar(user, file),
    onSuccess: (res) => {
      setError(null);
      patchCurrentUser({ image: res?.user?.image ?? null });
      toast.positive(res?.message || t('Uploaded avatar'));
    },
    // Spec section 8: the server's 'file' field error, else a generic error.
    onError: (err) => setError(errorMessage(err, 'file')),
  });
  const remove = useMutation({
    mutationFn: () => accountApi.removeAvatar(user),
    onSuccess: (res) => {
      setError(null);
      patchCurrentUser({ image: null });
      toast.positive(res?.message || t('Removed avatar'));
    },
  });
  const onFile = (file: File | undefined) => {
    if (!file) return;
    if (!isAcceptableAvatar(file)) {
      setError(t('Please select an image.'));
      return;
    }
    upload.mutate(file);
  };
  return (
    <div className="flex items-center gap-5 lg:w-56 lg:flex-col lg:text-center" data-testid="profile-image">
      <div className="relative">
        <Avatar label={displayName(user)} src={user.image} size={112} className="ring-4 ring-background shadow-xl shadow-black/20" />
      </div>
      <div className="flex flex-col gap-2 lg:items-center">
        <p className="text-sm font-medium text-fg">{t('Profile image')}</p>
        <ImageFileControls
          uploadLabel={t('Upload image')}
          removeLabel={t('Remove image')}
          inputLabel={t('Upload image')}
          uploading={upload.isPending}
          removing={remove.isPending}
          onFile={onFile}
          onRemove={user.image ? () => remove.mutate() : undefined}
          error={error}
          hint={t('JPG, PNG, GIF or WebP, up to 2 MB.')}
          buttonsClassName="lg:justify-center"
        />
      </div>
    </div>
  );
}
