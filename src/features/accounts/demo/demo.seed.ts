import type { Logger } from 'pino';
import type { Config } from '../../../config';
import { type Db, nowIso } from '../../../db/database';
import { findProduct, insertProduct, updateProductRow } from '../../billing/plans/plans.queries';
import { storedSettings, writeSettings } from '../../operations/settings/settings.queries';
import { adminRole } from '../roles/roles.queries';
import { defaultRoleIds } from '../users/users.queries';
import { createUser } from '../users/users.service';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_PLAN, PLAN_ONLY_PERMISSION } from './demo.accounts';
import { revokeFromDefaultAndGuestRoles, upsertDemoSubscription, userIdsByEmail } from './demo.queries';

/** What the seeder remembers (the site.demo_seed setting): since when accounts are visitors', and the demo plan. */
export interface DemoSeedState {
  since: string;
  plan_id: number;
}

const SEED_STATE = 'site.demo_seed';
const DAY = 86_400_000;

async function readStored(db: Db) {
  const rows = await storedSettings(db);
  const raw = (name: string) => rows.find((r) => r.name === name)?.value;
  const parse = (v: string | undefined) => {
    try {
      return v === undefined ? undefined : (JSON.parse(v) as unknown);
    } catch {
      return undefined;
    }
  };
  const state = parse(raw(SEED_STATE)) as DemoSeedState | null | undefined;
  return { demo: parse(raw('site.demo')) === true, state: state && typeof state.since === 'string' ? state : null };
}

/**
 * Makes the demo data whole without touching anything visitors did: the demo plan (its name,
 * permissions and visibility restored), each demo account that is missing, the subscriber's
 * subscription (renewing, no end: valid until the next reset), and videos.play taken from the
 * default and guest roles so that full videos are the plan's. Idempotent.
 */
export async function ensureDemoData(db: Db) {
  const { state } = await readStored(db);
  const now = nowIso();
  let planId = state?.plan_id ?? null;
  if (planId !== null && (await findProduct(db, planId))) await updateProductRow(db, planId, { ...DEMO_PLAN, updated_at: now });
  else planId = await insertProduct(db, { ...DEMO_PLAN, created_at: now, updated_at: now });
  const next: DemoSeedState = { since: state?.since ?? now, plan_id: planId };
  if (!state || state.plan_id !== planId) {
    await db.transaction().execute((trx) => writeSettings(trx, [[SEED_STATE, next]], now));
  }

  const existing = await userIdsByEmail(
    db,
    DEMO_ACCOUNTS.map((a) => a.email),
  );
  const created: string[] = [];
  const ids = new Map<string, number>();
  for (const account of DEMO_ACCOUNTS) {
    let id = existing.get(account.email);
    if (id === undefined) {
      const roleIds = account.kind === 'admin' ? [(await adminRole(db))!.id, ...(await defaultRoleIds(db))] : undefined;
      id = (await createUser(db, { email: account.email, password: DEMO_PASSWORD, name: account.name, roleIds, verified: true })).id;
      created.push(account.email);
    }
    ids.set(account.kind, id);
  }
  await upsertDemoSubscription(db, ids.get('subscriber')!, planId, now, nowIso(new Date(Date.now() + 365 * DAY)));
  await revokeFromDefaultAndGuestRoles(db, PLAN_ONLY_PERMISSION);
  return { state: next, created };
}

/** The accounts module's seeder: in demo mode (APP_DEMO=true, or the stored site.demo setting) it ensures the demo data. */
export async function seedDemoAccounts(db: Db, config: Config, logger: Logger) {
  if (!config.APP_DEMO && !(await readStored(db)).demo) return;
  const { created } = await ensureDemoData(db);
  if (created.length) logger.info({ accounts: created }, 'Demo accounts created');
}
