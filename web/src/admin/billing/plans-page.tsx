import { useQuery } from '@tanstack/react-query';
import { CreditCard, EyeOff, Gift, Plus, RefreshCw, Sparkles, Users } from 'lucide-react';
import { Link } from 'wouter';
import { showHttpError } from '../../api';
import { pathTo, paths } from '../../paths';
import { confirmAction } from '../../shell/confirm';
import { useTrans } from '../../shell/i18n';
import { ButtonLink, DeleteIconButton, IconButton } from '../../ui/button';
import { toast } from '../../ui/toast-store';
import { providersQuery, type Providers } from '../../features/billing/api';
import { formatMoney, periodLabel } from '../../features/billing/format';
import { type AdminProduct, useAdminPlans, useDeletePlan, useSyncPlan } from './api';
import { Badge } from '../kit/badge';
import { AdminListPage, NameLink } from '../kit/admin-list-page';

/** /admin/plans: every plan (hidden ones too) with prices, subscribers and provider sync state. */
export default function PlansPage() {
  const t = useTrans();
  const plans = useAdminPlans();
  const remove = useDeletePlan();
  const sync = useSyncPlan();
  const providers = useQuery(providersQuery).data;
  const editLink = (id: number) => pathTo(paths.adminPlanEdit, { productId: id });

  const onDelete = async (plan: AdminProduct) => {
    const ok = await confirmAction({
      title: 'Delete plan?',
      body: t(
        '":name" is removed from the pricing page and its prices are deactivated at the payment providers. A plan with subscriptions cannot be deleted: hide it instead.',
        { name: plan.name },
      ),
      confirmLabel: 'Delete',
    });
    if (!ok) return;
    remove.mutate(plan.id, { onSuccess: () => toast(t('Plan deleted')), onError: (e) => showHttpError(e) });
  };
  const onSync = (plan: AdminProduct) =>
    sync.mutate(plan.id, { onSuccess: () => toast(t('Plan synced with the payment providers')), onError: (e) => showHttpError(e) });

  return (
    <AdminListPage
      testId="admin-plans"
      title={t('Plans')}
      description={t('What subscribers pay for, in the order the pricing page shows them.')}
      actions={
        <>
          <ButtonLink to={paths.adminSubscriptions} size="sm" variant="outline">
            <Users className="size-4" aria-hidden />
            {t('Subscriptions')}
          </ButtonLink>
          <ButtonLink to={paths.adminPlanNew} size="sm">
            <Plus className="size-4" aria-hidden />
            {t('New plan')}
          </ButtonLink>
        </>
      }
      list={plans}
      rows={{
        skeleton: 3,
        skeletonClassName: 'h-12',
        className: 'align-top transition-colors hover:bg-fg/4',
        attrs: (plan) => ({ 'data-testid': `admin-plan-${plan.id}` }),
      }}
      columns={(c) => [
        c.main('Plan', 'px-4 py-3', (plan) => (
          <>
            <div className="flex flex-wrap items-center gap-2">
              <NameLink to={editLink(plan.id)}>{plan.name}</NameLink>
              {plan.recommended && (
                <Badge tone="primary" icon={<Sparkles />}>
                  {t('Recommended')}
                </Badge>
              )}
              {plan.free && (
                <Badge tone="positive" icon={<Gift />}>
                  {t('Free')}
                </Badge>
              )}
              {plan.hidden && <Badge icon={<EyeOff />}>{t('Hidden')}</Badge>}
            </div>
            {plan.description && <p className="mt-1 line-clamp-2 max-w-md text-xs text-muted">{plan.description}</p>}
            <p className="mt-1 text-xs text-muted sm:hidden">{priceSummary(plan, t)}</p>
            <p className="mt-1 flex items-center gap-1 text-xs text-muted md:hidden">
              <Users className="size-3.5" aria-hidden />
              {t('[one] :count subscriber|[other] :count subscribers', { count: plan.subscribers ?? 0 })}
            </p>
          </>
        )),
        {
          label: 'Prices',
          className: 'hidden sm:table-cell',
          td: 'hidden px-4 py-3 sm:table-cell',
          cell: (plan) =>
            plan.prices.length ? (
              <ul className="space-y-0.5" data-testid="plan-prices">
                {byPeriod(plan.prices).map((p) => (
                  <li key={p.id} className="whitespace-nowrap">
                    <span className="font-medium">{formatMoney(p.amount, p.currency)}</span>{' '}
                    <span className="text-muted">{periodLabel(p)}</span>
                  </li>
                ))}
              </ul>
            ) : (
              <span className="text-muted">{plan.free ? t('Free') : t('No prices')}</span>
            ),
        },
        {
          label: 'Subscribers',
          className: 'hidden md:table-cell text-end',
          td: 'hidden px-4 py-3 text-end tabular-nums md:table-cell',
          testId: 'plan-subscribers',
          cell: (plan) => plan.subscribers ?? 0,
        },
        {
          label: 'Sync',
          className: 'hidden lg:table-cell',
          td: 'hidden px-4 py-3 lg:table-cell',
          cell: (plan) => <SyncState plan={plan} providers={providers} />,
        },
      ]}
      rowActionsClassName="px-2 py-2"
      rowActions={(plan) => (
        <div className="flex items-center justify-end gap-1">
          {providers && !isSynced(plan, providers) && (
            <IconButton label={t('Sync now')} onClick={() => onSync(plan)} disabled={sync.isPending} className="text-muted hover:text-fg">
              <RefreshCw className="size-4" aria-hidden />
            </IconButton>
          )}
          <Link to={editLink(plan.id)} className="mx-2 text-xs font-semibold text-primary hover:underline">
            {t('Edit')}
          </Link>
          <DeleteIconButton label={t('Delete :name', { name: plan.name })} onClick={() => onDelete(plan)} className="size-10" />
        </div>
      )}
      empty={{
        icon: <CreditCard />,
        filtered: false,
        found: t('No plans yet'),
        hint: t('Create a plan to start selling subscriptions.'),
        actions: (
          <ButtonLink to={paths.adminPlanNew} size="sm">
            {t('New plan')}
          </ButtonLink>
        ),
      }}
      loadError={t('The plans could not be loaded.')}
    />
  );
}

