import { ImageUp, Trash2 } from 'lucide-react';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { showHttpError } from '../../api';
import { applyServerErrors } from '../../api/form-errors';
import { useTrans } from '../../shell/i18n';
import { Avatar } from '../../ui/avatar';
import { Button } from '../../ui/button';
import { Checkbox, TextField } from '../../ui/field';
import { toast } from '../../ui/toast-store';
import { FormSection as Section, SubmitRow } from '../kit/form-layout';
import { useAllRoles } from '../kit/roles-api';
import { type AdminUserDetail, displayName, useRemoveAvatar, useUpdateUser, useUploadAvatar } from './api';
import { RoleChoices } from './user-dialogs';

interface Values {
  name: string;
  email: string;
  email_verified: boolean;
  roles: string[];
}

/** Details tab: avatar, name, e-mail, verification and roles. */
export function UserDetailsTab({ user }: { user: AdminUserDetail }) {
  const t = useTrans();
  const roles = useAllRoles();
  const update = useUpdateUser();
  const form = useForm<Values>({
    defaultValues: {
      name: user.name ?? '',
      email: user.email,
      email_verified: !!user.email_verified_at,
      roles: user.roles.map((r) => String(r.id)),
    },
  });
  const { errors } = form.formState;
  const save = (v: Values) =>
    update.mutate(
      {
        id: user.id,
        input: {
          name: v.name.trim(),
          email: v.email.trim(),
          email_verified: v.email_verified,
          // roles are sent only when the picker could show them all
          roles: roles.isSuccess ? v.roles.map(Number) : undefined,
        },
      },
      { onSuccess: () => toast.positive(t('User saved')), onError: (e) => applyServerErrors(form, e) },
    );

  return (
    <div className="grid gap-6">
      <AvatarSection user={user} />
      <form noValidate onSubmit={form.handleSubmit(save)} data-testid="user-details-form">
        <Section title={t('Account')}>
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              label={t('Name')}
              error={errors.name?.message}
              {...form.register('name', { validate: (v) => v.trim() !== '' || t('The name field is required.') })}
            />
            <TextField
              label={t('Email')}
              type="email"
              error={errors.email?.message}
              {...form.register('email', { required: t('The email field is required.') })}
            />
          </div>
          <Checkbox label={t('Email verified')} {...form.register('email_verified')} />
          <RoleChoices name="roles" register={(n) => form.register(n as 'roles')} error={errors.roles?.message} />
          <SubmitRow label={t('Save')} saving={update.isPending} testId="save-user" />
        </Section>
      </form>
      {!!user.extra_fields?.length && (
        <Section title={t('Registration answers')} description={t('What they entered in the extra fields of the register form.')}>
          <dl className="divide-y divide-line text-sm" data-testid="user-extra-fields">
            {user.extra_fields.map((answer) => (
              <div key={answer.name} className="grid gap-1 py-2.5 sm:grid-cols-[14rem_minmax(0,1fr)] sm:gap-4">
                <dt className="text-muted">{answer.label}</dt>
                <dd className="break-words font-medium">
                  {typeof answer.value === 'boolean' ? (answer.value ? t('Yes') : t('No')) : answer.value}
                </dd>
              </div>
            ))}
          </dl>
        </Section>
      )}
    </div>
  );
}

function AvatarSection({ user }: { user: AdminUserDetail }) {
  const t = useTrans();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadAvatar();
  const remove = useRemoveAvatar();
  return (
    <Section title={t('Avatar')}>
      <div className="flex flex-wrap items-center gap-4">
        <Avatar label={displayName(user)} src={user.image} size={72} />
        <input
          ref={input}
          type="file"
          accept="image/png,image/jpeg,image/webp,image/gif"
          className="sr-only"
          aria-label={t('Upload avatar')}
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file)
              upload.mutate(
                { id: user.id, file },
                { onSuccess: () => toast.positive(t('Uploaded avatar')), onError: (err) => showHttpError(err) },
              );
          }}
        />
        <Button variant="outline" size="sm" loading={upload.isPending} onClick={() => input.current?.click()}>
          <ImageUp className="size-4" aria-hidden />
          {t('Upload')}
        </Button>
        {user.image && (
          <Button
            variant="ghost"
            size="sm"
            loading={remove.isPending}
            onClick={() => remove.mutate(user.id, { onSuccess: () => toast(t('Removed avatar')), onError: (err) => showHttpError(err) })}
          >
            <Trash2 className="size-4" aria-hidden />
            {t('Remove')}
          </Button>
        )}
      </div>
    </Section>
  );
}
