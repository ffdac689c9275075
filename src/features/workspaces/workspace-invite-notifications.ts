import type { Db, Trx } from '../../db/database';
import type { NotificationType } from '../notifications/notifications.catalog';
import type { NotificationData } from '../notifications/notification-data';
import { notify } from '../notifications/notifications.service';
import { hashToken } from '../accounts/auth/sessions';
import { deleteNotificationRows, notificationsOfType, usersByEmails } from './workspaces.queries';

export const INVITE_NOTIFICATION = 'workspaces.invite';

export const workspaceInviteNotification: NotificationType = {
  id: INVITE_NOTIFICATION,
  group: 'Workspaces',
  name: 'Workspace invitations',
  defaults: { email: false, browser: false },
};

/** The in-app invitation with Join and Decline buttons (the spec's inviteId is the token). */
export async function notifyInvitee(
  db: Db | Trx,
  userId: number,
  token: string,
  inviter: { name: string; image: string | null },
  workspaceName: string,
) {
  // The spec's invite notification carries inviteId beside the usual data.
  const data: NotificationData & { inviteId: string } = {
    inviteId: token,
    image: inviter.image,
    lines: [
      { content: `${inviter.name} invited you to join ${workspaceName}`, type: 'primary', icon: 'group_add' },
      { content: 'Members share lists, a watchlist and a plan.', type: 'secondary' },
    ],
    buttonActions: [
      { action: 'join-workspace', label: 'Join' },
      { action: 'decline-workspace', label: 'Decline' },
    ],
  };
  await notify(db, userId, INVITE_NOTIFICATION, data);
}

/**
 * Deletes the notifications invites caused (joined, declined, cancelled, re-sent or gone with their
 * workspace). Only the token's hash is stored, so a notification belongs to an invite when the
 * hash of its inviteId is the invite's token_hash.
 */
export async function dropInviteNotifications(db: Db | Trx, invites: readonly { email: string; token_hash: string }[]) {
  if (!invites.length) return;
  const hashes = new Set(invites.map((i) => i.token_hash));
  const users = await usersByEmails(db, [...new Set(invites.map((i) => i.email))]);
  const rows = await notificationsOfType(
    db,
    users.map((u) => u.id),
    INVITE_NOTIFICATION,
  );
  const ids = rows.filter((r) => {
    const inviteId = (JSON.parse(r.data) as { inviteId?: unknown }).inviteId;
    return typeof inviteId === 'string' && hashes.has(hashToken(inviteId));
  });
  await deleteNotificationRows(
    db,
    ids.map((r) => r.id),
  );
}
