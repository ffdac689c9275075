import { useMutation } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useSearch } from 'wouter';
import { applyServerErrors } from '../../api/form-errors';
import { paths } from '../../paths';
import { useTrans } from '../../shell/i18n';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/field';
import { toast } from '../../ui/toast-store';
import { authApi } from './api';
import { AuthFooterLink, AuthHeader, linkClass } from './auth-header';

/** /forgot-password: the server's message is shown, then the user goes to /login. */
export default function ForgotPasswordPage() {
  const t = useTrans();
  const [, navigate] = useLocation();
  const queryEmail = new URLSearchParams(useSearch()).get('email');
  const form = useForm<{ email: string }>({ defaultValues: { email: queryEmail ?? '' } });
  const send = useMutation({
    mutationFn: (v: { email: string }) => authApi.forgotPassword(v.email),
    onSuccess: (res) => {
      toast.positive(res?.message || t('We have emailed your password reset link.'));
      navigate(paths.login);
    },
    onError: (err) => applyServerErrors(form, err),
  });
  return (
    <div data-testid="forgot-password-page">
      <span aria-hidden className="mb-5 grid size-12 place-items-center rounded-full bg-primary/15 text-primary">
        <KeyRound size={22} />
      </span>
      <AuthHeader title={t('Forgot your password?')}>
        {t('Enter your email address below and we will send you a link to reset or create your password.')}
      </AuthHeader>
      <form noValidate className="flex flex-col gap-5" onSubmit={form.handleSubmit((v) => send.mutate(v))}>
        <TextField
          label={t('Email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          readOnly={!!queryEmail}
          className={queryEmail ? 'cursor-not-allowed text-muted' : ''}
          autoFocus={!queryEmail}
          error={form.formState.errors.email?.message}
          {...form.register('email', { required: t('The email field is required.') })}
        />
        <Button type="submit" size="lg" loading={send.isPending}>
          {t('Continue')}
        </Button>
      </form>
      <AuthFooterLink>
        {t('Remembered your password?')}{' '}
        <Link to={paths.login} className={linkClass}>
          {t('Sign in.')}
        </Link>
      </AuthFooterLink>
    </div>
  );
}
