import { useEffect, useRef, useState } from 'react';
import { useTrans } from '../../shell/i18n';
import { Button } from '../../ui/button';
import { Skeleton } from '../../ui/skeleton';
import { loadStripe, stripeAppearance, type StripeInstance } from './stripe';

interface PaymentElementFormProps {
  publishableKey: string;
  clientSecret: string;
  /** 'payment' confirms a subscription's first invoice; 'setup' saves a new card. */
  mode: 'payment' | 'setup';
  returnUrl: string;
  submitLabel: string;
}

/** Stripe's Payment Element (3-D Secure included); Stripe redirects to returnUrl when done. */
export function PaymentElementForm({ publishableKey, clientSecret, mode, returnUrl, submitLabel }: PaymentElementFormProps) {
  const t = useTrans();
  const host = useRef<HTMLDivElement>(null);
  const stripeRef = useRef<{ stripe: StripeInstance; elements: ReturnType<StripeInstance['elements']> } | null>(null);
  const [ready, setReady] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  useEffect(() => {
    let element: { destroy(): void } | null = null;
    let cancelled = false;
    loadStripe(publishableKey)
      .then((stripe) => {
        if (cancelled || !host.current) return;
        const elements = stripe.elements({ clientSecret, appearance: stripeAppearance() });
        const payment = elements.create('payment', { layout: 'tabs' });
        payment.on('ready', () => setReady(true));
        payment.mount(host.current);
        element = payment;
        stripeRef.current = { stripe, elements };
      })
      .catch((e: Error) => !cancelled && setError(t(e.message)));
    return () => {
      cancelled = true;
      element?.destroy();
    };
  }, [publishableKey, clientSecret, t]);

  const submit = async () => {
    const s = stripeRef.current;
    if (!s) return;
    setSubmitting(true);
    setError(null);
    const options = { elements: s.elements, confirmParams: { return_url: returnUrl } };
    // On success the browser leaves for returnUrl; only errors come back here.
    const result = mode === 'payment' ? await s.stripe.confirmPayment(options) : await s.stripe.confirmSetup(options);
    setSubmitting(false);
    if (result.error) setError(result.error.message || t('Your payment could not be processed.'));
  };

  return (
    <div>
      {!ready && !error && <Skeleton className="h-44 w-full" rounded="rounded-xl" />}
      <div ref={host} className={ready ? '' : 'h-0 overflow-hidden'} />
      {error && (
        <p role="alert" className="mt-3 rounded-lg border border-danger/40 bg-danger/10 px-3 py-2 text-sm text-danger">
          {error}
        </p>
      )}
      <Button size="lg" className="mt-5 w-full" onClick={submit} loading={submitting} disabled={!ready}>
        {submitLabel}
      </Button>
    </div>
  );
}
