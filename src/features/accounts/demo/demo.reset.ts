import type { Deps } from '../../../deps';
import { deleteUsers } from '../users/user-deletion';
import { DEMO_ACCOUNTS } from './demo.accounts';
import { userIdsByEmail, userIdsCreatedAfter } from './demo.queries';
import { type DemoSeedState, ensureDemoData } from './demo.seed';

/** How often the demo data is restored (cron, UTC): at the top of every hour. */
export const DEMO_RESET_CRON = '0 * * * *';

/**
 * The scheduled demo reset (demo mode only). Removes, through the normal user deletion (so their
 * reviews, ratings, comments, lists, watchlist, plays, workspaces, tokens, sessions, social logins,
 * uploads' ownership and subscriptions go with them):
 *  - every account created after the demo was first seeded (site.demo_seed.since) — visitors'
 *    registrations and accounts made through the demo admin; accounts older than that (the
 *    operator's own admin) are never touched;
 *  - the demo accounts themselves, which are then made again: known password, name, e-mail,
 *    roles (the admin: Admins + Users), no direct permissions, no ban, no two-factor, the
 *    subscriber's demo subscription.
 * Then restores the demo plan (name, permissions, hidden) and keeps videos.play off the default and
 * guest roles. Catalogue, site and settings edits are not rolled back (the guard refuses the
 * destructive ones).
 */
export async function resetDemo({ db, services }: Deps) {
  if (!services.settings.get<boolean>('site.demo')) return { skipped: 'Demo mode is off.' };
  const state = services.settings.get<DemoSeedState | null>('site.demo_seed');
  const demoIds = [
    ...(
      await userIdsByEmail(
        db,
        DEMO_ACCOUNTS.map((a) => a.email),
      )
    ).values(),
  ];
  const visitorIds = state ? (await userIdsCreatedAfter(db, state.since)).filter((id) => !demoIds.includes(id)) : [];
  await deleteUsers(db, services.storage, [...demoIds, ...visitorIds]);
  const { created } = await ensureDemoData(db);
  await services.settings.load();
  services.cache.clear();
  return { removed_accounts: visitorIds.length, restored_demo_accounts: created.length };
}
