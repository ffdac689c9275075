import { useMutation } from '@tanstack/react-query';
import { MailCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { applyServerErrors } from '../../api/form-errors';
import { api } from '../../api/client';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/field';
import { toast } from '../../ui/toast-store';
import { useCurrentUser } from '../bootstrap';
import { useTrans } from '../i18n';
import { maskEmail } from '../mask-email';
import { AccountGateLayout } from './account-gate-layout';

export function VerifyEmailScreen({ reload = () => location.reload() }: { reload?: () => void }) {
  const t = useTrans();
  const user = useCurrentUser();
  const email = user?.email ?? null;
  const form = useForm<{ code: string }>({ defaultValues: { code: '' } });
  const verify = useMutation({
    mutationFn: (values: { code: string }) => api.post('validate-email-verification-otp', { body: values }),
    onSuccess: () => reload(),
    onError: (err) => applyServerErrors(form, err),
  });
  const resend = useMutation({
    mutationFn: () => api.post('resend-email-verification', { body: { email: email ?? undefined } }),
    onSuccess: (res) => toast.positive(res?.message || t('Email sent')),
  });
  const { errors } = form.formState;
  return (
    <AccountGateLayout>
      <span aria-hidden className="mb-5 grid size-12 place-items-center rounded-full bg-primary/15 text-primary">
        <MailCheck size={22} />
      </span>
      <h1 className="text-2xl font-bold tracking-tight">{t('Verify your email')}</h1>
      <p className="mt-2 text-sm leading-6 text-muted">{t('Enter the verification code we sent to :email', { email: maskEmail(email) })}</p>
      <form className="mt-6 flex flex-col gap-5" noValidate onSubmit={form.handleSubmit((values) => verify.mutate(values))}>
        <TextField
          label={t('Code')}
          placeholder={t('Enter your verification code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          required
          autoFocus
          error={errors.code?.message}
          {...form.register('code', {
            required: t('This field is required.'),
            maxLength: { value: 6, message: t('The code may not be greater than 6 characters.') },
            pattern: { value: /^\d+$/, message: t('The code must be a number.') },
          })}
        />
        <Button type="submit" size="lg" disabled={verify.isPending}>
          {t('Next')}
        </Button>
      </form>
      <p className="mt-6 text-xs leading-5 text-muted">
        {t("If you don't see the email in your inbox, check your spam folder and promotions tab. If you still don't see it,")}{' '}
        <button
          type="button"
          className="font-semibold text-primary underline-offset-4 hover:underline disabled:pointer-events-none disabled:opacity-50"
          disabled={resend.isPending || !email}
          onClick={() => resend.mutate()}
        >
          {t('request a resend')}
        </button>
        .
      </p>
    </AccountGateLayout>
  );
}
