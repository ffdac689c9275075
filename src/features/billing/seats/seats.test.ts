import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hasPermission } from '../../accounts/roles/access';
import { loadAuthUser } from '../../accounts/roles/roles.queries';
import { type TestPlan, useBilling } from '../../../testing/billing';
import { addSeatMember, createSeatWorkspace, removeSeatMember } from '../../../testing/workspace-seats';

const at = (minute: number) => new Date(Date.UTC(2025, 0, 1, 12, minute)).toISOString();

describe('plan seats: the subscriber shares the plan with members of the workspaces they own', () => {
  const k = useBilling();
  let family: TestPlan; // 3 seats, grants videos.play
  beforeAll(async () => {
    family = await k.createPlan({ name: 'Family', seats: 3 });
  });
  beforeEach(() => k.t.signOut());

  const can = async (userId: number, permission = 'videos.play') => hasPermission(await loadAuthUser(k.t.db, userId), permission);
  const seatsOf = async (userId: number) => {
    k.t.signOut();
    await k.t.signIn(userId);
    const res = await k.t.request('/api/v1/billing/seats');
    k.t.signOut();
    expect(res.status).toBe(200);
    return (await res.json()) as {
      seats: number;
      used: number;
      holders: { id: number; workspace: { id: number; name: string } }[];
      waiting: { id: number }[];
    };
  };

  /** An owner subscribed to `plan` with one workspace, and `n` members joined a minute apart. */
  async function household(plan: TestPlan, n: number) {
    const owner = await k.planlessUser();
    await k.stripeSubscriber(owner.id, plan.prices[0]!.id);
    const home = await createSeatWorkspace(k.t.db, owner.id, 'Home');
    const members = [];
    for (let i = 0; i < n; i++) {
      const m = await k.planlessUser();
      await addSeatMember(k.t.db, home.id, m.id, at(i + 1));
      members.push(m);
    }
    return { owner, home, members };
  }

  describe('the plan field', () => {
    const body = (fields: Record<string, unknown>) => ({
      name: 'Seats plan',
      free: true,
      permissions: [],
      ...fields,
    });

    it('accepts a whole number from 1 to 100 and defaults to 1, with a clear error otherwise', async () => {
      await k.asAdmin();
      for (const seats of [0, 101, 2.5, '3', null]) {
        const res = await k.t.request('/api/v1/billing/products', { method: 'POST', json: body({ seats }) });
        expect(res.status, `seats ${String(seats)}`).toBe(422);
        expect(((await res.json()) as { errors: Record<string, string[]> }).errors.seats).toEqual([
          'Seats must be a whole number from 1 to 100.',
        ]);
      }
      const plain = await k.t.request('/api/v1/billing/products', { method: 'POST', json: body({}) });
      expect(plain.status).toBe(201);
      expect(((await plain.json()) as { product: { seats: number } }).product.seats).toBe(1);
      const hundred = await k.t.request('/api/v1/billing/products', { method: 'POST', json: body({ seats: 100 }) });
      expect(((await hundred.json()) as { product: { seats: number } }).product.seats).toBe(100);
    });

    it('is in the admin and the public plan payloads', async () => {
      await k.asAdmin();
      const admin = (await (await k.t.request(`/api/v1/billing/products/${family.id}`)).json()) as { product: { seats: number } };
      expect(admin.product.seats).toBe(3);
      k.t.signOut();
      const list = (await (await k.t.request('/api/v1/billing/products')).json()) as {
        pagination: { data: { id: number; seats: number }[] };
      };
      expect(list.pagination.data.find((p) => p.id === family.id)!.seats).toBe(3);
      const one = (await (await k.t.request(`/api/v1/billing/products/${family.id}`)).json()) as { product: { seats: number } };
      expect(one.product.seats).toBe(3);
    });

    it('survives an update and the provider sync, and is never sent to the providers', async () => {
      const plan = await k.createPlan({ name: 'Growing', seats: 2 });
      k.stripe.requests.length = 0;
      await k.asAdmin();
      const res = await k.t.request(`/api/v1/billing/products/${plan.id}`, {
        method: 'PUT',
        json: {
          name: 'Growing family',
          seats: 5,
          permissions: [{ name: 'videos.play', restrictions: [] }],
          prices: [{ id: plan.prices[0]!.id, amount: 1000, currency: 'USD', interval: 'month', interval_count: 1 }],
        },
      });
      expect(res.status).toBe(200);
      expect(((await res.json()) as { product: { seats: number } }).product.seats).toBe(5);
      const resync = await k.t.request(`/api/v1/billing/products/${plan.id}/sync`, { method: 'POST' });
      expect(((await resync.json()) as { product: { seats: number } }).product.seats).toBe(5);
      const row = await k.t.db.selectFrom('products').selectAll().where('id', '=', plan.id).executeTakeFirstOrThrow();
      expect(row.seats).toBe(5);
      expect(k.stripe.products.get(row.stripe_id!)).toMatchObject({ name: 'Growing family' });
      expect(JSON.stringify(k.stripe.requests)).not.toContain('seats');
    });
  });

  describe('grants', () => {
    it('the first seats − 1 members get the plan; the next one waits until a seat frees up', async () => {
      const { owner, home, members } = await household(family, 3);
      const [first, second, third] = members;
      expect(await can(owner.id)).toBe(true);
      expect(await can(first!.id)).toBe(true);
      expect(await can(second!.id)).toBe(true);
      expect(await can(third!.id)).toBe(false);

      // through the API as well: the member's own payload lists the permission
      await k.t.signIn(first!.id);
      const me = (await (await k.t.request('/api/v1/users/me')).json()) as any;
      expect((me.user ?? me).permissions.map((p: { name: string }) => p.name)).toContain('videos.play');
      k.t.signOut();

      await removeSeatMember(k.t.db, home.id, first!.id);
      expect(await can(first!.id)).toBe(false);
      expect(await can(third!.id)).toBe(true);
    });

    it('counts each person once across all the workspaces the owner owns, by their earliest membership', async () => {
      const owner = await k.planlessUser();
      await k.stripeSubscriber(owner.id, family.prices[0]!.id);
      const home = await createSeatWorkspace(k.t.db, owner.id, 'Home');
      const cabin = await createSeatWorkspace(k.t.db, owner.id, 'Cabin');
      const [ann, bob, cy] = [await k.planlessUser(), await k.planlessUser(), await k.planlessUser()];
      await addSeatMember(k.t.db, cabin.id, bob.id, at(5));
      await addSeatMember(k.t.db, home.id, ann.id, at(1));
      await addSeatMember(k.t.db, cabin.id, ann.id, at(2));
      await addSeatMember(k.t.db, home.id, cy.id, at(9));
      expect([await can(ann.id), await can(bob.id), await can(cy.id)]).toEqual([true, true, false]);
      expect((await seatsOf(owner.id)).holders.map((h) => [h.id, h.workspace.name])).toEqual([
        [ann.id, 'Home'],
        [bob.id, 'Cabin'],
      ]);

      // Ann leaves Home but is still in Cabin: she keeps her seat (now dated from Cabin)
      await removeSeatMember(k.t.db, home.id, ann.id);
      expect([await can(ann.id), await can(cy.id)]).toEqual([true, false]);
      await removeSeatMember(k.t.db, cabin.id, ann.id);
      expect([await can(ann.id), await can(cy.id)]).toEqual([false, true]);
    });

    it('breaks a tie in joining time by the earlier membership', async () => {
      const plan = await k.createPlan({ name: 'Duo', seats: 2 });
      const owner = await k.planlessUser();
      await k.stripeSubscriber(owner.id, plan.prices[0]!.id);
      const home = await createSeatWorkspace(k.t.db, owner.id);
      const a = await k.planlessUser();
      const b = await k.planlessUser();
      await addSeatMember(k.t.db, home.id, a.id, at(1));
      await addSeatMember(k.t.db, home.id, b.id, at(1));
      expect([await can(a.id), await can(b.id)]).toEqual([true, false]);
    });

    it('end of the subscription (past ends_at, or an ended status) ends the members’ grants', async () => {
      const { owner, members } = await household(family, 2);
      const sub = await k.t.db.selectFrom('subscriptions').selectAll().where('user_id', '=', owner.id).executeTakeFirstOrThrow();
      expect(await can(members[0]!.id)).toBe(true);

      await k.t.db
        .updateTable('subscriptions')
        .set({ status: 'canceled', ends_at: new Date(Date.now() + 86_400_000).toISOString() })
        .where('id', '=', sub.id)
        .execute();
      expect(await can(members[0]!.id)).toBe(true); // paid up until ends_at

      await k.t.db
        .updateTable('subscriptions')
        .set({ ends_at: new Date(Date.now() - 1000).toISOString() })
        .where('id', '=', sub.id)
        .execute();
      expect([await can(owner.id), await can(members[0]!.id), await can(members[1]!.id)]).toEqual([false, false, false]);

      await k.t.db.updateTable('subscriptions').set({ status: 'incomplete_expired', ends_at: null }).where('id', '=', sub.id).execute();
      expect(await can(members[0]!.id)).toBe(false);
      expect(await seatsOf(owner.id)).toEqual({ seats: 1, used: 1, holders: [], waiting: [] });
    });

    it('a one-seat plan, a member of someone else’s workspace, or the owner’s own membership grant nothing extra', async () => {
      const solo = await k.createPlan({ name: 'Solo', seats: 1 });
      const { members } = await household(solo, 1);
      expect(await can(members[0]!.id)).toBe(false);

      // the member of a workspace owned by a non-subscriber, even if an admin of that workspace subscribes
      const owner = await k.planlessUser();
      const home = await createSeatWorkspace(k.t.db, owner.id);
      const subscriber = await k.planlessUser();
      await k.stripeSubscriber(subscriber.id, family.prices[0]!.id);
      await addSeatMember(k.t.db, home.id, subscriber.id, at(1));
      const member = await k.planlessUser();
      await addSeatMember(k.t.db, home.id, member.id, at(2));
      expect([await can(owner.id), await can(member.id)]).toEqual([false, false]);
    });

    it('counts the seats of each plan an owner holds separately', async () => {
      const duo = await k.createPlan({ name: 'Duo play', seats: 2 });
      const reviewers = await k.createPlan({
        name: 'Reviewers',
        seats: 3,
        permissions: [{ name: 'reviews.create', restrictions: [] }],
      });
      const { owner, members } = await household(duo, 3);
      await k.stripeSubscriber(owner.id, reviewers.prices[0]!.id);
      const [a, b, c] = members;
      expect([await can(a!.id), await can(b!.id), await can(c!.id)]).toEqual([true, false, false]);
      expect([await can(a!.id, 'reviews.create'), await can(b!.id, 'reviews.create'), await can(c!.id, 'reviews.create')]).toEqual([
        true,
        true,
        false,
      ]);
    });
  });

  describe('GET billing/seats', () => {
    it('shows the subscriber’s seats: used counts the subscriber, holders and waiting people with their workspace', async () => {
      const { owner, home, members } = await household(family, 3);
      const seats = await seatsOf(owner.id);
      const person = (m: { id: number; name: string | null; email: string }) => ({
        id: m.id,
        name: m.name,
        email: m.email,
        image: null,
        workspace: { id: home.id, name: 'Home' },
      });
      expect(seats).toEqual({ seats: 3, used: 3, holders: members.slice(0, 2).map(person), waiting: [person(members[2]!)] });

      await removeSeatMember(k.t.db, home.id, members[1]!.id);
      await removeSeatMember(k.t.db, home.id, members[2]!.id);
      expect(await seatsOf(owner.id)).toEqual({ seats: 3, used: 2, holders: [person(members[0]!)], waiting: [] });
    });

    it('is one seat and empty lists without a seat plan (a seat holder included), and needs a signed-in user', async () => {
      const { members } = await household(family, 1);
      expect(await seatsOf(members[0]!.id)).toEqual({ seats: 1, used: 1, holders: [], waiting: [] });
      const nobody = await k.planlessUser();
      expect(await seatsOf(nobody.id)).toEqual({ seats: 1, used: 1, holders: [], waiting: [] });
      expect((await k.t.request('/api/v1/billing/seats')).status).toBe(401);
    });
  });
});
