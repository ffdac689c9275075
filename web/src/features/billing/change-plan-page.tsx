import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { savingsPercent, type BillingCycle } from '../../../../src/shared/plans.schemas';
import { useCurrentUser } from '../../shell/bootstrap';
import { useTrans } from '../../shell/i18n';
import { Skeleton } from '../../ui/skeleton';
import { productsQuery } from './api';
import { BillingShell } from './billing-shell';
import { CycleSwitch } from './cycle-switch';
import { PlanCard } from './plan-card';
import { currentSubscription, planAction, visiblePlans } from './plans';

/** billing/change-plan: the plans, each leading to the proration preview before confirming. */
export default function ChangePlanPage() {
  const t = useTrans();
  const user = useCurrentUser();
  const [cycle, setCycle] = useState<BillingCycle>('yearly');
  const query = useQuery(productsQuery);
  const plans = useMemo(() => visiblePlans(query.data ?? []).filter((p) => p.prices.length > 0), [query.data]);
  const current = currentSubscription(user);
  const action = planAction(user, t);
  return (
    <BillingShell title={t('Change plan')} subtitle={t('Pick a new plan. You will see what changes before anything is charged.')} back>
      <div>
        <CycleSwitch value={cycle} onChange={setCycle} savings={savingsPercent(query.data ?? [])} />
      </div>
      {query.isPending ? (
        <Skeleton className="h-96 w-full" rounded="rounded-3xl" />
      ) : (
        <div className="grid gap-6 md:grid-cols-2">
          {plans.map((p) => (
            <PlanCard
              key={p.id}
              product={p}
              cycle={cycle}
              current={current?.product_id === p.id}
              action={(product, price) => {
                const base = action(product, price);
                return base.to ? { ...base, label: t('Choose') } : base;
              }}
            />
          ))}
        </div>
      )}
    </BillingShell>
  );
}
