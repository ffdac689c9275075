import { useSearch } from 'wouter';
import { useTrans } from '../../shell/i18n';
import { ButtonLink } from '../../ui/button';
import { billingApi } from './api';
import { ResultCard } from '../../ui/result-card';
import { useAfterChange } from './subscription-actions';
import { useRunOnce } from './use-run-once';

/** billing/change-payment-method/done: Stripe returns with ?setup_intent=seti_...; store the new card. */
export default function PaymentMethodDonePage() {
  const t = useTrans();
  const search = new URLSearchParams(useSearch());
  const id = search.get('setup_intent');
  const failed = search.get('redirect_status') === 'failed';
  const after = useAfterChange();
  const run = useRunOnce(
    id && !failed
      ? async () => {
          const res = await billingApi.confirmSetupIntent(id);
          await after();
          return res;
        }
      : null,
  );
  if (!id || failed || run.isError) {
    return (
      <ResultCard
        state="error"
        title={t('Your card could not be saved')}
        message={run.message ?? t('Nothing was changed. You can try again.')}
        actions={<ButtonLink href="/billing/change-payment-method">{t('Try again')}</ButtonLink>}
      />
    );
  }
  if (!run.isSuccess) return <ResultCard state="pending" title={t('Saving your card…')} />;
  return (
    <ResultCard
      state="success"
      title={t('Payment method updated')}
      message={t('Your new card will be used for the next charges.')}
      actions={<ButtonLink href="/billing">{t('Back to billing')}</ButtonLink>}
    />
  );
}
