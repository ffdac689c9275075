import type { ActorDeps } from '../../../deps';
import { createRouter } from '../../../http/app-env';
import { authorize } from '../../../http/guard';
import { pageQuery } from '../../../http/pagination';
import { responds } from '../../../http/responds';
import { validate } from '../../../http/validate';
import { rateLimit } from '../../../platform/rate-limit';
import { assertBillingEnabled } from '../billing.config';
import {
  changePlanBody,
  changedPlanBody,
  changePlanPreviewBody,
  extendBody,
  revenueBody,
  revenueQuery,
  subscriptionBody,
  subscriptionIdParam,
  subscriptionsPage,
} from '../billing.schemas';
import { hasPermission } from '../../accounts/roles/access';
import { subjectOf } from '../../accounts/auth/auth-state';
import { adminListQuery, changePlanInput } from './subscriptions.schemas';
import { viaProvider } from './provider-errors';
import { subscriptionAnswer } from './subscriptions.present';
import type { SubscriptionRow } from './subscriptions.queries';
import { revenueReport } from './revenue';
import {
  cancelSubscription,
  changePlan,
  extendSubscription,
  listSubscriptions,
  previewChangePlan,
  resumeSubscription,
  subscriptionFor,
} from './subscriptions.service';

// Subscription actions for their owner (billing page) and for admins (subscriptions.update).
export const subscriptionsRoutes = createRouter();

const actionLimit = rateLimit('billing-action', 20, 600, (c) => `u${c.var.auth.user?.id ?? 'anon'}`);

/** The subscription an action is about, once billing is on and the caller may act on it (owner or admin). */
async function billedSubscription(deps: ActorDeps, id: number) {
  assertBillingEnabled(deps.services.settings);
  return subscriptionFor(deps, id);
}

/** Cancel or resume for the owner or an admin: done at the provider, stored, answered as `{ subscription }`. */
async function providerAction(deps: ActorDeps, id: number, action: (deps: ActorDeps, sub: SubscriptionRow) => Promise<SubscriptionRow>) {
  const sub = await billedSubscription(deps, id);
  return subscriptionAnswer(deps.db, await viaProvider(() => action(deps, sub)));
}

subscriptionsRoutes.get(
  '/',
  validate('query', () => pageQuery.extend(adminListQuery.shape)),
  responds(subscriptionsPage),
  async (c) => {
    assertBillingEnabled(c.var.services.settings);
    return c.json({ pagination: await listSubscriptions(c.var, c.req.valid('query')) });
  },
);

subscriptionsRoutes.post(
  '/:id{[0-9]+}/cancel',
  actionLimit,
  validate('param', subscriptionIdParam),
  responds(subscriptionBody),
  async (c) => c.json(await providerAction(c.var, c.req.valid('param').id, cancelSubscription)),
);

subscriptionsRoutes.post(
  '/:id{[0-9]+}/resume',
  actionLimit,
  validate('param', subscriptionIdParam),
  responds(subscriptionBody),
  async (c) => c.json(await providerAction(c.var, c.req.valid('param').id, resumeSubscription)),
);

subscriptionsRoutes.get(
  '/:id{[0-9]+}/change-plan-preview',
  validate('param', subscriptionIdParam),
  validate('query', changePlanBody),
  responds(changePlanPreviewBody),
  async (c) => {
    const sub = await billedSubscription(c.var, c.req.valid('param').id);
    return c.json({ preview: await viaProvider(() => previewChangePlan(c.var, sub, c.req.valid('query').price_id)) });
  },
);

subscriptionsRoutes.post(
  '/:id{[0-9]+}/change-plan',
  actionLimit,
  validate('param', subscriptionIdParam),
  validate('json', changePlanInput),
  responds(changedPlanBody),
  async (c) => {
    const sub = await billedSubscription(c.var, c.req.valid('param').id);
    const { price_id, prorate } = c.req.valid('json');
    const admin = hasPermission(subjectOf(c.var.auth), 'subscriptions.update');
    const result = await viaProvider(() => changePlan(c.var, sub, price_id, admin ? prorate !== false : true));
    return c.json({ ...(await subscriptionAnswer(c.var.db, result.subscription)), approve_url: result.approve_url ?? null });
  },
);

/** Admin only: move the renewal or end date. */
subscriptionsRoutes.post(
  '/:id{[0-9]+}/extend',
  validate('param', subscriptionIdParam),
  validate('json', extendBody),
  responds(subscriptionBody),
  async (c) => {
    authorize(c.var.auth, 'subscriptions.update');
    const sub = await billedSubscription(c.var, c.req.valid('param').id);
    return c.json(await subscriptionAnswer(c.var.db, await viaProvider(() => extendSubscription(c.var, sub, c.req.valid('json')))));
  },
);

/** Admin report: MRR, active subscribers, churn (default: the last 30 days). */
export const revenueReportRoutes = createRouter().get('/', validate('query', revenueQuery), responds(revenueBody), async (c) => {
  const q = c.req.valid('query');
  const to = q.to ?? new Date().toISOString();
  const from = q.from ?? new Date(Date.parse(to) - 30 * 86_400_000).toISOString();
  return c.json({ report: await revenueReport(c.var, from, to) });
});
