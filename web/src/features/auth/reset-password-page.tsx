import { useMutation } from '@tanstack/react-query';
import { LockKeyhole } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useLocation, useParams, useSearch } from 'wouter';
import { applyServerErrors } from '../../api/form-errors';
import { paths } from '../../paths';
import { useTrans } from '../../shell/i18n';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/field';
import { toast } from '../../ui/toast-store';
import { authApi } from './api';
import { AuthHeader } from './auth-header';

type Values = { email: string; password: string; password_confirmation: string };

/** /password/reset/{token}: email, new password, confirmation; 'Your password has been reset!' then /login. */
export default function ResetPasswordPage() {
  const t = useTrans();
  const [, navigate] = useLocation();
  const { token = '' } = useParams<{ token: string }>();
  const queryEmail = new URLSearchParams(useSearch()).get('email');
  const form = useForm<Values>({ defaultValues: { email: queryEmail ?? '', password: '', password_confirmation: '' } });
  const reset = useMutation({
    mutationFn: (v: Values) => authApi.resetPassword({ token, ...v }),
    onSuccess: (res) => {
      toast.positive(res?.message || t('Your password has been reset!'));
      navigate(paths.login, { replace: true });
    },
    onError: (err) => applyServerErrors(form, err),
  });
  const { errors } = form.formState;
  return (
    <div data-testid="reset-password-page">
      <span aria-hidden className="mb-5 grid size-12 place-items-center rounded-full bg-primary/15 text-primary">
        <LockKeyhole size={22} />
      </span>
      <AuthHeader title={t('Reset your password')}>{t('Choose a new password for your account.')}</AuthHeader>
      <form noValidate className="flex flex-col gap-5" onSubmit={form.handleSubmit((v) => reset.mutate(v))}>
        <TextField
          label={t('Email')}
          type="email"
          autoComplete="email"
          required
          autoFocus={!queryEmail}
          error={errors.email?.message}
          {...form.register('email', { required: t('The email field is required.') })}
        />
        <TextField
          label={t('New password')}
          type="password"
          autoComplete="new-password"
          required
          autoFocus={!!queryEmail}
          error={errors.password?.message}
          {...form.register('password', { required: t('The password field is required.') })}
        />
        <TextField
          label={t('Confirm password')}
          type="password"
          autoComplete="new-password"
          required
          error={errors.password_confirmation?.message}
          {...form.register('password_confirmation', { required: t('The password confirmation field is required.') })}
        />
        <Button type="submit" size="lg" loading={reset.isPending}>
          {t('Reset password')}
        </Button>
      </form>
    </div>
  );
}
