import { useMutation } from '@tanstack/react-query';
import { Mail } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import { applyServerErrors } from '../../api';
import { HUMAN_CHECK_FAILED, humanToken, loadRecaptcha } from '../../api/recaptcha';
import { paths } from '../../paths';
import { getSetting, useCurrentUser, useSettings } from '../../shell/bootstrap';
import { useTrans } from '../../shell/i18n';
import { Button } from '../../ui/button';
import { TextArea, TextField } from '../../ui/field';
import { toast } from '../../ui/toast-store';
import { type ContactMessage, sendContactMessage } from './api';

/** /contact: name, email and message; 'Your message has been submitted.' then home. */
export default function ContactPage() {
  const t = useTrans();
  const [, navigate] = useLocation();
  const settings = useSettings();
  const user = useCurrentUser();
  const siteKey = getSetting(settings, 'recaptcha.site_key');
  const recaptchaKey = getSetting(settings, 'recaptcha.enable.contact') && typeof siteKey === 'string' && siteKey ? siteKey : null;
  const [checking, setChecking] = useState(false);
  const form = useForm<ContactMessage>({ defaultValues: { name: user?.name ?? '', email: user?.email ?? '', message: '' } });

  useEffect(() => {
    if (recaptchaKey) loadRecaptcha(recaptchaKey).catch(() => {});
  }, [recaptchaKey]);

  const send = useMutation({
    mutationFn: sendContactMessage,
    onSuccess: (res) => {
      toast.positive(res?.message || t('Your message has been submitted.'));
      navigate(paths.home);
    },
    onError: (err) => applyServerErrors(form, err),
  });

  const onSubmit = async (values: ContactMessage) => {
    let recaptcha_token: string | undefined;
    if (recaptchaKey) {
      setChecking(true);
      recaptcha_token = (await humanToken(recaptchaKey, 'contact')) ?? undefined;
      setChecking(false);
      if (!recaptcha_token) {
        toast.danger(t(HUMAN_CHECK_FAILED));
        return;
      }
    }
    send.mutate({ ...values, recaptcha_token });
  };

  const required = (field: string) => t(`The ${field} field is required.`);
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-10" data-testid="contact-page">
      <span aria-hidden className="mb-5 grid size-12 place-items-center rounded-full bg-primary/15 text-primary">
        <Mail size={22} />
      </span>
      <h1 className="text-3xl font-bold tracking-tight">{t('Contact us')}</h1>
      <p className="mt-2 text-muted">{t('Questions, corrections or feedback: send us a message and we will get back to you.')}</p>
      <form noValidate className="mt-8 flex flex-col gap-5" onSubmit={form.handleSubmit(onSubmit)}>
        <TextField
          label={t('Name')}
          autoComplete="name"
          required
          error={form.formState.errors.name?.message}
          {...form.register('name', { required: required('name') })}
        />
        <TextField
          label={t('Email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          error={form.formState.errors.email?.message}
          {...form.register('email', { required: required('email') })}
        />
        <TextArea
          label={t('Message')}
          rows={8}
          required
          error={form.formState.errors.message?.message}
          {...form.register('message', { required: required('message') })}
        />
        <div>
          <Button type="submit" size="lg" loading={send.isPending || checking}>
            {t('Send')}
          </Button>
        </div>
      </form>
    </div>
  );
}
