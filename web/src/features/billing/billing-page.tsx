import { useQuery } from '@tanstack/react-query';
import { CalendarClock, CreditCard, FileText, RefreshCw } from 'lucide-react';
import { useTrans } from '../../shell/i18n';
import { Button, ButtonLink } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { Skeleton } from '../../ui/skeleton';
import { overviewQuery } from './api';
import { BillingShell, Card } from './billing-shell';
import { formatDate, formatMoney, periodLabel } from './format';
import { InvoiceList } from './invoice-list';
import { SeatsPanel } from './seats-panel';
import { useCancelSubscription, useResumeSubscription } from './subscription-actions';

/** /billing: the current plan, next charge or end date, payment method, invoices and actions. */
export default function BillingPage() {
  const t = useTrans();
  const query = useQuery(overviewQuery);
  const cancel = useCancelSubscription();
  const resume = useResumeSubscription();

  if (query.isPending) {
    return (
      <BillingShell title={t('Billing')}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-40 w-full" rounded="rounded-2xl" />
        ))}
      </BillingShell>
    );
  }
  const data = query.data;
  const sub = data?.subscription;
  if (!sub) {
    return (
      <BillingShell title={t('Billing')}>
        <EmptyState
          icon={<CreditCard />}
          title={t('No active subscription')}
          message={t('Choose a plan to start watching.')}
          actions={<ButtonLink href="/pricing">{t('See plans')}</ButtonLink>}
        />
      </BillingShell>
    );
  }
  const canceled = !!sub.ends_at;
  const price = sub.price;
  const pm = data.payment_method;

  return (
    <BillingShell title={t('Billing')} subtitle={t('Manage your plan, payment method and receipts.')}>
      <Card title={t('Current plan')} testId="current-plan">
        <div className="flex flex-col gap-5 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <div className="flex flex-wrap items-center gap-2">
              <p className="text-2xl font-bold tracking-tight text-fg">{sub.product?.name ?? t('Subscription')}</p>
              <span
                className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${canceled ? 'bg-warning/15 text-warning' : 'bg-positive/15 text-positive'}`}
                data-testid="plan-status"
              >
                {canceled
                  ? t('Canceled')
                  : sub.status === 'trialing'
                    ? t('Trial')
                    : sub.status === 'past_due'
                      ? t('Past due')
                      : t('Active')}
              </span>
            </div>
            {price && (
              <p className="mt-1 text-sm text-muted">
                {formatMoney(price.amount, price.currency)} {periodLabel(price)}
              </p>
            )}
            <p className="mt-3 flex items-center gap-2 text-sm text-fg" data-testid="plan-dates">
              <CalendarClock size={16} className="text-muted" aria-hidden />
              {canceled
                ? t('Your plan will be canceled on :date.', { date: formatDate(sub.ends_at) })
                : data.next_charge
                  ? t('Your next charge is :amount on :date.', {
                      amount: formatMoney(data.next_charge.amount, data.next_charge.currency),
                      date: formatDate(data.next_charge.date),
                    })
                  : sub.renews_at
                    ? t('Renews on :date.', { date: formatDate(sub.renews_at) })
                    : t('Your plan renews automatically.')}
            </p>
          </div>
          <div className="flex flex-wrap gap-2 sm:justify-end">
            {canceled ? (
              <Button onClick={() => resume.run(sub)} loading={resume.isPending}>
                <RefreshCw size={16} aria-hidden />
                {t('Renew plan')}
              </Button>
            ) : (
              <>
                <ButtonLink href="/billing/change-plan">{t('Change plan')}</ButtonLink>
                <Button variant="outline" onClick={() => cancel.run(sub, sub.renews_at)} loading={cancel.isPending}>
                  {t('Cancel plan')}
                </Button>
              </>
            )}
          </div>
        </div>
      </Card>

      <SeatsPanel />

      <Card title={t('Payment method')} testId="payment-method">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          {pm ? (
            <div className="flex items-center gap-3">
              <span
                aria-hidden
                className="grid h-9 w-14 shrink-0 place-items-center overflow-hidden rounded-md border border-line bg-raised text-[11px] font-bold uppercase tracking-wide text-fg"
              >
                {brandChip(pm.brand)}
              </span>
              <span className="text-sm text-fg">
                <span className="capitalize">{pm.brand}</span> {pm.last4 ? t('ending in :last4', { last4: pm.last4 }) : ''}
              </span>
            </div>
          ) : (
            <p className="text-sm text-muted">{sub.gateway === 'paypal' ? t('Paid with PayPal') : t('No payment method on file')}</p>
          )}
          {sub.gateway === 'stripe' && (
            <ButtonLink href="/billing/change-payment-method" variant="outline">
              {t('Change payment method')}
            </ButtonLink>
          )}
        </div>
      </Card>

      <Card title={t('Invoices')} testId="invoices" icon={<FileText size={18} />}>
        <InvoiceList invoices={data.invoices} />
      </Card>
    </BillingShell>
  );
}

/** A short mark for the card chip; the full brand name is in the text beside it. */
function brandChip(brand: string) {
  const marks: Record<string, string> = {
    visa: 'Visa',
    mastercard: 'MC',
    amex: 'Amex',
    american_express: 'Amex',
    discover: 'Disc',
    diners: 'DC',
    jcb: 'JCB',
    unionpay: 'UP',
    paypal: 'PP',
  };
  return marks[brand.toLowerCase()] ?? brand.slice(0, 4);
}
