import { useMutation } from '@tanstack/react-query';
import { MailX } from 'lucide-react';
import { useSearch } from 'wouter';
import { api } from '../../api/client';
import { isHttpError } from '../../api/http';
import { paths } from '../../paths';
import { useTrans } from '../../shell/i18n';
import { Button, ButtonLink } from '../../ui/button';
import { ResultCard } from '../../ui/result-card';

/**
 * /notifications/unsubscribe: where a notification e-mail's unsubscribe link lands. Works signed
 * out (the link is signed for one user and one type); nothing changes until the button is pressed,
 * so a link scanner that opens the page unsubscribes nobody.
 */
export default function UnsubscribePage() {
  const t = useTrans();
  const search = new URLSearchParams(useSearch());
  const link = { u: Number(search.get('u')), t: search.get('t') ?? '', s: search.get('s') ?? '' };
  const valid = link.u > 0 && link.t !== '' && link.s !== '';
  const unsubscribe = useMutation({ mutationFn: () => api.post('notifications/unsubscribe', { body: link }) });

  if (!valid || unsubscribe.isError) {
    return (
      <ResultCard
        state="error"
        title={t('This unsubscribe link is not valid')}
        message={
          unsubscribe.isError && isHttpError(unsubscribe.error) && unsubscribe.error.status !== 422
            ? unsubscribe.error.message
            : t('Choose which e-mails you get in your notification settings instead.')
        }
        actions={<ButtonLink href={paths.notificationSettings}>{t('Notification settings')}</ButtonLink>}
      />
    );
  }
  if (unsubscribe.isSuccess) {
    return (
      <ResultCard
        state="success"
        title={t('Unsubscribed')}
        message={unsubscribe.data.message}
        actions={
          <ButtonLink href={paths.notificationSettings} variant="secondary">
            {t('Notification settings')}
          </ButtonLink>
        }
      />
    );
  }
  return (
    <ResultCard
      state="pending"
      icon={<MailX size={52} className="text-primary" aria-hidden />}
      title={link.t === '*' ? t('Stop notification e-mails?') : t('Stop these e-mails?')}
      message={
        link.t === '*'
          ? t('You will no longer get the daily digest or any notification e-mail. Notifications still show on the site.')
          : t('You will no longer get e-mails for this kind of notification. It still shows on the site.')
      }
      actions={
        <Button onClick={() => unsubscribe.mutate()} loading={unsubscribe.isPending}>
          {t('Unsubscribe')}
        </Button>
      }
    />
  );
}
