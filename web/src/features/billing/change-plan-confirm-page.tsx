import { useMutation, useQuery } from '@tanstack/react-query';
import { useLocation, useParams } from 'wouter';
import { errorMessage } from '../../api';
import { useTrans } from '../../shell/i18n';
import { toast } from '../../ui/toast-store';
import { Button, ButtonLink } from '../../ui/button';
import { Skeleton } from '../../ui/skeleton';
import { billingApi, overviewQuery, previewQuery, productsQuery } from './api';
import { BillingShell, Card } from './billing-shell';
import { formatDate, formatMoney, periodLabel } from './format';
import { useAfterChange } from './subscription-actions';

/** billing/change-plan/{productId}/{priceId}/confirm: the proration preview, then the change. */
export default function ChangePlanConfirmPage() {
  const t = useTrans();
  const [, navigate] = useLocation();
  const params = useParams<{ productId: string; priceId: string }>();
  const overview = useQuery(overviewQuery);
  const products = useQuery(productsQuery);
  const sub = overview.data?.subscription;
  const product = products.data?.find((p) => p.id === Number(params.productId));
  const price = product?.prices.find((p) => p.id === Number(params.priceId));
  const preview = useQuery({ ...previewQuery(sub?.id ?? 0, price?.id ?? 0), enabled: !!sub && !!price, meta: { silent: true } });
  const after = useAfterChange();
  const change = useMutation({
    mutationFn: () => billingApi.changePlan(sub!.id, price!.id),
    onSuccess: async (res) => {
      // PayPal revisions need the subscriber's approval on PayPal first.
      if (res.approve_url && /^https:\/\//.test(res.approve_url)) return window.location.assign(res.approve_url);
      await after();
      toast.positive(t('Your plan was changed.'));
      navigate('/billing');
    },
  });

  const loading = overview.isPending || products.isPending || (preview.isPending && preview.fetchStatus !== 'idle');
  const same = sub && price && sub.price_id === price.id;
  const p = preview.data;
  // Card subscriptions can only move to prices synced to Stripe (the server refuses the others).
  const unavailable = !!p && !p.supported && sub?.gateway === 'stripe';
  return (
    <BillingShell title={t('Confirm your new plan')} back>
      {loading ? (
        <Skeleton className="h-64 w-full" rounded="rounded-2xl" />
      ) : !product || !price || !sub ? (
        <Card title={t('Change plan')}>
          <p className="text-sm text-muted">{t('This plan is not available.')}</p>
          <ButtonLink href="/billing/change-plan" className="mt-4">
            {t('See plans')}
          </ButtonLink>
        </Card>
      ) : (
        <Card title={t('Summary')} testId="change-plan-summary">
          <dl className="grid gap-3 text-sm sm:grid-cols-2">
            <div>
              <dt className="text-muted">{t('Current plan')}</dt>
              <dd className="mt-0.5 font-semibold text-fg">
                {sub.product?.name}
                {sub.price ? ` · ${formatMoney(sub.price.amount, sub.price.currency)} ${periodLabel(sub.price)}` : ''}
              </dd>
            </div>
            <div>
              <dt className="text-muted">{t('New plan')}</dt>
              <dd className="mt-0.5 font-semibold text-fg">
                {product.name} · {formatMoney(price.amount, price.currency)} {periodLabel(price)}
              </dd>
            </div>
          </dl>
          <div className="mt-6 rounded-xl border border-line bg-raised/40 p-4 text-sm" data-testid="proration">
            {preview.isError ? (
              <p className="text-danger">{errorMessage(preview.error)}</p>
            ) : p?.supported ? (
              <>
                {p.lines.map((l, i) => (
                  <div key={i} className="flex justify-between gap-4 py-1 text-muted">
                    <span>{l.description ?? t('Adjustment')}</span>
                    <span className="tabular-nums">{formatMoney(l.amount, p.currency)}</span>
                  </div>
                ))}
                <div className="mt-2 flex justify-between gap-4 border-t border-line pt-2 font-semibold text-fg">
                  <span>{p.next_payment_at ? t('Due on :date', { date: formatDate(p.next_payment_at) }) : t('Due now')}</span>
                  <span className="tabular-nums">{formatMoney(p.amount_due, p.currency)}</span>
                </div>
              </>
            ) : p && unavailable ? (
              <p className="text-danger">{t('This price is not available for card payments.')}</p>
            ) : p ? (
              <p className="text-muted">
                {t('You will approve the new price of :amount with PayPal. It applies from your next billing date.', {
                  amount: formatMoney(p.amount, p.currency),
                })}
              </p>
            ) : null}
          </div>
          <div className="mt-6 flex flex-wrap justify-end gap-2">
            <ButtonLink href="/billing/change-plan" variant="ghost">
              {t('Back')}
            </ButtonLink>
            <Button onClick={() => change.mutate()} loading={change.isPending} disabled={!!same || preview.isError || unavailable}>
              {same ? t('Current plan') : t('Confirm')}
            </Button>
          </div>
        </Card>
      )}
    </BillingShell>
  );
}
