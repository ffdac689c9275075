import { KeyRound } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useSearch } from 'wouter';
import { paths } from '../../paths';
import { useTrans } from '../../shell/i18n';
import { Button } from '../../ui/button';
import { EmailField, useFormMutation } from '../../ui/form-fields';
import { IconBadge } from '../../ui/icon-badge';
import { authApi } from './api';
import { AuthFooterLink, AuthHeader, linkClass } from './auth-header';

/** /forgot-password: the server's message is shown, then the user goes to /login. */
export default function ForgotPasswordPage() {
  const t = useTrans();
  const [, navigate] = useLocation();
  const queryEmail = new URLSearchParams(useSearch()).get('email');
  const form = useForm<{ email: string }>({ defaultValues: { email: queryEmail ?? '' } });
  const send = useFormMutation(form, (v: { email: string }) => authApi.forgotPassword(v.email), {
    success: t('We have emailed your password reset link.'),
    then: () => navigate(paths.login),
  });
  return (
    <div data-testid="forgot-password-page">
      <IconBadge icon={KeyRound} />
      <AuthHeader title={t('Forgot your password?')}>
        {t('Enter your email address below and we will send you a link to reset or create your password.')}
      </AuthHeader>
      <form noValidate className="flex flex-col gap-5" onSubmit={form.handleSubmit((v) => send.mutate(v))}>
        <EmailField form={form} locked={!!queryEmail} autoFocus={!queryEmail} />
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
