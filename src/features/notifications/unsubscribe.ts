import { keyedHash, sameHex } from '../accounts/auth/app-key';

// One-click unsubscribe links (RFC 8058): the link names a user and a notification type and
// carries an HMAC of both under the app key, so it works without signing in, only for that user
// and that type, and needs no stored token.

const PURPOSE = 'notification-unsubscribe';

export interface UnsubscribeTarget {
  userId: number;
  type: string;
}

function signature(dataDir: string, target: UnsubscribeTarget) {
  return keyedHash(dataDir, PURPOSE, `${target.userId}\n${target.type}`);
}

export function unsubscribeUrl(appUrl: string, dataDir: string, target: UnsubscribeTarget) {
  const url = new URL('/notifications/unsubscribe', appUrl);
  url.searchParams.set('u', String(target.userId));
  url.searchParams.set('t', target.type);
  url.searchParams.set('s', signature(dataDir, target));
  return url.toString();
}

export function verifyUnsubscribe(dataDir: string, target: UnsubscribeTarget, sig: string) {
  return /^[0-9a-f]{64}$/.test(sig) && sameHex(signature(dataDir, target), sig);
}
