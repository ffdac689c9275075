import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link } from 'wouter';
import { applyServerErrors } from '../../api/form-errors';
import { isHttpError } from '../../api/http';
import { paths } from '../../paths';
import type { PublicSettings } from '../../shell/bootstrap-types';
import { Button } from '../../ui/button';
import { Checkbox } from '../../ui/field';
import { EmailField, NewPasswordFields } from '../../ui/form-fields';
import { recaptchaKeyFor, useHumanCheck } from '../../ui/human-check';
import { takeChosenPlan } from '../../shell/onboarding';
import { authApi } from './api';
import { AuthFooterLink, AuthHeader, linkClass } from './auth-header';
import { SocialSignIn } from './social/social-sign-in';
import { JoinInvite } from './join-invite';
import { emptyExtraAnswers, extraErrorKeys, RegisterExtraFields } from './register-extra-fields';
import { TwoFactorChallenge } from './two-factor-challenge';
import { useAuthEntry } from './use-auth-entry';

type Values = { email: string; password: string; password_confirmation: string; extra_fields: Record<string, string | boolean> } & Record<
  `policy_${number}`,
  boolean
>;

/** The reCAPTCHA site key when the human check is enabled for registration. */
export const registerRecaptchaKey = (settings: PublicSettings) => recaptchaKeyFor(settings, 'register');

/** /register and /workspace/join/register (spec section 2, Register; section 4, registration result). */
export default function RegisterPage() {
  const { t, settings, siteName, search, queryEmail, isJoin, joining, otherPage, finishSignIn, challenge, setChallenge } = useAuthEntry();
  const policies = settings.registration?.policies ?? [];
  const extraFields = settings.registration?.extra_fields ?? [];
  const humanCheck = useHumanCheck(registerRecaptchaKey(settings), 'register');
  const inviteId = search.get('inviteId');
  const form = useForm<Values>({
    defaultValues: { email: queryEmail ?? '', password: '', password_confirmation: '', extra_fields: emptyExtraAnswers(extraFields) },
  });

  const register = useMutation({
    mutationFn: (v: Values & { recaptcha_token?: string }) => {
      const body: Record<string, unknown> = { email: v.email, password: v.password, password_confirmation: v.password_confirmation };
      if (v.recaptcha_token) body.recaptcha_token = v.recaptcha_token;
      if (extraFields.length) body.extra_fields = v.extra_fields;
      policies.forEach((p, i) => (body[p.id] = !!v[`policy_${i}`]));
      if (isJoin && inviteId) Object.assign(body, { invite_id: inviteId, invite_type: 'workspace' });
      return authApi.register(body);
    },
    onSuccess: (res) => {
      if (res?.status === 'needs_email_verification') return finishSignIn(res?.bootstrapData, '/');
      // onboarding from the pricing page with a chosen plan ends at its checkout
      finishSignIn(res?.bootstrapData, search.get('redirectFrom') === 'pricing' ? (takeChosenPlan() ?? undefined) : undefined);
    },
    onError: (err) => {
      let placed = false;
      if (isHttpError(err)) {
        policies.forEach((p, i) => {
          const message = err.fieldErrors[p.id]?.[0];
          if (message) {
            form.setError(`policy_${i}`, { type: 'server', message });
            placed = true;
          }
        });
      }
      const fields = ['email', 'password', 'password_confirmation', ...extraErrorKeys(extraFields)];
      const other = isHttpError(err) && fields.some((f) => err.fieldErrors[f]);
      if (!placed || other) applyServerErrors(form, err, fields);
    },
  });

  const onSubmit = async (values: Values) => {
    const recaptcha_token = await humanCheck.token();
    if (recaptcha_token === null) return;
    // the server verifies the token with the registration itself (a token can be checked once)
    register.mutate({ ...values, recaptcha_token });
  };

  if (joining) return <JoinInvite inviteId={joining} />;
  if (challenge) return <TwoFactorChallenge onCancel={() => setChallenge(false)} />;

  const title = isJoin
    ? t('To join your team on :siteName, create an account', { siteName })
    : search.get('redirectFrom') === 'pricing'
      ? t("First, let's create your account")
      : t('Create a new account');
  const loginLink = otherPage(paths.workspaceJoinLogin, paths.login);
  const { errors } = form.formState;
  return (
    <div data-testid="register-page">
      <AuthHeader title={title}>{isJoin ? null : t('Rate, review and keep lists of everything you watch.')}</AuthHeader>
      <form noValidate className="flex flex-col gap-5" onSubmit={form.handleSubmit(onSubmit)}>
        <EmailField form={form} locked={!!queryEmail} autoFocus={!queryEmail} />
        <NewPasswordFields form={form} label={t('Password')} autoFocus={!!queryEmail} />
        <RegisterExtraFields form={form} fields={extraFields} />
        {policies.length > 0 && (
          <div className="flex flex-col gap-3">
            {policies.map((policy, i) => (
              <Checkbox
                key={policy.id}
                required
                error={errors[`policy_${i}`]?.message}
                label={
                  <span>
                    {t('I accept the')}{' '}
                    {policy.action ? (
                      <a href={policy.action} target="_blank" rel="noreferrer" className={linkClass}>
                        {t(policy.label)}
                      </a>
                    ) : (
                      t(policy.label)
                    )}
                  </span>
                }
                {...form.register(`policy_${i}`, { required: t('You must accept: :label.', { label: t(policy.label) }) })}
              />
            ))}
          </div>
        )}
        <Button type="submit" size="lg" loading={register.isPending || humanCheck.checking}>
          {t('Create account')}
        </Button>
      </form>
      <SocialSignIn onTwoFactor={() => setChallenge(true)} />
      <AuthFooterLink>
        {t('Already have an account?')}{' '}
        <Link to={loginLink} className={linkClass}>
          {t('Sign in.')}
        </Link>
      </AuthFooterLink>
    </div>
  );
}
