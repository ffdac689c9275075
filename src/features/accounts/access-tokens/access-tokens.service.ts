import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding';
import type { Db } from '../../../db/database';
import { nowIso } from '../../../db/database';
import type { ActorDeps } from '../../../deps';
import { forbidden, notFound } from '../../../http/errors';
import { authorize, requireUser } from '../../../http/guard';
import type { AuthUser } from '../auth/auth-state';
import { hashToken } from '../auth/sessions';
import { hasPermission } from '../roles/access';
import { loadAuthUser } from '../roles/roles.queries';
import { deleteToken, findToken, findTokenByHash, insertToken, touchToken } from './access-tokens.queries';

// Personal access tokens: `mq_` + 256 random bits; only the SHA-256 is stored.
const TOKEN_PATTERN = /^mq_[a-z2-7]{52}$/;
const TOUCH_INTERVAL_MS = 60_000;

export function generateAccessToken() {
  const bytes = new Uint8Array(32);
  crypto.getRandomValues(bytes);
  return `mq_${encodeBase32LowerCaseNoPadding(bytes)}`;
}

export async function createAccessToken({ db, auth }: ActorDeps, name: string) {
  const user = requireUser(auth);
  authorize(auth, 'api.access');
  const plainTextToken = generateAccessToken();
  const token = await insertToken(db, { user_id: user.id, name, token_hash: hashToken(plainTextToken), created_at: nowIso() });
  return { token, plainTextToken };
}

/** The owner may revoke a token; so may an admin holding users.update. */
export async function revokeAccessToken({ db, auth }: ActorDeps, id: number) {
  const user = requireUser(auth);
  const token = await findToken(db, id);
  if (!token) throw notFound();
  if (token.user_id !== user.id) {
    if (!hasPermission(user, 'users.update')) throw forbidden();
  }
  await deleteToken(db, id);
}

/**
 * Bearer resolver for the auth middleware: a valid token of a user who holds api.access.
 * last_used_at is written at most once a minute to keep reads cheap.
 */
export async function resolveAccessToken(db: Db, plain: string): Promise<AuthUser | null> {
  if (!TOKEN_PATTERN.test(plain)) return null;
  const row = await findTokenByHash(db, hashToken(plain));
  if (!row) return null;
  const user = await loadAuthUser(db, row.user_id);
  if (!user || !hasPermission(user, 'api.access')) return null;
  const now = Date.now();
  if (!row.last_used_at || now - Date.parse(row.last_used_at) >= TOUCH_INTERVAL_MS) {
    await touchToken(db, row.id, nowIso(new Date(now)));
  }
  return user;
}
