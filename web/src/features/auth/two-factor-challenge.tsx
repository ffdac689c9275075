import { useMutation } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { applyServerErrors } from '../../api/form-errors';
import { useTrans } from '../../shell/i18n';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/field';
import { IconBadge } from '../../ui/icon-badge';
import { authApi, useFinishSignIn } from './api';
import { AuthHeader } from './auth-header';

export const TWO_FACTOR_CODE_LENGTH = 6;
export const RECOVERY_CODE_LENGTH = 21;

type Values = { code: string; recovery_code: string };

/** Spec section 2: a 6-character code, or after 'Use recovery code instead' a 21-character recovery code. */
export function TwoFactorChallenge({ onCancel }: { onCancel: () => void }) {
  const t = useTrans();
  const finishSignIn = useFinishSignIn();
  const [useRecovery, setUseRecovery] = useState(false);
  const form = useForm<Values>({ defaultValues: { code: '', recovery_code: '' } });
  const submit = useMutation({
    mutationFn: (v: Values) =>
      authApi.twoFactorChallenge(useRecovery ? { recovery_code: v.recovery_code.trim() } : { code: v.code.trim() }),
    onSuccess: (res) => finishSignIn(res?.bootstrapData),
    onError: (err) => applyServerErrors(form, err, useRecovery ? ['recovery_code'] : ['code']),
  });
  const { errors } = form.formState;
  const toggle = () => {
    form.clearErrors();
    setUseRecovery((v) => !v);
  };
  return (
    <div data-testid="two-factor-challenge">
      <IconBadge icon={ShieldCheck} />
      <AuthHeader title={t('Two factor authentication')}>
        {useRecovery
          ? t('Please confirm access to your account by entering one of your emergency recovery codes.')
          : t('Please confirm access to your account by entering the authentication code provided by your authenticator application.')}
      </AuthHeader>
      <form noValidate className="flex flex-col gap-5" onSubmit={form.handleSubmit((v) => submit.mutate(v))}>
        {useRecovery ? (
          <TextField
            key="recovery"
            label={t('Recovery code')}
            autoComplete="one-time-code"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={RECOVERY_CODE_LENGTH}
            autoFocus
            required
            error={errors.recovery_code?.message}
            {...form.register('recovery_code', {
              validate: (v) => v.trim().length === RECOVERY_CODE_LENGTH || t('The recovery code must be 21 characters.'),
            })}
          />
        ) : (
          <TextField
            key="code"
            label={t('Code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={TWO_FACTOR_CODE_LENGTH}
            autoFocus
            required
            className="font-mono tracking-[0.3em]"
            error={errors.code?.message}
            {...form.register('code', {
              validate: (v) => v.trim().length === TWO_FACTOR_CODE_LENGTH || t('The code must be 6 characters.'),
            })}
          />
        )}
        <Button type="submit" size="lg" loading={submit.isPending}>
          {t('Continue')}
        </Button>
      </form>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3 text-sm">
        <button type="button" onClick={toggle} className="font-semibold text-primary underline-offset-4 hover:underline">
          {useRecovery ? t('Use authentication code instead') : t('Use recovery code instead')}
        </button>
        <button type="button" onClick={onCancel} className="text-muted hover:text-fg">
          {t('Back to sign in')}
        </button>
      </div>
    </div>
  );
}
