import { useForm } from 'react-hook-form';
import { Link } from 'wouter';
import { paths } from '../../paths';
import { getSetting } from '../../shell/bootstrap';
import type { PublicSettings } from '../../shell/bootstrap-types';
import { Button } from '../../ui/button';
import { Checkbox } from '../../ui/field';
import { EmailField, FormTextField, useFormMutation } from '../../ui/form-fields';
import { authApi, type LoginValues } from './api';
import { AuthFooterLink, AuthHeader, linkClass } from './auth-header';
import { SocialSignIn } from './social/social-sign-in';
import { JoinInvite } from './join-invite';
import { TwoFactorChallenge } from './two-factor-challenge';
import { useAuthEntry } from './use-auth-entry';

/** Demo mode prefills credentials (configured ones when set) unless an email came in the query. */
export function demoCredentials(settings: PublicSettings) {
  if (!getSetting(settings, 'site.demo')) return null;
  return {
    email: String(getSetting(settings, 'site.demo_email') || 'admin@admin.com'),
    password: String(getSetting(settings, 'site.demo_password') || 'admin'),
  };
}

/** /login and /workspace/join/login (spec section 2, Login). */
export default function LoginPage() {
  const { t, settings, siteName, queryEmail, isJoin, joining, otherPage, finishSignIn, challenge, setChallenge } = useAuthEntry();
  const demo = queryEmail ? null : demoCredentials(settings);
  const form = useForm<LoginValues>({
    defaultValues: { email: queryEmail ?? demo?.email ?? '', password: demo?.password ?? '', remember: false },
  });
  const login = useFormMutation(form, authApi.login, {
    then: (res) => (res?.two_factor ? setChallenge(true) : finishSignIn(res?.bootstrapData)),
  });

  if (joining) return <JoinInvite inviteId={joining} />;
  if (challenge) return <TwoFactorChallenge onCancel={() => setChallenge(false)} />;

  const registerLink = otherPage(paths.workspaceJoinRegister, paths.register);
  const forgotLink = queryEmail ? `${paths.forgotPassword}?email=${encodeURIComponent(queryEmail)}` : paths.forgotPassword;
  return (
    <div data-testid="login-page">
      <AuthHeader title={isJoin ? t('To join your team on :siteName, login to your account', { siteName }) : t('Sign in to your account')}>
        {isJoin ? null : t('Welcome back. Pick up right where you left off.')}
      </AuthHeader>
      <form noValidate className="flex flex-col gap-5" onSubmit={form.handleSubmit((v) => login.mutate(v))}>
        <EmailField form={form} locked={!!queryEmail} autoFocus={!queryEmail && !demo} />
        <div className="flex flex-col gap-1.5">
          <FormTextField
            form={form}
            name="password"
            rules={{ required: t('The password field is required.') }}
            label={t('Password')}
            type="password"
            autoComplete="current-password"
            required
            autoFocus={!!queryEmail}
          />
          <Link to={forgotLink} className={`self-end text-xs ${linkClass}`}>
            {t('Forgot your password?')}
          </Link>
        </div>
        <Checkbox label={t('Stay signed in for a month')} {...form.register('remember')} />
        <Button type="submit" size="lg" loading={login.isPending}>
          {t('Continue')}
        </Button>
      </form>
      <SocialSignIn onTwoFactor={() => setChallenge(true)} />
      {(!settings.registration?.disable || isJoin) && (
        <AuthFooterLink>
          {t("Don't have an account?")}{' '}
          <Link to={registerLink} className={linkClass}>
            {t('Sign up.')}
          </Link>
        </AuthFooterLink>
      )}
    </div>
  );
}
