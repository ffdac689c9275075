import type { Deps } from '../../deps';
import { nowIso } from '../../db/database';
import type { JobContext } from '../../platform/jobs';
import { digestMail, notificationMail } from './notification-mail';
import type { NotificationData } from './notification-data';
import {
  digestNotificationsOf,
  markDigestSent,
  notificationsForDelivery,
  setDeliveryState,
  userEmail,
  usersDueForDigest,
} from './notification-events.queries';
import { notificationType } from './notifications.catalog';
import { unsubscribeUrl } from './unsubscribe';

export interface PushMessage {
  title: string;
  body: string;
  url: string;
  icon?: string | null;
  tag?: string;
}
/** Sends one message to every browser a user subscribed; throws when a push service is down (the job retries). */
export type PushSender = (deps: Deps, userId: number, message: PushMessage) => Promise<{ delivered: number; removed: number }>;

type Row = Awaited<ReturnType<typeof notificationsForDelivery>>[number];

async function deliverEmail(deps: Deps, rows: Row[]) {
  const siteName = deps.services.mail.siteName();
  const failed: number[] = [];
  for (const row of rows) {
    const type = notificationType(row.type);
    const status = await deps.services.mail.send(
      notificationMail({
        to: row.email,
        siteName,
        appUrl: deps.config.APP_URL,
        typeName: type?.name ?? 'these',
        data: JSON.parse(row.data) as NotificationData,
        unsubscribeUrl: unsubscribeUrl(deps.config.APP_URL, deps.config.DATA_DIR, { userId: row.user_id, type: row.type }),
      }),
    );
    if (status === 'failed') failed.push(row.id);
    else await setDeliveryState(deps.db, [row.id], 'email', 'sent');
  }
  return failed;
}

/** A notification as a push message: its first line is the title, the second the body. */
export function pushMessage(row: { id: number; type: string; data: string }): PushMessage {
  const data = JSON.parse(row.data) as NotificationData;
  const path = data.mainAction?.action;
  return {
    title: data.lines[0]?.content ?? 'New notification',
    body: data.lines[1]?.content ?? '',
    url: path && path.startsWith('/') && !path.startsWith('//') ? path : '/notifications',
    icon: data.image ?? null,
    tag: `notification-${row.id}`,
  };
}

async function deliverPush(deps: Deps, rows: Row[], send: PushSender) {
  const failed: number[] = [];
  for (const row of rows) {
    try {
      const { delivered } = await send(deps, row.user_id, pushMessage(row));
      await setDeliveryState(deps.db, [row.id], 'browser', delivered ? 'sent' : 'none');
    } catch (err) {
      deps.services.logger.warn({ err, notification: row.id }, 'web push failed');
      failed.push(row.id);
    }
  }
  return failed;
}

/**
 * The `notifications:deliver` job: e-mails or pushes a batch of notifications. Only rows still
 * 'pending' go out, so a retry re-sends just what failed; after the last attempt they are 'failed'.
 */
export function deliveryJob(send: PushSender) {
  return async (payload: { channel: 'email' | 'browser'; ids: number[] }, ctx: JobContext) => {
    const deps = ctx.app;
    const column = payload.channel === 'email' ? 'email_state' : 'push_state';
    const rows = (await notificationsForDelivery(deps.db, payload.ids)).filter((r) => r[column] === 'pending');
    const failed = payload.channel === 'email' ? await deliverEmail(deps, rows) : await deliverPush(deps, rows, send);
    if (!failed.length) return { delivered: rows.length };
    if (ctx.attempt >= ctx.maxAttempts) {
      await setDeliveryState(deps.db, failed, payload.channel, 'failed');
      return { delivered: rows.length - failed.length, failed: failed.length };
    }
    throw new Error(`${failed.length} of ${rows.length} ${payload.channel === 'email' ? 'e-mails' : 'push messages'} failed; retrying.`);
  };
}

/** How many times a delivery job tries before its rows are marked failed. */
export const DELIVERY_ATTEMPTS = 5;

/** The daily digest: one e-mail per user who chose it, listing what waited since the last one. */
export async function sendDigests(deps: Deps, now = new Date()) {
  const before = nowIso(new Date(now.getTime() - 20 * 3_600_000)); // at most one a day, with slack for the schedule
  let sent = 0;
  let afterId = 0;
  for (;;) {
    const users = await usersDueForDigest(deps.db, before, afterId, 100);
    if (!users.length) break;
    afterId = users.at(-1)!;
    for (const userId of users) {
      const user = await userEmail(deps.db, userId);
      const items = await digestNotificationsOf(deps.db, userId);
      if (user && items.length) {
        const status = await deps.services.mail.send(
          digestMail({
            to: user.email,
            siteName: deps.services.mail.siteName(),
            appUrl: deps.config.APP_URL,
            items: items.map((i) => JSON.parse(i.data) as NotificationData),
            settingsUrl: new URL('/notifications/settings', deps.config.APP_URL).toString(),
            unsubscribeUrl: unsubscribeUrl(deps.config.APP_URL, deps.config.DATA_DIR, { userId, type: '*' }),
          }),
        );
        if (status === 'failed') continue; // stays due: the next run tries again
        sent++;
      }
      await markDigestSent(
        deps.db,
        userId,
        items.map((i) => i.id),
      );
    }
  }
  return { sent };
}
