import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTrans } from '../../shell/i18n';
import { Skeleton } from '../../ui/skeleton';
import { billingApi } from './api';
import { BillingShell, Card } from './billing-shell';
import { PaymentElementForm } from './payment-element';

/** billing/change-payment-method: a Stripe SetupIntent in the Payment Element (setup mode). */
export default function PaymentMethodPage() {
  const t = useTrans();
  const intent = useMutation({ mutationFn: billingApi.setupIntent });
  const started = useRef(false);
  const start = intent.mutate;
  useEffect(() => {
    // One SetupIntent per visit (StrictMode runs effects twice in development).
    if (!started.current) {
      started.current = true;
      start();
    }
  }, [start]);
  return (
    <BillingShell title={t('Change payment method')} subtitle={t('Your new card is used for the next charges.')} back>
      <Card title={t('Payment method')}>
        {intent.data ? (
          <PaymentElementForm
            publishableKey={intent.data.publishableKey}
            clientSecret={intent.data.clientSecret}
            mode="setup"
            returnUrl={`${window.location.origin}/billing/change-payment-method/done`}
            submitLabel={t('Save card')}
          />
        ) : intent.isError ? (
          <p className="text-sm text-muted">{t('The payment form is not available right now.')}</p>
        ) : (
          <Skeleton className="h-44 w-full" rounded="rounded-xl" />
        )}
      </Card>
    </BillingShell>
  );
}
