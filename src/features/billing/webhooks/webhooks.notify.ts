import type { Db } from '../../../db/database';
import { nowIso } from '../../../db/database';
import type { Services } from '../../../platform/services';
import type { NotificationType } from '../../notifications/notifications.catalog';
import { publishNotification } from '../../notifications/publish';
import { findUser } from '../../accounts/users/users.queries';
import { findProduct } from '../plans/plans.queries';
import { claimEndingSoonNotice, subscriptionsEndingBy } from '../subscriptions/subscriptions.queries';

export type BillingNotice = 'payment_failed' | 'renewed' | 'canceled' | 'ending_soon';

export interface Effect {
  notice: BillingNotice;
  userId: number;
  productId: number | null;
  date?: string | null;
}

const SUBJECTS: Record<BillingNotice, string> = {
  payment_failed: 'Your payment failed',
  renewed: 'Your subscription was renewed',
  canceled: 'Your subscription was canceled',
  ending_soon: 'Your subscription ends soon',
};

const NAMES: Record<BillingNotice, string> = {
  payment_failed: 'A payment failed',
  renewed: 'Subscription renewed',
  canceled: 'Subscription canceled',
  ending_soon: 'Subscription ending soon',
};
const typeOf = (notice: BillingNotice) => `billing.${notice}`;
export const billingNotificationTypes: NotificationType[] = (Object.keys(NAMES) as BillingNotice[]).map((notice) => ({
  id: typeOf(notice),
  group: 'Billing',
  name: NAMES[notice],
  defaults: { email: true, browser: false },
}));

const day = (iso: string | null | undefined) => (iso ? iso.slice(0, 10) : '');

function lines(notice: BillingNotice, plan: string, date?: string | null): string[] {
  switch (notice) {
    case 'payment_failed':
      return [`We could not charge your payment method for ${plan}.`, 'Please update your payment method to keep your subscription.'];
    case 'renewed':
      return [`Your ${plan} subscription was renewed. Thank you!`];
    case 'canceled':
      return date
        ? [`Your ${plan} subscription was canceled. You can keep using it until ${day(date)}.`]
        : [`Your ${plan} subscription was canceled.`];
    case 'ending_soon':
      return [`Your ${plan} subscription ends on ${day(date)}.`, 'Renew it from the billing page to keep watching.'];
  }
}

/**
 * Tells the user what an event did: a notification on the channels they chose for that notice
 * (e-mail by default). Runs after the event's transaction committed, so never twice.
 */
export async function deliverEffects(deps: { db: Db; services: Pick<Services, 'jobs'> }, effects: Effect[]) {
  for (const e of effects) {
    if (!(await findUser(deps.db, e.userId))) continue;
    const plan = (e.productId ? (await findProduct(deps.db, e.productId))?.name : undefined) ?? 'your plan';
    await publishNotification(deps, {
      type: typeOf(e.notice),
      audience: { users: [e.userId] },
      data: {
        lines: [{ content: SUBJECTS[e.notice], type: 'primary' }, ...lines(e.notice, plan, e.date).map((content) => ({ content }))],
        mainAction: { action: '/billing', label: 'Open billing' },
      },
    });
  }
}

/**
 * Daily: subscriptions that end within `billing.ending_soon_days` get one 'ends soon' email per
 * end date (ending_soon_sent_for remembers which date was announced).
 */
export async function notifyEndingSoon(db: Db, services: Pick<Services, 'jobs' | 'settings'>, now = new Date()) {
  const days = services.settings.get<number>('billing.ending_soon_days');
  const until = nowIso(new Date(now.getTime() + days * 86_400_000));
  const due = await subscriptionsEndingBy(db, nowIso(now), until);
  let sent = 0;
  for (const s of due.filter((s) => s.ending_soon_sent_for !== s.ends_at)) {
    // Claim first: a second scheduler process finds the date already announced.
    if (!(await claimEndingSoonNotice(db, s.id, s.ends_at))) continue;
    await deliverEffects({ db, services }, [{ notice: 'ending_soon', userId: s.user_id, productId: s.product_id, date: s.ends_at }]);
    sent += 1;
  }
  return { sent };
}
