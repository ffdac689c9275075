import { useMutation, useQuery } from '@tanstack/react-query';
import { ArrowLeft, CreditCard, Lock, Wallet } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link, useParams } from 'wouter';
import { showHttpError } from '../../api';
import { useTrans } from '../../shell/i18n';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { Skeleton } from '../../ui/skeleton';
import { billingApi, productsQuery, providersQuery } from './api';
import { formatMoney, periodLabel } from './format';
import { PaymentElementForm } from './payment-element';

type Method = 'stripe' | 'paypal';

/** checkout/{productId}/{priceId}: the plan summary and a payment method (card via Stripe, PayPal). */
export default function CheckoutPage() {
  const t = useTrans();
  const params = useParams<{ productId: string; priceId: string }>();
  const products = useQuery(productsQuery);
  const providers = useQuery(providersQuery);
  const [method, setMethod] = useState<Method | null>(null);
  const product = products.data?.find((p) => p.id === Number(params.productId));
  const price = product?.prices.find((p) => p.id === Number(params.priceId));

  const stripe = useMutation({ mutationFn: () => billingApi.startStripe(product!.id, price!.id), onError: (e) => showHttpError(e) });
  const paypal = useMutation({
    mutationFn: () => billingApi.startPaypal(product!.id, price!.id),
    onSuccess: (res) => {
      if (/^https:\/\//.test(res.approve_url)) window.location.assign(res.approve_url);
    },
    onError: (e) => showHttpError(e),
  });

  if (products.isPending || providers.isPending) {
    return (
      <Shell>
        <Skeleton className="h-72 w-full" rounded="rounded-3xl" />
        <Skeleton className="h-72 w-full" rounded="rounded-3xl" />
      </Shell>
    );
  }
  if (!product || !price) {
    return (
      <EmptyState
        icon={<CreditCard />}
        title={t('This plan is not available')}
        message={t('Pick a plan on the pricing page.')}
        actions={
          <Link href="/pricing" className="text-primary hover:underline">
            {t('See plans')}
          </Link>
        }
      />
    );
  }

  const choose = (m: Method) => {
    setMethod(m);
    if (m === 'stripe' && !stripe.data && !stripe.isPending) stripe.mutate();
  };
  const available = providers.data;
  const none = !available?.stripe && !available?.paypal;
  const returnUrl = (id: string) => `${window.location.origin}/checkout/stripe/done?subscriptionId=${encodeURIComponent(id)}`;

  return (
    <Shell>
      <section
        aria-labelledby="summary-title"
        className="self-start rounded-3xl border border-line bg-gradient-to-b from-primary/10 to-surface p-6 sm:p-8 lg:sticky lg:top-[calc(var(--mq-navbar-height)+2rem)]"
      >
        <p className="text-xs font-semibold uppercase tracking-wider text-muted">{t('Your plan')}</p>
        <h2 id="summary-title" className="mt-2 text-2xl font-bold tracking-tight text-fg">
          {product.name}
        </h2>
        {product.description && <p className="mt-1 text-sm text-muted">{product.description}</p>}
        <div className="mt-6 flex items-baseline justify-between gap-4 border-t border-line pt-5">
          <span className="text-sm text-muted">{t('Billed :period', { period: periodLabel(price) })}</span>
          <span className="text-2xl font-bold text-fg" data-testid="checkout-total">
            {formatMoney(price.amount, price.currency)}
          </span>
        </div>
        <ul className="mt-5 space-y-2 text-sm text-muted">
          {product.feature_list.slice(0, 6).map((f) => (
            <li key={f}>• {t(f)}</li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="pay-title" className="rounded-3xl border border-line bg-surface p-6 sm:p-8">
        <h2 id="pay-title" className="text-lg font-semibold tracking-tight text-fg">
          {t('Payment method')}
        </h2>
        {none ? (
          <p className="mt-4 text-sm text-muted">{t('Payments are not available right now. Please try again later.')}</p>
        ) : (
          <div className="mt-5 space-y-3" role="radiogroup" aria-label={t('Payment method')}>
            {available?.stripe && (
              <MethodOption
                selected={method === 'stripe'}
                onSelect={() => choose('stripe')}
                icon={<CreditCard size={20} />}
                label={t('Credit or debit card')}
              >
                {stripe.isPending && <Skeleton className="h-44 w-full" rounded="rounded-xl" />}
                {stripe.data && (
                  <PaymentElementForm
                    publishableKey={stripe.data.publishableKey}
                    clientSecret={stripe.data.clientSecret}
                    mode="payment"
                    returnUrl={returnUrl(stripe.data.subscriptionId)}
                    submitLabel={t('Subscribe')}
                  />
                )}
              </MethodOption>
            )}
            {available?.paypal && (
              <MethodOption selected={method === 'paypal'} onSelect={() => choose('paypal')} icon={<Wallet size={20} />} label="PayPal">
                <Button size="lg" className="w-full" loading={paypal.isPending || paypal.isSuccess} onClick={() => paypal.mutate()}>
                  {t('Continue with PayPal')}
                </Button>
              </MethodOption>
            )}
          </div>
        )}
        <p className="mt-6 flex items-center gap-2 text-xs text-muted">
          <Lock size={13} aria-hidden />
          {t('Payments are processed securely. You can cancel anytime.')}
        </p>
      </section>
    </Shell>
  );
}

function Shell({ children }: { children: ReactNode }) {
  const t = useTrans();
  return (
    <div className="mx-auto w-full max-w-5xl px-4 pb-20 pt-8 md:px-8 md:pt-12" data-testid="checkout-page">
      <Link href="/pricing" className="inline-flex items-center gap-1.5 text-sm text-muted hover:text-fg">
        <ArrowLeft size={15} aria-hidden />
        {t('Back to plans')}
      </Link>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-fg md:text-4xl">{t('Checkout')}</h1>
      <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">{children}</div>
    </div>
  );
}

function MethodOption({
  selected,
  onSelect,
  icon,
  label,
  children,
}: {
  selected: boolean;
  onSelect: () => void;
  icon: ReactNode;
  label: string;
  children: ReactNode;
}) {
  return (
    <div className={`rounded-2xl border transition-colors ${selected ? 'border-primary bg-primary/5' : 'border-line hover:border-fg/30'}`}>
      <button
        type="button"
        role="radio"
        aria-checked={selected}
        onClick={onSelect}
        className="flex w-full items-center gap-3 px-4 py-4 text-left text-sm font-semibold text-fg"
      >
        <span className={`grid size-5 place-items-center rounded-full border-2 ${selected ? 'border-primary' : 'border-line'}`}>
          {selected && <span className="size-2.5 rounded-full bg-primary" />}
        </span>
        <span className="text-muted">{icon}</span>
        {label}
      </button>
      {selected && <div className="border-t border-line px-4 pb-5 pt-4">{children}</div>}
    </div>
  );
}
