import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { applyServerErrors } from '../../../api/form-errors';
import { http } from '../../../api/http';
import { useTrans } from '../../../shell/i18n';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/field';
import { toast } from '../../../ui/toast-store';
import { Panel } from '../panel';

type Values = { current_password: string; password: string; password_confirmation: string };
const empty: Values = { current_password: '', password: '', password_confirmation: '' };

/** PUT auth/user/password: 'Password changed'; the server ends every other session. */
export function PasswordPanel() {
  const t = useTrans();
  const form = useForm<Values>({ defaultValues: empty });
  const change = useMutation({
    mutationFn: (v: Values) => http.put<{ message?: string }>('auth/user/password', v),
    onSuccess: (res) => {
      form.reset(empty);
      toast.positive(res?.message || t('Password changed'));
    },
    onError: (err) => applyServerErrors(form, err),
  });
  const { errors } = form.formState;
  const required = t('This field is required.');
  return (
    <Panel
      id="password"
      title={t('Password')}
      description={t('Ensure your account is using a long, random password to stay secure.')}
      actions={
        <Button type="submit" form="password-form" loading={change.isPending}>
          {t('Update password')}
        </Button>
      }
    >
      <form id="password-form" noValidate className="grid max-w-xl gap-5" onSubmit={form.handleSubmit((v) => change.mutate(v))}>
        <TextField
          label={t('Current password')}
          type="password"
          autoComplete="current-password"
          required
          error={errors.current_password?.message}
          {...form.register('current_password', { required })}
        />
        <TextField
          label={t('New password')}
          type="password"
          autoComplete="new-password"
          required
          error={errors.password?.message}
          {...form.register('password', { required })}
        />
        <TextField
          label={t('Confirm password')}
          type="password"
          autoComplete="new-password"
          required
          error={errors.password_confirmation?.message}
          {...form.register('password_confirmation', { required })}
        />
      </form>
    </Panel>
  );
}
