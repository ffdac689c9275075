import { sql } from 'kysely';
import { createRouter } from '../../../http/app-env';
import { likePattern } from '../../catalogue/common/like';
import { authorize } from '../../../http/guard';
import { paginate, pageQuery } from '../../../http/pagination';
import { validate } from '../../../http/validate';
import { rateLimit } from '../../../platform/rate-limit';
import { assertBillingEnabled } from '../billing.config';
import { changePlanBody, extendBody, revenueQuery, subscriptionIdParam } from '../billing.schemas';
import { hasPermission } from '../../accounts/roles/access';
import { subjectOf } from '../../accounts/auth/auth-state';
import { adminListQuery, changePlanInput } from './subscriptions.schemas';
import { viaProvider } from './provider-errors';
import { presentSubscription, presentSubscriptions } from './subscriptions.present';
import { revenueReport } from './revenue';
import { validSubscription } from './subscriptions.queries';
import {
  cancelSubscription,
  changePlan,
  extendSubscription,
  previewChangePlan,
  resumeSubscription,
  subscriptionFor,
} from './subscriptions.service';

// Subscription actions for their owner (billing page) and for admins (subscriptions.update).
export const subscriptionsRoutes = createRouter();

const ctxOf = (c: { var: { db: any; services: any; config: any } }) => ({
  db: c.var.db,
  settings: c.var.services.settings,
  config: c.var.config,
});
const actionLimit = rateLimit('billing-action', 20, 600, (c) => `u${c.var.auth.user?.id ?? 'anon'}`);
const one = async (c: { var: { db: any } }, row: Parameters<typeof presentSubscription>[0]) =>
  (await presentSubscriptions(c.var.db, [row]))[0];

subscriptionsRoutes.get('/', validate('query', pageQuery.extend(adminListQuery.shape)), async (c) => {
  assertBillingEnabled(c.var.services.settings);
  authorize(c.var.auth, 'subscriptions.update');
  const q = c.req.valid('query');
  let query = c.var.db
    .selectFrom('subscriptions')
    .innerJoin('users', 'users.id', 'subscriptions.user_id')
    .selectAll('subscriptions')
    .select(['users.email', 'users.name as user_name'])
    .orderBy('subscriptions.id', 'desc');
  if (q.product_id) query = query.where('subscriptions.product_id', '=', q.product_id);
  if (q.gateway) query = query.where('subscriptions.gateway', '=', q.gateway);
  if (q.user_id) query = query.where('subscriptions.user_id', '=', q.user_id);
  if (q.query) {
    const like = likePattern(q.query);
    query = query.where((eb) =>
      eb.or([sql<boolean>`users.email like ${like} escape '\\'`, sql<boolean>`users.name like ${like} escape '\\'`]),
    );
  }
  if (q.status === 'valid') query = query.where((eb) => validSubscription(eb));
  else if (q.status === 'ending') query = query.where((eb) => validSubscription(eb)).where('subscriptions.ends_at', 'is not', null);
  else if (q.status) query = query.where('subscriptions.status', '=', q.status);
  const page = await paginate(query, q);
  const presented = await presentSubscriptions(c.var.db, page.data);
  return c.json({
    pagination: {
      ...page,
      data: presented.map((s, i) => ({ ...s, user: { id: s.user_id, email: page.data[i]!.email, name: page.data[i]!.user_name } })),
    },
  });
});

subscriptionsRoutes.post('/:id{[0-9]+}/cancel', actionLimit, validate('param', subscriptionIdParam), async (c) => {
  assertBillingEnabled(c.var.services.settings);
  const sub = await subscriptionFor(c.var.db, c.var.auth, c.req.valid('param').id);
  return c.json({ subscription: await one(c, await viaProvider(() => cancelSubscription(ctxOf(c), sub))) });
});

subscriptionsRoutes.post('/:id{[0-9]+}/resume', actionLimit, validate('param', subscriptionIdParam), async (c) => {
  assertBillingEnabled(c.var.services.settings);
  const sub = await subscriptionFor(c.var.db, c.var.auth, c.req.valid('param').id);
  return c.json({ subscription: await one(c, await viaProvider(() => resumeSubscription(ctxOf(c), sub))) });
});

subscriptionsRoutes.get(
  '/:id{[0-9]+}/change-plan-preview',
  validate('param', subscriptionIdParam),
  validate('query', changePlanBody),
  async (c) => {
    assertBillingEnabled(c.var.services.settings);
    const sub = await subscriptionFor(c.var.db, c.var.auth, c.req.valid('param').id);
    return c.json({ preview: await viaProvider(() => previewChangePlan(ctxOf(c), sub, c.req.valid('query').price_id)) });
  },
);

subscriptionsRoutes.post(
  '/:id{[0-9]+}/change-plan',
  actionLimit,
  validate('param', subscriptionIdParam),
  validate('json', changePlanInput),
  async (c) => {
    assertBillingEnabled(c.var.services.settings);
    const sub = await subscriptionFor(c.var.db, c.var.auth, c.req.valid('param').id);
    const { price_id, prorate } = c.req.valid('json');
    const admin = hasPermission(subjectOf(c.var.auth), 'subscriptions.update');
    const result = await viaProvider(() => changePlan(ctxOf(c), sub, price_id, admin ? prorate !== false : true));
    return c.json({ subscription: await one(c, result.subscription), approve_url: result.approve_url ?? null });
  },
);

/** Admin only: move the renewal or end date. */
subscriptionsRoutes.post('/:id{[0-9]+}/extend', validate('param', subscriptionIdParam), validate('json', extendBody), async (c) => {
  assertBillingEnabled(c.var.services.settings);
  authorize(c.var.auth, 'subscriptions.update');
  const sub = await subscriptionFor(c.var.db, c.var.auth, c.req.valid('param').id);
  return c.json({ subscription: await one(c, await viaProvider(() => extendSubscription(ctxOf(c), sub, c.req.valid('json')))) });
});

/** Admin report: MRR, active subscribers, churn (default: the last 30 days). */
export const revenueReportRoutes = createRouter().get('/', validate('query', revenueQuery), async (c) => {
  authorize(c.var.auth, 'admin.access');
  authorize(c.var.auth, 'subscriptions.update');
  const q = c.req.valid('query');
  const to = q.to ?? new Date().toISOString();
  const from = q.from ?? new Date(Date.parse(to) - 30 * 86_400_000).toISOString();
  return c.json({ report: await revenueReport(c.var.db, from, to) });
});
