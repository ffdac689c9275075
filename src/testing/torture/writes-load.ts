import { signInAdmin, type SpawnedServer } from '../uploads-server';
import type { Ack, seededRandom } from './torture-kit';

// The write load of the crash-safety test: several users, each writing one request at a time
// (ratings, list items, comments) through the API with a session cookie or a personal access
// token, all users at once. Every 2xx is recorded as an Ack; a write cut off by a kill is not.

export interface LoadUser {
  id: number;
  email: string;
  password: string;
  listId: number;
  /** Cookie (needs Origin) or bearer token headers; origin is filled in per server. */
  auth: { cookie?: string; authorization?: string };
}

export const USER_PASSWORD = 'torture-password';

async function call(server: SpawnedServer, auth: LoadUser['auth'], method: string, route: string, body?: unknown) {
  const res = await fetch(`${server.url}/${route}`, {
    method,
    headers: {
      ...auth,
      origin: server.url,
      accept: 'application/json',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, headers: res.headers, body: (await res.json().catch(() => null)) as any };
}

async function must(server: SpawnedServer, auth: LoadUser['auth'], method: string, route: string, body?: unknown) {
  const res = await call(server, auth, method, route, body);
  if (res.status >= 300) throw new Error(`${method} ${route}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** fn(0 … count-1), eight at a time: the set-up is not the load (80 parallel sign-ins time out on a busy machine). */
async function inBatches<T>(count: number, fn: (i: number) => Promise<T>) {
  const out: T[] = [];
  for (let i = 0; i < count; i += 8) out.push(...(await Promise.all(Array.from({ length: Math.min(8, count - i) }, (_, j) => fn(i + j)))));
  return out;
}

/** Titles to write about and users to write as; half the users sign in with a session, half with an access token. */
export async function seedLoad(server: SpawnedServer, userCount: number, titleCount: number) {
  const admin = { cookie: await signInAdmin(server) };
  const titles = await inBatches(
    titleCount,
    async (i) => (await must(server, admin, 'POST', 'api/v1/titles', { type: 'movie', name: `Torture ${i}` })).title.id as number,
  );
  const users = await inBatches(userCount, async (i): Promise<LoadUser> => {
    const email = `torture-${i}@example.com`;
    // the token users hold api.access on top of the default role (personal access tokens need it)
    const permissions = i % 2 === 1 ? [{ name: 'api.access' }] : undefined;
    const created = await must(server, admin, 'POST', 'api/v1/users', {
      email,
      password: USER_PASSWORD,
      email_verified: true,
      permissions,
    });
    const session = { cookie: await signIn(server, email, USER_PASSWORD) };
    let auth: LoadUser['auth'] = session;
    if (i % 2 === 1) {
      const token = await must(server, session, 'POST', 'api/v1/access-tokens', { tokenName: 'torture' });
      auth = { authorization: `Bearer ${token.plainTextToken}` };
    }
    const list = await must(server, auth, 'POST', 'api/v1/lists', { name: `Torture list ${i}` });
    return { id: created.user.id, email, password: USER_PASSWORD, listId: list.list.id, auth };
  });
  return { titles, users };
}

/** Signs a user in; the session cookie header value. */
export async function signIn(server: SpawnedServer, email: string, password: string) {
  const res = await call(server, {}, 'POST', 'auth/login', { email, password });
  const cookie = res.headers.get('set-cookie')?.match(/marquee_session=[^;]+/)?.[0];
  if (res.status !== 200 || !cookie) throw new Error(`login ${email}: ${res.status} ${JSON.stringify(res.body)}`);
  return cookie;
}

export type Write =
  { kind: 'rating'; titleId: number; rating: number } | { kind: 'listItem'; titleId: number } | { kind: 'comment'; titleId: number };

/**
 * Each user's writes, shuffled: about a tenth comments, a third ratings, the rest list items, each
 * rating and list item on a title of its own (so a later write never hides an earlier one), and
 * within the per-user write limits of community-common.ts.
 */
export function planWrites(random: ReturnType<typeof seededRandom>, users: number, total: number, titles: number[]): Write[][] {
  const shuffled = () => {
    const a = [...titles];
    for (let i = a.length - 1; i > 0; i--) {
      const j = random.int(0, i);
      [a[i], a[j]] = [a[j]!, a[i]!];
    }
    return a;
  };
  return Array.from({ length: users }, (_, u) => {
    const count = Math.floor(total / users) + (u < total % users ? 1 : 0);
    const comments = Math.floor(count / 10);
    const ratings = Math.floor(count / 3);
    const items = count - comments - ratings;
    if (ratings > titles.length || items > titles.length) throw new Error('not enough titles for the plan');
    const rated = shuffled();
    const listed = shuffled();
    const writes: Write[] = [
      ...Array.from({ length: ratings }, (_, i) => ({ kind: 'rating' as const, titleId: rated[i]!, rating: random.int(1, 10) })),
      ...Array.from({ length: items }, (_, i) => ({ kind: 'listItem' as const, titleId: listed[i]! })),
      ...Array.from({ length: comments }, () => ({ kind: 'comment' as const, titleId: titles[random.int(0, titles.length - 1)]! })),
    ];
    for (let i = writes.length - 1; i > 0; i--) {
      const j = random.int(0, i);
      [writes[i], writes[j]] = [writes[j]!, writes[i]!];
    }
    return writes;
  });
}

export interface Outcome {
  ack?: Ack;
  /** The request never got an answer (the server was killed under it, or was down). */
  cut?: boolean;
  status?: number;
  body?: unknown;
}

/** Sends one write; a 2xx becomes an Ack. */
export async function sendWrite(server: SpawnedServer, user: LoadUser, write: Write, token: string): Promise<Outcome> {
  try {
    if (write.kind === 'rating') {
      const res = await call(server, user.auth, 'POST', 'api/v1/users/me/ratings', {
        rateable: 'title',
        id: write.titleId,
        rating: write.rating,
      });
      return res.status === 200
        ? { ack: { kind: 'rating', userId: user.id, titleId: write.titleId, rating: write.rating } }
        : { status: res.status, body: res.body };
    }
    if (write.kind === 'listItem') {
      const res = await call(server, user.auth, 'POST', `api/v1/lists/${user.listId}/items`, { type: 'title', item_id: write.titleId });
      // 200 (already on the list): the send again of an add that a kill cut off after it was saved
      return res.status === 201 || res.status === 200
        ? { ack: { kind: 'listItem', listId: user.listId, titleId: write.titleId } }
        : { status: res.status, body: res.body };
    }
    const res = await call(server, user.auth, 'POST', 'api/v1/comments', {
      commentable: `title:${write.titleId}`,
      content: `Comment ${token}`,
    });
    return res.status === 201 ? { ack: { kind: 'comment', id: res.body.comment.id, token } } : { status: res.status, body: res.body };
  } catch {
    return { cut: true };
  }
}
