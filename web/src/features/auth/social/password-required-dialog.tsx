import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { applyServerErrors } from '../../../api/form-errors';
import { useTrans } from '../../../shell/i18n';
import { Button } from '../../../ui/button';
import { DialogBody, DialogFooter, DialogHeader } from '../../../ui/dialog';
import { TextField } from '../../../ui/field';
import { authApi } from '../api';

type Result = { bootstrapData?: unknown; two_factor?: boolean };

/** REQUEST_PASSWORD: the existing account's password links the social profile (POST secure/auth/social/connect). */
export function PasswordRequiredDialog({ service, onDone }: { service: string; onDone: (result?: Result) => void }) {
  const t = useTrans();
  const form = useForm<{ password: string }>({ defaultValues: { password: '' } });
  const connect = useMutation({
    mutationFn: (values: { password: string }) => authApi.socialConnect(values.password),
    onSuccess: (res) => onDone(res ?? {}),
    onError: (err) => applyServerErrors(form, err),
  });
  return (
    <form noValidate onSubmit={form.handleSubmit((v) => connect.mutate(v))}>
      <DialogHeader onClose={() => onDone()}>{t('Password required')}</DialogHeader>
      <DialogBody className="flex flex-col gap-4">
        <p className="text-muted">
          {t('An account with this email address already exists. If you want to connect your :service account, enter the password of that account.', { service })}
        </p>
        <TextField
          label={t('Password')}
          type="password"
          autoComplete="current-password"
          autoFocus
          required
          error={form.formState.errors.password?.message}
          {...form.register('password', { required: t('The password field is required.') })}
        />
      </DialogBody>
      <DialogFooter>
        <Button variant="ghost" onClick={() => onDone()}>
          {t('Cancel')}
        </Button>
        <Button type="submit" loading={connect.isPending}>
          {t('Connect')}
        </Button>
      </DialogFooter>
    </form>
  );
}
