import { ArrowRightLeft, CalendarPlus, CreditCard, Play, XCircle } from 'lucide-react';
import { showHttpError } from '../../api';
import { useTrans } from '../../shell/i18n';
import { DropdownItem } from '../../ui/menu';
import { RowActionsMenu } from '../kit/row-actions-menu';
import { toast } from '../../ui/toast-store';
import { formatDate, formatMoney, periodLabel } from '../../features/billing/format';
import { useAdminListParams } from '../kit/use-admin-list';
import { type AdminSubscription, type SubscriptionFilters, useAdminPlans, useAdminSubscriptions, useSubscriptionAction } from './api';
import { Badge, type BadgeTone } from '../kit/badge';
import { RevenuePanel } from './revenue-panel';
import { confirmCancel, confirmResume, pickExtension, pickPlanChange } from './subscription-dialogs';
import { AdminListPage } from '../kit/admin-list-page';
import { FilterPills, SortSelect } from '../kit/list-toolbar';

const statuses = [
  ['', 'Any status'],
  ['valid', 'Valid (can watch)'],
  ['ending', 'Canceled, ends later'],
  ['active', 'Active'],
  ['trialing', 'Trialing'],
  ['past_due', 'Past due'],
  ['canceled', 'Canceled'],
  ['incomplete', 'Incomplete'],
  ['expired', 'Expired'],
] as const;

/** /admin/subscriptions: revenue, filters (plan, gateway, status, search) and per-row actions. */
export default function SubscriptionsPage() {
  const t = useTrans();
  const state = useAdminListParams<'product_id' | 'gateway' | 'status'>();
  const { params, page: pageNumber, query, setParams } = state;
  const filters: SubscriptionFilters = {
    product_id: params.get('product_id') ?? '',
    gateway: params.get('gateway') ?? '',
    status: params.get('status') ?? '',
    query,
    page: pageNumber,
  };

  const plans = useAdminPlans();
  const list = useAdminSubscriptions(filters);
  const act = useSubscriptionAction();

  const run = (label: string, args: Parameters<typeof act.mutate>[0]) =>
    act.mutate(args, {
      onSuccess: (res) => {
        toast(label);
        if ('approve_url' in res && res.approve_url) toast(t('PayPal asks the subscriber to approve the change.'));
      },
      onError: (e) => showHttpError(e),
    });
  const onAction = async (s: AdminSubscription, key: string) => {
    if (key === 'cancel' && (await confirmCancel(s))) run(t('Subscription canceled'), { id: s.id, action: 'cancel' });
    if (key === 'resume' && (await confirmResume(s))) run(t('Subscription resumed'), { id: s.id, action: 'resume' });
    if (key === 'extend') {
      const picked = await pickExtension(s);
      if (picked) run(t('Subscription extended'), { id: s.id, action: 'extend', ...picked });
    }
    if (key === 'change-plan') {
      const picked = await pickPlanChange(s, plans.data ?? []);
      if (picked) run(t('Plan changed'), { id: s.id, action: 'change-plan', ...picked });
    }
  };

  return (
    <AdminListPage
      testId="admin-subscriptions"
      title={t('Subscriptions')}
      description={t('Who pays for what, and what they bring in.')}
      intro={<RevenuePanel />}
      state={state}
      list={list}
      search={{ label: t('Search by email or name'), className: 'min-w-56 flex-1 sm:max-w-xs' }}
      filters={
        <>
          <SortSelect
            label="Plan"
            value={filters.product_id ?? ''}
            options={(plans.data ?? []).map((p) => ({ value: String(p.id), label: p.name }))}
            onChange={(v) => setParams({ product_id: v, page: '' })}
            className="w-full pe-8 sm:w-44"
            translateLabels={false}
          >
            <option value="">{t('All plans')}</option>
          </SortSelect>
          <SortSelect
            label="Status"
            value={filters.status ?? ''}
            options={statuses.map(([value, label]) => ({ value, label }))}
            onChange={(v) => setParams({ status: v, page: '' })}
            className="w-full pe-8 sm:w-44"
          />
          <FilterPills
            label={t('Gateway')}
            value={filters.gateway ?? ''}
            options={(
              [
                ['', 'All'],
                ['stripe', 'Stripe'],
                ['paypal', 'PayPal'],
              ] as const
            ).map(([value, label]) => ({ value, label: t(label) }))}
            onChange={(value) => setParams({ gateway: value, page: '' })}
          />
        </>
      }
      rows={{ skeleton: 6, skeletonClassName: 'h-10', testId: 'subscription-row' }}
      columns={(c) => [
        c.main('Subscriber', 'max-w-[14rem] px-4 py-3', (s) => (
          <>
            <p className="truncate font-semibold">{s.user.name || s.user.email}</p>
            <p className="truncate text-xs text-muted">{s.user.email}</p>
            <p className="truncate text-xs text-muted sm:hidden">{s.product?.name ?? '—'}</p>
          </>
        )),
        {
          label: 'Plan',
          className: 'hidden sm:table-cell',
          td: 'hidden px-4 py-3 sm:table-cell',
          cell: (s) => (
            <>
              <p className="font-medium">{s.product?.name ?? '—'}</p>
              {s.price && (
                <p className="whitespace-nowrap text-xs text-muted">
                  {formatMoney(s.price.amount, s.price.currency)} {periodLabel(s.price)}
                </p>
              )}
            </>
          ),
        },
        {
          label: 'Gateway',
          className: 'hidden lg:table-cell',
          td: 'hidden px-4 py-3 lg:table-cell',
          cell: (s) => (
            <>
              <p className="capitalize">{s.gateway === 'paypal' ? 'PayPal' : 'Stripe'}</p>
              <p className="max-w-40 truncate font-mono text-[11px] text-muted" title={s.gateway_id}>
                {s.gateway_id}
              </p>
            </>
          ),
        },
        {
          label: 'Status',
          td: 'px-4 py-3',
          testId: 'subscription-status',
          cell: (s) => {
            const state = statusOf(s, t);
            return <Badge tone={state.tone}>{state.label}</Badge>;
          },
        },
        {
          label: 'Renews / ends',
          className: 'hidden md:table-cell',
          td: 'hidden whitespace-nowrap px-4 py-3 text-muted md:table-cell',
          testId: 'subscription-dates',
          cell: (s) => datesOf(s, t),
        },
        {
          label: '',
          className: 'px-2 text-end',
          td: 'px-2 py-2 text-end',
          cell: (s) => <RowActions sub={s} onAction={(key) => onAction(s, key)} busy={act.isPending && act.variables?.id === s.id} />,
        },
      ]}
      empty={{ icon: <CreditCard />, filtered: true, found: t('No subscriptions found') }}
    />
  );
}

