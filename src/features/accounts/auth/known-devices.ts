import { sha256 } from '@oslojs/crypto/sha2';
import { encodeHexLowerCase } from '@oslojs/encoding';
import type { Db } from '../../../db/database';
import type { NotificationType } from '../../notifications/notifications.catalog';
import { publishNotification } from '../../notifications/publish';
import { touchKnownDevice } from './auth.queries';
import type { SessionMeta } from './sessions';

const deviceHash = (userAgent: string | null | undefined, ip: string | null | undefined) =>
  encodeHexLowerCase(sha256(new TextEncoder().encode(`${userAgent ?? ''}\n${ip ?? ''}`)));

/**
 * Records that the user signed in from this user agent + IP. Returns true when the combination
 * was never seen before (the "new sign-in" notification goes out then). Only a hash is stored.
 */
export async function rememberDevice(db: Db, userId: number, userAgent: string | null | undefined, ip: string | null | undefined) {
  return touchKnownDevice(db, userId, deviceHash(userAgent, ip));
}

/** A security notice: e-mailed unless the user turned it off. */
export const newDeviceNotification: NotificationType = {
  id: 'accounts.new_device',
  group: 'Account',
  name: 'Sign-in from a new device',
  defaults: { email: true, browser: true },
};

/** Tells the user their account was signed in to from a device it had never seen, and where to act. */
export async function notifyNewDevice(deps: Parameters<typeof publishNotification>[0], userId: number, meta: SessionMeta, when: Date) {
  const device = [meta.browser, meta.platform].filter(Boolean).join(' on ') || 'an unknown device';
  const place = [meta.city, meta.country].filter(Boolean).join(', ');
  const at = when.toISOString().slice(0, 16).replace('T', ' ');
  await publishNotification(deps, {
    type: newDeviceNotification.id,
    audience: { users: [userId] },
    data: {
      lines: [
        { content: 'New sign-in to your account', type: 'primary', icon: 'warning' },
        {
          content: `Your account was just signed in to from ${device}${meta.ip_address ? ` (IP address ${meta.ip_address}${place ? `, ${place}` : ''})` : ''} at ${at} UTC.`,
          type: 'secondary',
        },
        {
          content:
            'If this was you, there is nothing to do. If not, change your password now and log out your other sessions from your account settings.',
          type: 'secondary',
        },
      ],
      mainAction: { action: '/account-settings#sessions', label: 'Review sessions' },
    },
  });
}
