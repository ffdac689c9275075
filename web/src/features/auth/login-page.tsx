import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'wouter';
import { paths } from '../../paths';
import type { DemoLogin } from '../../shell/bootstrap-types';
import { useTrans } from '../../shell/i18n';
import { Button } from '../../ui/button';
import { Checkbox } from '../../ui/field';
import { EmailField, FormTextField, useFormMutation } from '../../ui/form-fields';
import { authApi, type LoginValues } from './api';
import { AuthFooterLink, AuthHeader, linkClass } from './auth-header';
import { SocialSignIn } from './social/social-sign-in';
import { JoinInvite } from './join-invite';
import { TwoFactorChallenge } from './two-factor-challenge';
import { useAuthEntry } from './use-auth-entry';

/**
 * Demo mode's prefill (spec section 2, Login): the configured site.demo_email/site.demo_password,
 * else a random seeded demo account; null outside demo mode.
 */
export function demoCredentials(demo: DemoLogin | null, random: () => number = Math.random) {
  if (!demo) return null;
  if (demo.configured) return demo.configured;
  const account = demo.accounts[Math.floor(random() * demo.accounts.length)];
  return account ? { email: account.email, password: account.password } : null;
}

/** /login and /workspace/join/login (spec section 2, Login). */
export default function LoginPage() {
  const { t, settings, siteName, queryEmail, isJoin, joining, otherPage, finishSignIn, challenge, setChallenge, demoLogin } =
    useAuthEntry();
  // picked once per visit to the page, so a re-render never swaps the account under the visitor
  const [demo] = useState(() => (queryEmail ? null : demoCredentials(demoLogin)));
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
      {demo && demoLogin && (
        <DemoAccounts
          demo={demoLogin}
          current={form.watch('email')}
          onPick={(email, password) => {
            form.setValue('email', email);
            form.setValue('password', password);
            form.clearErrors();
          }}
        />
      )}
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

/** Demo mode: one button per seeded account that fills the form with it. */
function DemoAccounts({ demo, current, onPick }: { demo: DemoLogin; current: string; onPick: (email: string, password: string) => void }) {
  const t = useTrans();
  if (!demo.accounts.length) return null;
  return (
    <section
      aria-labelledby="demo-accounts-title"
      className="mb-6 rounded-theme border border-line bg-fg/4 p-4"
      data-testid="demo-accounts"
    >
      <h2 id="demo-accounts-title" className="text-sm font-semibold text-fg">
        {t('This is a demo')}
      </h2>
      <p className="mt-1 text-xs leading-5 text-muted">{t('Sign in as one of the demo accounts below. Demo data resets every hour.')}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        {demo.accounts.map((a) => (
          <Button
            key={a.email}
            variant={a.email === current ? 'secondary' : 'outline'}
            size="xs"
            aria-pressed={a.email === current}
            onClick={() => onPick(a.email, a.password)}
            title={a.email}
          >
            {t(a.label)}
          </Button>
        ))}
      </div>
    </section>
  );
}
