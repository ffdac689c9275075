import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useSearch } from 'wouter';
import { useTrans } from '../../shell/i18n';
import { ButtonLink } from '../../ui/button';
import { billingApi, refreshBootstrap } from './api';
import { ResultCard } from '../../ui/result-card';
import { useRunOnce } from './use-run-once';

/**
 * checkout/stripe/done and checkout/paypal/done: the provider sent the user back; confirm the
 * subscription with the server (which asks the provider), then apply fresh bootstrap data.
 */
export default function CheckoutDonePage() {
  const t = useTrans();
  const [location] = useLocation();
  const search = new URLSearchParams(useSearch());
  const queryClient = useQueryClient();
  const paypal = location.includes('/paypal/');
  const id = paypal ? search.get('subscription_id') : search.get('subscriptionId');
  const failedRedirect = !paypal && search.get('redirect_status') === 'failed';

  const run = useRunOnce(
    id && !failedRedirect
      ? async () => {
          const res = paypal ? await billingApi.confirmPaypal(id) : await billingApi.confirmStripe(id);
          await refreshBootstrap();
          await queryClient.invalidateQueries({ queryKey: ['billing'] });
          return res;
        }
      : null,
  );

  if (!id || failedRedirect || run.isError) {
    return (
      <ResultCard
        state="error"
        title={t('Your payment could not be completed')}
        message={run.message ?? t('The payment was not confirmed. No charge was made; you can try again.')}
        actions={<ButtonLink href="/pricing">{t('Back to plans')}</ButtonLink>}
      />
    );
  }
  if (!run.isSuccess)
    return <ResultCard state="pending" title={t('Confirming your subscription…')} message={t('This only takes a moment.')} />;
  const sub = run.data.subscription;
  return (
    <ResultCard
      state="success"
      title={t('Thanks for subscribing!')}
      message={sub.product?.name ? t('You are now subscribed to :plan.', { plan: sub.product.name }) : t('Your subscription is active.')}
      actions={
        <>
          <ButtonLink href="/" variant="secondary">
            {t('Start watching')}
          </ButtonLink>
          <ButtonLink href="/billing">{t('Go to billing')}</ButtonLink>
        </>
      }
    />
  );
}
