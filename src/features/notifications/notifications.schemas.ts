import { z } from 'zod';
import { pageQuery } from '../../http/pagination';
import { id, page, timestamp } from '../../http/response-schemas';
import { CHANNELS } from './notifications.catalog';
import { lazySchema } from '../../http/lazy-schema';

export const listNotificationsQuery = lazySchema(() =>
  pageQuery.extend({
    unread: z.enum(['true', 'false']).optional(),
  }),
);

/** `ids` marks those; `markAllAsUnread: true` (the spec's name for 'Mark all as read') marks every one. */
export const markAsReadBody = lazySchema(() =>
  z
    .object({
      ids: z.array(z.coerce.number().int().positive()).max(500).optional(),
      markAllAsUnread: z.boolean().optional(),
    })
    .refine((b) => b.markAllAsUnread === true || (b.ids?.length ?? 0) > 0, {
      path: ['ids'],
      message: 'Select the notifications to mark as read.',
    }),
);

export const updateSubscriptionsBody = lazySchema(() =>
  z.object({
    email_digest: z.enum(['off', 'daily']).optional(),
    selections: z
      .array(
        z.object({
          notif_id: z.string().min(1).max(100),
          channels: z.partialRecord(z.enum(CHANNELS), z.boolean()),
        }),
      )
      .max(200),
  }),
);

/** The signed link of a notification e-mail (u: user id, t: type, s: signature). */
export const unsubscribeQuery = lazySchema(() =>
  z.object({
    u: z.coerce.number().int().positive(),
    t: z.string().min(1).max(100),
    s: z.string().min(1).max(128),
  }),
);

export const notificationIdParam = lazySchema(() => z.object({ id: z.coerce.number().int().positive() }));

// Success bodies (notifications.service.ts).

const action = lazySchema(() =>
  z.looseObject({
    action: z.string().meta({ description: 'An in-app path, e.g. `/titles/1/dune`.' }),
    label: z.string().optional(),
  }),
);

/** The spec's notification data: shown as plain text, never as HTML. */
const notificationData = lazySchema(() =>
  z.looseObject({
    image: z.string().nullish(),
    lines: z.array(
      z.looseObject({
        content: z.string(),
        type: z.enum(['primary', 'secondary']).optional(),
        icon: z.string().optional(),
        action: action.optional(),
      }),
    ),
    mainAction: action.optional(),
    buttonActions: z.array(action).optional(),
    inviteId: z.string().optional().meta({ description: 'Workspace invitations: the token the Join and Decline buttons send.' }),
  }),
);

export const notificationPage = lazySchema(() =>
  z.looseObject({
    pagination: page(z.looseObject({ id, type: z.string(), data: notificationData, read_at: timestamp.nullable(), created_at: timestamp })),
  }),
);

/** Marking as read or deleting answers the bell's new count. */
export const unreadCountBody = lazySchema(() => z.looseObject({ unreadCount: z.int() }));

const channelSwitches = lazySchema(() => z.record(z.enum(CHANNELS), z.boolean()));

export const subscriptionSettingsBody = lazySchema(() =>
  z.looseObject({
    available_channels: z.array(z.enum(CHANNELS)),
    subscriptions: z.array(
      z.looseObject({ group_name: z.string(), items: z.array(z.looseObject({ notif_id: z.string(), name: z.string() })) }),
    ),
    user_selections: z.array(z.looseObject({ notif_id: z.string(), channels: channelSwitches })),
    email_digest: z.enum(['off', 'daily']),
  }),
);

export const unsubscribedBody = lazySchema(() =>
  z.looseObject({
    message: z.string(),
    type: z.string().nullable().meta({ description: "The notification type's name; null when the link stopped every e-mail." }),
  }),
);
