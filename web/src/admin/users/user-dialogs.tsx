import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { applyServerErrors } from '../../api/form-errors';
import { useTrans } from '../../shell/i18n';
import { openDialog } from '../../shell/modal-host';
import { Button } from '../../ui/button';
import { DialogBody, DialogHeader, SubmitFooter } from '../../ui/dialog';
import { Checkbox, TextArea, TextField } from '../../ui/field';
import { Skeleton } from '../../ui/skeleton';
import { toast } from '../../ui/toast-store';
import { useAllRoles } from '../kit/roles-api';
import { type AdminUser, displayName, useBanUser, usersApi, usersKeys } from './api';

interface NewUserValues {
  email: string;
  password: string;
  name: string;
  roles: string[];
  email_verified: boolean;
}

export const openAddUserDialog = () => openDialog<number>((close) => <AddUserDialog close={close} />, { label: 'Add user' });

/** The role checkboxes of a user form: every role except the guest role. */
export function RoleChoices({ name, register, error }: { name: string; register: (name: string) => object; error?: string }) {
  const t = useTrans();
  const { roles, isPending, isError } = useAllRoles();
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-medium">{t('Roles')}</legend>
      {isPending ? (
        <Skeleton className="h-16 w-full" />
      ) : isError ? (
        <p className="text-sm text-danger">{t('The roles could not be loaded.')}</p>
      ) : (
        <div className="grid gap-2 sm:grid-cols-2">
          {roles
            .filter((r) => !r.guests)
            .map((r) => (
              <Checkbox key={r.id} value={String(r.id)} label={r.name} {...register(name)} />
            ))}
        </div>
      )}
      {error && <p className="mt-1 text-xs font-medium text-danger">{error}</p>}
    </fieldset>
  );
}

function AddUserDialog({ close }: { close: (id?: number) => void }) {
  const t = useTrans();
  const client = useQueryClient();
  const { roles, isPending } = useAllRoles();
  const form = useForm<NewUserValues>({ defaultValues: { email: '', password: '', name: '', roles: [], email_verified: true } });
  // new accounts get the default roles unless the admin picks others
  useEffect(() => {
    if (!isPending && !form.formState.dirtyFields.roles)
      form.setValue(
        'roles',
        roles.filter((r) => r.default && !r.guests).map((r) => String(r.id)),
      );
  }, [isPending, roles, form]);
  const create = useMutation({
    mutationFn: (v: NewUserValues) =>
      usersApi.create({
        email: v.email.trim(),
        password: v.password || undefined,
        name: v.name.trim() || undefined,
        roles: v.roles.map(Number),
        email_verified: v.email_verified,
      }),
    onSuccess: async (res) => {
      await client.invalidateQueries({ queryKey: usersKeys.all });
      toast.positive(t('User created'));
      close(res.user.id);
    },
    onError: (err) => applyServerErrors(form, err),
  });
  const { errors } = form.formState;
  return (
    <form onSubmit={form.handleSubmit((v) => create.mutate(v))} noValidate className="contents" data-testid="add-user-dialog">
      <DialogHeader onClose={() => close()}>{t('Add user')}</DialogHeader>
      <DialogBody className="grid gap-4">
        <TextField
          label={t('Email')}
          type="email"
          autoComplete="off"
          required
          error={errors.email?.message}
          {...form.register('email', { required: t('The email field is required.') })}
        />
        <TextField
          label={t('Password')}
          type="password"
          autoComplete="new-password"
          description={t('At least 8 characters. Leave empty to let the user set one through a reset link.')}
          error={errors.password?.message}
          {...form.register('password', { minLength: { value: 8, message: t('The password must be at least 8 characters.') } })}
        />
        <TextField label={t('Name')} autoComplete="off" error={errors.name?.message} {...form.register('name')} />
        <RoleChoices name="roles" register={(n) => form.register(n as 'roles')} error={errors.roles?.message} />
        <Checkbox label={t('Email verified')} {...form.register('email_verified')} />
      </DialogBody>
      <SubmitFooter onCancel={() => close()} loading={create.isPending} testId="create-user" label={t('Create')} />
    </form>
  );
}

/** Asks for the (optional) reason, then suspends the user. */
export const openBanDialog = (user: AdminUser) =>
  openDialog<boolean>((close) => <BanDialog user={user} close={close} />, { size: 'sm', label: 'Suspend user' });

function BanDialog({ user, close }: { user: AdminUser; close: (done?: boolean) => void }) {
  const t = useTrans();
  const ban = useBanUser();
  const form = useForm<{ ban_reason: string }>({ defaultValues: { ban_reason: '' } });
  return (
    <form
      noValidate
      className="contents"
      data-testid="ban-dialog"
      onSubmit={form.handleSubmit((v) =>
        ban.mutate(
          { id: user.id, ban_reason: v.ban_reason.trim() || null },
          {
            onSuccess: () => {
              toast(t(':name is suspended', { name: displayName(user) }));
              close(true);
            },
            onError: (e) => applyServerErrors(form, e),
          },
        ),
      )}
    >
      <DialogHeader onClose={() => close()}>{t('Suspend :name?', { name: displayName(user) })}</DialogHeader>
      <DialogBody className="grid gap-4">
        <p className="text-muted">
          {t('Until you unsuspend them they can sign in only to see that their account is suspended, and every action is refused.')}
        </p>
        <TextArea
          label={t('Reason (optional)')}
          rows={3}
          error={form.formState.errors.ban_reason?.message}
          {...form.register('ban_reason', { maxLength: { value: 1000, message: t('At most 1000 characters.') } })}
        />
      </DialogBody>
      <SubmitFooter onCancel={() => close()} variant="danger" loading={ban.isPending} testId="confirm-ban" label={t('Suspend')} />
    </form>
  );
}
