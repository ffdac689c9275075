import { Mail } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import { paths } from '../../paths';
import { useCurrentUser, useSettings } from '../../shell/bootstrap';
import { useTrans } from '../../shell/i18n';
import { Button } from '../../ui/button';
import { EmailField, FormTextArea, FormTextField, useFormMutation } from '../../ui/form-fields';
import { recaptchaKeyFor, useHumanCheck } from '../../ui/human-check';
import { IconBadge } from '../../ui/icon-badge';
import { type ContactMessage, sendContactMessage } from './api';

/** /contact: name, email and message; 'Your message has been submitted.' then home. */
export default function ContactPage() {
  const t = useTrans();
  const [, navigate] = useLocation();
  const settings = useSettings();
  const user = useCurrentUser();
  const humanCheck = useHumanCheck(recaptchaKeyFor(settings, 'contact'), 'contact');
  const form = useForm<ContactMessage>({ defaultValues: { name: user?.name ?? '', email: user?.email ?? '', message: '' } });

  const send = useFormMutation(form, sendContactMessage, {
    success: t('Your message has been submitted.'),
    then: () => navigate(paths.home),
  });

  const onSubmit = async (values: ContactMessage) => {
    const recaptcha_token = await humanCheck.token();
    if (recaptcha_token === null) return;
    send.mutate({ ...values, recaptcha_token });
  };

  const required = (field: string) => t(`The ${field} field is required.`);
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-10" data-testid="contact-page">
      <IconBadge icon={Mail} />
      <h1 className="text-3xl font-bold tracking-tight">{t('Contact us')}</h1>
      <p className="mt-2 text-muted">{t('Questions, corrections or feedback: send us a message and we will get back to you.')}</p>
      <form noValidate className="mt-8 flex flex-col gap-5" onSubmit={form.handleSubmit(onSubmit)}>
        <FormTextField form={form} name="name" rules={{ required: required('name') }} label={t('Name')} autoComplete="name" required />
        <EmailField form={form} />
        <FormTextArea form={form} name="message" rules={{ required: required('message') }} label={t('Message')} rows={8} required />
        <div>
          <Button type="submit" size="lg" loading={send.isPending || humanCheck.checking}>
            {t('Send')}
          </Button>
        </div>
      </form>
    </div>
  );
}
