import { useQuery } from '@tanstack/react-query';
import { CreditCard, MessageCircle } from 'lucide-react';
import { useMemo, useState } from 'react';
import { savingsPercent, type BillingCycle } from '../../../../src/shared/plans.schemas';
import { useCurrentUser } from '../../shell/bootstrap';
import { useTrans } from '../../shell/i18n';
import { ButtonLink } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { Skeleton } from '../../ui/skeleton';
import { productsQuery } from './api';
import { CycleSwitch } from './cycle-switch';
import { PlanCard } from './plan-card';
import { currentSubscription, planAction, visiblePlans } from './plans';

/** /pricing: the cycle radio, plan cards and the contact block (no login needed). */
export default function PricingPage() {
  const t = useTrans();
  const user = useCurrentUser();
  const [cycle, setCycle] = useState<BillingCycle>('yearly');
  const query = useQuery(productsQuery);
  const plans = useMemo(() => visiblePlans(query.data ?? []), [query.data]);
  const savings = useMemo(() => savingsPercent(query.data ?? []), [query.data]);
  const current = currentSubscription(user);
  const action = planAction(user, t);

  return (
    <div className="relative isolate overflow-hidden" data-testid="pricing-page">
      <div aria-hidden className="pointer-events-none absolute inset-x-0 -top-40 -z-10 flex justify-center">
        <div className="h-[28rem] w-[56rem] max-w-[140vw] rounded-full bg-primary/20 blur-3xl" />
      </div>
      <div className="mx-auto w-full max-w-6xl px-4 pb-20 pt-12 md:px-8 md:pt-20">
        <header className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold uppercase tracking-widest text-primary">{t('Pricing')}</p>
          <h1 className="mt-3 text-balance text-4xl font-bold tracking-tight text-fg md:text-5xl">{t('Choose the right plan for you')}</h1>
          <p className="mt-4 text-pretty text-base leading-7 text-muted md:text-lg">
            {t('Unlimited movies and series, in the best quality, on every screen. Change or cancel your plan anytime.')}
          </p>
          <div className="mt-8 flex justify-center">
            <CycleSwitch value={cycle} onChange={setCycle} savings={savings} />
          </div>
        </header>

        {query.isPending ? (
          <div className="mt-14 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-[28rem] w-full" rounded="rounded-3xl" />
            ))}
          </div>
        ) : plans.length === 0 ? (
          <EmptyState
            icon={<CreditCard />}
            title={t('No plans yet')}
            message={t('There are no plans to choose from yet.')}
            className="mt-8"
          />
        ) : (
          <div
            className={`mx-auto mt-14 grid items-stretch gap-8 md:grid-cols-2 ${plans.length >= 3 ? 'lg:grid-cols-3' : 'max-w-4xl'}`}
            data-testid="plan-list"
          >
            {plans.map((product) => (
              <PlanCard key={product.id} product={product} cycle={cycle} action={action} current={current?.product_id === product.id} />
            ))}
          </div>
        )}

        <section className="mx-auto mt-16 flex max-w-4xl flex-col items-center gap-5 rounded-3xl border border-line bg-surface/70 px-6 py-8 text-center backdrop-blur sm:flex-row sm:px-10 sm:text-left">
          <div className="grid size-12 shrink-0 place-items-center rounded-2xl bg-primary/15 text-primary">
            <MessageCircle size={22} aria-hidden />
          </div>
          <div className="flex-1">
            <h2 className="text-lg font-semibold tracking-tight text-fg">{t('Do you have any questions about plans?')}</h2>
            <p className="mt-1 text-sm leading-6 text-muted">{t('Our support team will be happy to assist you.')}</p>
          </div>
          <ButtonLink href="/contact" variant="secondary" size="lg">
            {t('Contact us')}
          </ButtonLink>
        </section>
      </div>
    </div>
  );
}
