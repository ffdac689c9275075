import type { Db } from '../../../db/database';
import type { ActorDeps } from '../../../deps';
import { requireUser } from '../../../http/guard';
import type { PermissionGrant } from '../../accounts/roles/access';
import { earliestEnd, type ExtraGrants } from '../../accounts/roles/roles.queries';
import { planPermissionGrants } from '../subscriptions/subscriptions.grants';
import { seatPlansOf, seatPlansOfOwnersOf, seatQueueMemberships } from './seats.queries';

/**
 * Family plan seats. A plan with seats > 1 covers its subscriber plus seats − 1 people: the first
 * distinct non-owner members of the workspaces the subscriber owns, by earliest membership. All of
 * it is computed from the tables on every call (no cache), so removing a member frees their seat at
 * once and everything ends with the subscription.
 */

export interface SeatPerson {
  id: number;
  name: string | null;
  email: string;
  image: string | null;
  workspace: { id: number; name: string };
}

/** The owner's non-owner members in seat order, each once (at their earliest membership). */
export async function seatQueue(db: Db, ownerId: number): Promise<SeatPerson[]> {
  const seen = new Set<number>();
  const queue: SeatPerson[] = [];
  for (const m of await seatQueueMemberships(db, ownerId)) {
    if (seen.has(m.user_id)) continue;
    seen.add(m.user_id);
    queue.push({
      id: m.user_id,
      name: m.name,
      email: m.email,
      image: m.image,
      workspace: { id: m.workspace_id, name: m.workspace_name },
    });
  }
  return queue;
}

/**
 * Grant source: the permissions of every seat plan whose owner gives this user one of its seats,
 * until the earliest end of those owners' subscriptions.
 */
export async function seatGrants(db: Db, userId: number): Promise<ExtraGrants> {
  const plans = await seatPlansOfOwnersOf(db, userId);
  return { grants: plans.length ? await seatPlanGrants(db, userId, plans) : [], until: earliestEnd(plans.map((p) => p.ends_at)) };
}

async function seatPlanGrants(db: Db, userId: number, plans: Awaited<ReturnType<typeof seatPlansOfOwnersOf>>) {
  const grants: PermissionGrant[] = [];
  const queues = new Map<number, Promise<SeatPerson[]>>();
  const seen = new Set<string>();
  for (const plan of plans) {
    const key = `${plan.owner_id}:${plan.product_id}`;
    if (seen.has(key)) continue;
    seen.add(key);
    if (!queues.has(plan.owner_id)) queues.set(plan.owner_id, seatQueue(db, plan.owner_id));
    const queue = await queues.get(plan.owner_id)!;
    const position = queue.findIndex((p) => p.id === userId);
    if (position >= 0 && position < plan.seats - 1) grants.push(...planPermissionGrants(plan.permissions));
  }
  return grants;
}

export interface SeatsOverview {
  seats: number;
  used: number;
  holders: SeatPerson[];
  waiting: SeatPerson[];
}

/**
 * GET billing/seats: the signed-in subscriber's seats. With several seat plans, the one with the
 * most seats is shown; without one, a single seat (theirs) and empty lists.
 */
export async function seatsOverview(deps: ActorDeps): Promise<SeatsOverview> {
  const user = requireUser(deps.auth);
  const plans = await seatPlansOf(deps.db, user.id);
  const seats = Math.max(1, ...plans.map((p) => p.seats));
  if (seats <= 1) return { seats: 1, used: 1, holders: [], waiting: [] };
  const queue = await seatQueue(deps.db, user.id);
  const holders = queue.slice(0, seats - 1);
  return { seats, used: 1 + holders.length, holders, waiting: queue.slice(seats - 1) };
}
