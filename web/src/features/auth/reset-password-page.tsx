import { LockKeyhole } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useLocation, useParams, useSearch } from 'wouter';
import { paths } from '../../paths';
import { useTrans } from '../../shell/i18n';
import { Button } from '../../ui/button';
import { EmailField, NewPasswordFields, useFormMutation } from '../../ui/form-fields';
import { IconBadge } from '../../ui/icon-badge';
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
  const reset = useFormMutation(form, (v: Values) => authApi.resetPassword({ token, ...v }), {
    success: t('Your password has been reset!'),
    then: () => navigate(paths.login, { replace: true }),
  });
  return (
    <div data-testid="reset-password-page">
      <IconBadge icon={LockKeyhole} />
      <AuthHeader title={t('Reset your password')}>{t('Choose a new password for your account.')}</AuthHeader>
      <form noValidate className="flex flex-col gap-5" onSubmit={form.handleSubmit((v) => reset.mutate(v))}>
        <EmailField form={form} inputMode={undefined} autoFocus={!queryEmail} />
        <NewPasswordFields form={form} label={t('New password')} autoFocus={!!queryEmail} />
        <Button type="submit" size="lg" loading={reset.isPending}>
          {t('Reset password')}
        </Button>
      </form>
    </div>
  );
}