function priceSummary(plan: AdminProduct, t: ReturnType<typeof useTrans>) {
  if (!plan.prices.length) return plan.free ? t('Free') : t('No prices');
  return byPeriod(plan.prices)
    .map((p) => `${formatMoney(p.amount, p.currency)} ${periodLabel(p)}`)
    .join(' · ');
}

const DAYS = { day: 1, month: 30, year: 365 } as const;
/** Shortest billing period first (monthly before yearly). */
const byPeriod = <P extends { interval: keyof typeof DAYS; interval_count: number }>(prices: P[]) =>
  [...prices].sort((a, b) => DAYS[a.interval] * a.interval_count - DAYS[b.interval] * b.interval_count);

/** A plan is in sync when every configured provider has its twin and a twin of every live price. */
function isSynced(plan: AdminProduct, providers: Providers) {
  if (plan.free && !plan.prices.length) return true;
  const stripe = !providers.stripe || (plan.synced.stripe && plan.prices.every((p) => p.stripe_id));
  const paypal = !providers.paypal || (plan.synced.paypal && plan.prices.every((p) => p.paypal_id));
  return stripe && paypal;
}

function SyncState({ plan, providers }: { plan: AdminProduct; providers: Providers | undefined }) {
  const t = useTrans();
  if (plan.free && !plan.prices.length) return <span className="text-xs text-muted">{t('Nothing to sync')}</span>;
  if (providers && !providers.stripe && !providers.paypal)
    return <span className="text-xs text-muted">{t('No payment provider set up')}</span>;
  const state = (name: string, on: boolean, ok: boolean) =>
    on ? <Badge tone={ok ? 'positive' : 'warning'}>{ok ? `${name} ✓` : t(':provider: not synced', { provider: name })}</Badge> : null;
  return (
    <div className="flex flex-wrap gap-1.5" data-testid="plan-sync">
      {state('Stripe', !!providers?.stripe, plan.synced.stripe && plan.prices.every((p) => p.stripe_id))}
      {state('PayPal', !!providers?.paypal, plan.synced.paypal && plan.prices.every((p) => p.paypal_id))}
    </div>
  );
}
