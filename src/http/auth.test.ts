import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSession } from '../features/accounts/auth/sessions';
import { adminRole } from '../features/accounts/users/users.service';
import { useBilling } from '../testing/billing';
import { addSeatMember, createSeatWorkspace } from '../testing/workspace-seats';
import { createTestUser } from '../testing/factories';
import { useTestApp } from '../testing/harness';

// A signed-in request reads its session and user row live and caches the user's roles and stored
// permissions: each change below must show on the user's very next request.
const env = useTestApp();

describe('signed-in requests see account changes at once', () => {
  beforeEach(() => env.ctx.signOut());

  /** A second device of `userId`: requests with its own cookie, beside the jar's (the admin's). */
  async function device(userId: number) {
    const { token } = await createSession(env.ctx.db, userId);
    return (path: string, init: { method?: string; json?: unknown } = {}) =>
      env.ctx.request(`/api/v1/${path}`, { ...init, headers: { cookie: `marquee_session=${token}` } });
  }

  async function asAdmin() {
    const admin = await createTestUser(env.ctx.db, { admin: true });
    await env.ctx.signIn(admin.id);
    return (path: string, json: unknown, method = 'PUT') => env.ctx.request(`/api/v1/${path}`, { method, json });
  }

  it('a role given or taken by an admin applies on the next request', async () => {
    const user = await createTestUser(env.ctx.db);
    const phone = await device(user.id);
    const admin = await asAdmin();
    const admins = (await adminRole(env.ctx.db))!;
    expect((await phone('users')).status).toBe(403);

    expect((await admin(`users/${user.id}`, { roles: [admins.id] })).status).toBe(200);
    expect((await phone('users')).status).toBe(200);

    expect((await admin(`users/${user.id}`, { roles: [] })).status).toBe(200);
    expect((await phone('users')).status).toBe(403);
  });

  it('a ban applies on the next request, and so does lifting it', async () => {
    const user = await createTestUser(env.ctx.db);
    const phone = await device(user.id);
    const admin = await asAdmin();
    expect((await phone('users/me')).status).toBe(200);

    expect((await admin(`users/${user.id}`, { banned_at: '2026-01-01T00:00:00.000Z' })).status).toBe(200);
    const blocked = await phone('users/me');
    expect(blocked.status).toBe(403);
    expect((await blocked.json()).message).toBe('Your account is suspended.');

    expect((await admin(`users/${user.id}`, { banned_at: null })).status).toBe(200);
    expect((await phone('users/me')).status).toBe(200);
  });

  it('after logout the same cookie is a guest', async () => {
    const user = await createTestUser(env.ctx.db);
    const phone = await device(user.id);
    expect((await phone('users/me')).status).toBe(200);
    expect((await phone('auth/logout', { method: 'POST' })).status).toBeLessThan(300);
    expect((await phone('users/me')).status).toBe(401);
  });

  it("a password change signs the user's other devices out, not the one that changed it", async () => {
    const user = await createTestUser(env.ctx.db);
    const laptop = await device(user.id);
    const phone = await device(user.id);
    expect((await phone('users/me')).status).toBe(200);

    const change = await laptop('auth/user/password', {
      method: 'PUT',
      json: { current_password: user.password, password: 'a-new-Passw0rd-42', password_confirmation: 'a-new-Passw0rd-42' },
    });
    expect(change.status).toBe(200);
    expect((await phone('users/me')).status).toBe(401);
    expect((await laptop('users/me')).status).toBe(200);
  });
});

// Plan and seat grants are cached with the user's roles: billing writes drop them, and they never
// outlive the subscription that grants them.
describe('signed-in requests see plan changes at once', () => {
  const k = useBilling();
  afterEach(() => vi.useRealTimers());

  /** Whether the user of `cookie` may play videos, as the web app learns it (bootstrap data). */
  async function canPlay(cookie: string) {
    const res = await k.t.request('/api/v1/bootstrap-data', { headers: { cookie }, cookies: false });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { user: { permissions: { name: string }[] } };
    return body.user.permissions.some((p) => p.name === 'videos.play');
  }

  async function subscriberDevice() {
    const plan = await k.createPlan();
    const user = await k.planlessUser();
    const { token } = await createSession(k.t.db, user.id);
    return { user, price: plan.prices[0]!.id, cookie: `marquee_session=${token}` };
  }

  it('a subscription stored by webhook grants on the next request, and its cancellation takes it away', async () => {
    const { user, price, cookie } = await subscriberDevice();
    expect(await canPlay(cookie)).toBe(false);

    const sub = await k.stripeSubscriber(user.id, price);
    expect(await canPlay(cookie)).toBe(true);

    Object.assign(sub, { status: 'canceled', ended_at: Math.floor(Date.now() / 1000), canceled_at: Math.floor(Date.now() / 1000) });
    expect((await k.postStripe(k.stripe.event('customer.subscription.deleted', sub))).status).toBe(200);
    expect(await canPlay(cookie)).toBe(false);
  });

  it('grants end when the subscription ends, with no write in between', async () => {
    const { user, price, cookie } = await subscriberDevice();
    const endsAt = Math.floor(Date.now() / 1000) + 20; // well within the cache's own lifetime
    await k.stripeSubscriber(user.id, price, { cancel_at_period_end: true, cancel_at: endsAt, canceled_at: endsAt - 60 });
    expect(await canPlay(cookie)).toBe(true);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime((endsAt + 1) * 1000);
    expect(await canPlay(cookie)).toBe(false);
  });

  it("a member removed from a subscriber's workspace loses the plan seat on the next request", async () => {
    const plan = await k.createPlan({ name: 'Family', seats: 3 });
    const [owner, member] = [await k.planlessUser(), await k.planlessUser()];
    await k.stripeSubscriber(owner.id, plan.prices[0]!.id);
    const home = await createSeatWorkspace(k.t.db, owner.id);
    await addSeatMember(k.t.db, home.id, member.id);
    const { token } = await createSession(k.t.db, member.id);
    const cookie = `marquee_session=${token}`;
    expect(await canPlay(cookie)).toBe(true);

    const { token: ownerToken } = await createSession(k.t.db, owner.id);
    const removed = await k.t.request(`/api/v1/workspaces/${home.id}/members/${member.id}`, {
      method: 'DELETE',
      headers: { cookie: `marquee_session=${ownerToken}` },
      cookies: false,
    });
    expect(removed.status).toBe(200);
    expect(await canPlay(cookie)).toBe(false);
  });
});
