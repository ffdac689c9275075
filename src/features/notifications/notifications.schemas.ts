import { z } from 'zod';
import { pageQuery } from '../../http/pagination';
import { CHANNELS } from './notifications.catalog';

export const listNotificationsQuery = pageQuery.extend({
  unread: z.enum(['true', 'false']).optional(),
});

/** `ids` marks those; `markAllAsUnread: true` (the spec's name for 'Mark all as read') marks every one. */
export const markAsReadBody = z
  .object({
    ids: z.array(z.coerce.number().int().positive()).max(500).optional(),
    markAllAsUnread: z.boolean().optional(),
  })
  .refine((b) => b.markAllAsUnread === true || (b.ids?.length ?? 0) > 0, {
    path: ['ids'],
    message: 'Select the notifications to mark as read.',
  });

export const updateSubscriptionsBody = z.object({
  email_digest: z.enum(['off', 'daily']).optional(),
  selections: z
    .array(
      z.object({
        notif_id: z.string().min(1).max(100),
        channels: z.partialRecord(z.enum(CHANNELS), z.boolean()),
      }),
    )
    .max(200),
});

/** The signed link of a notification e-mail (u: user id, t: type, s: signature). */
export const unsubscribeQuery = z.object({
  u: z.coerce.number().int().positive(),
  t: z.string().min(1).max(100),
  s: z.string().min(1).max(128),
});

export const notificationIdParam = z.object({ id: z.coerce.number().int().positive() });