function RowActions({ sub, onAction, busy }: { sub: AdminSubscription; onAction: (key: string) => void; busy: boolean }) {
  const t = useTrans();
  const disabled = [
    ...(sub.valid ? [] : ['cancel', 'extend', 'change-plan']),
    ...(sub.valid && !sub.ends_at ? [] : ['cancel']),
    ...(sub.on_grace_period && sub.gateway === 'stripe' ? [] : ['resume']),
  ];
  return (
    <RowActionsMenu label={t('Actions for :user', { user: sub.user.email })} disabled={busy}>
      <DropdownItem
        id="change-plan"
        icon={<ArrowRightLeft />}
        isDisabled={disabled.includes('change-plan')}
        onAction={() => onAction('change-plan')}
      >
        {t('Change plan')}
      </DropdownItem>
      <DropdownItem id="extend" icon={<CalendarPlus />} isDisabled={disabled.includes('extend')} onAction={() => onAction('extend')}>
        {t('Extend')}
      </DropdownItem>
      {sub.on_grace_period ? (
        <DropdownItem id="resume" icon={<Play />} isDisabled={disabled.includes('resume')} onAction={() => onAction('resume')}>
          {t('Resume')}
        </DropdownItem>
      ) : (
        <DropdownItem
          id="cancel"
          icon={<XCircle />}
          isDisabled={disabled.includes('cancel')}
          onAction={() => onAction('cancel')}
          className="text-danger"
        >
          {t('Cancel')}
        </DropdownItem>
      )}
    </RowActionsMenu>
  );
}

type T = ReturnType<typeof useTrans>;

function statusOf(s: AdminSubscription, t: T): { tone: BadgeTone; label: string } {
  if (!s.valid) {
    if (s.status === 'incomplete') return { tone: 'warning', label: t('Incomplete') };
    return { tone: 'danger', label: t('Ended') };
  }
  if (s.on_grace_period) return { tone: 'warning', label: t('Canceled') };
  if (s.status === 'trialing') return { tone: 'primary', label: t('Trial') };
  if (s.status === 'past_due') return { tone: 'danger', label: t('Past due') };
  return { tone: 'positive', label: t('Active') };
}

function datesOf(s: AdminSubscription, t: T) {
  if (s.renews_at) return t('Renews :date', { date: formatDate(s.renews_at) });
  if (s.ends_at) return s.valid ? t('Ends :date', { date: formatDate(s.ends_at) }) : t('Ended :date', { date: formatDate(s.ends_at) });
  return '—';
}
