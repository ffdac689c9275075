import type { Hono } from 'hono';
import type { AppEnv } from '../http/app-env';
import type { BearerResolver } from '../http/auth';
import type { PageMetaResolver } from '../http/spa';
import { assertCron, installScheduledTasks, type ScheduledTask } from '../platform/scheduler';
import type { JobHandler } from '../platform/jobs';
import type { Seeder } from '../platform/install';
import type { InviteValidator } from './accounts/auth/register.service';
import { type GrantSource, installGrantSources } from './accounts/roles/roles.queries';
import { installUserDeletionHooks, type UserDeletionHook } from './accounts/users/user-deletion';
import { installUserPayloadExtensions, type UserPayloadExtension } from './accounts/users/users.present';
import { installPersonPayloadExtensions, type PersonPayloadExtension } from './catalogue/people/people.extensions';
import { installTitlePayloadExtensions, type TitlePayloadExtension } from './catalogue/titles/titles.extensions';
import { installNotificationTypes, type NotificationAudience, type NotificationType } from './notifications/notifications.catalog';
import { installSearchTypes, type SearchType } from './search/search.types';

/** A router and where it is mounted: under /api/v1 (`api`) or at the site root (`root`). */
export interface Mount {
  base: 'api' | 'root';
  /** The router's real prefix; its own paths are relative to it (`.get('/:id')`). */
  path: string;
  router: Hono<AppEnv>;
}
export const api = (path: string, router: Hono<AppEnv>): Mount => ({ base: 'api', path, router });
export const root = (path: string, router: Hono<AppEnv>): Mount => ({ base: 'root', path, router });

/**
 * What one server domain contributes besides its routers (those are mounted in features/index.ts):
 * each domain exports one of these from `<domain>/<domain>.module.ts`. Nothing registers itself at
 * import time; the app instance builds its registry from the list of modules (buildRegistry).
 */
export interface FeatureModule {
  name: string;
  /** Background job handlers by job name (services.jobs.dispatch(name, payload)). */
  jobs?: Record<string, JobHandler>;
  /** Recurring tasks; every run is written to schedule_log. */
  schedules?: ScheduledTask[];
  /** Seeds run on every start after the core ones (prepareDatabase); each must be idempotent. */
  seeders?: Seeder[];
  /** Fields added to the signed-in user payload (bootstrap data, GET users/me). */
  userPayload?: UserPayloadExtension[];
  /**
   * Additions to GET titles/{id}. `perRequest` ones may read the viewer and are never cached;
   * `shared` ones depend only on the title, are cached with it, and their feature invalidates titles.
   */
  titlePayload?: { shared?: TitlePayloadExtension[]; perRequest?: TitlePayloadExtension[] };
  /** Additions to GET people/{id} for the viewer; never cached. */
  personPayload?: PersonPayloadExtension[];
  /** Types the global search can return. */
  searchTypes?: SearchType[];
  /** Server-rendered <head> for SPA pages; the first resolver that answers wins. */
  pageMeta?: PageMetaResolver[];
  /** Cleanup run inside the transaction that deletes users. */
  userDeletion?: UserDeletionHook[];
  /** Notification types users can receive and configure. */
  notificationTypes?: NotificationType[];
  /** Named audiences of notification events (`{ resolver: 'title-followers', id }`). */
  notificationAudiences?: Record<string, NotificationAudience>;
  /** Permission grants beyond roles (e.g. plans). */
  grantSources?: GrantSource[];
  /** Whether an invite lets someone register while registration is disabled (none: refused). */
  inviteValidators?: InviteValidator[];
  /** Who an `Authorization: Bearer` token on an API request signs in (personal access tokens). */
  bearerResolvers?: BearerResolver[];
}

/** Everything the modules contribute, merged in module order: one per app instance (services.registry). */
export interface ProductRegistry {
  modules: readonly FeatureModule[];
  jobs: Map<string, JobHandler>;
  schedules: ScheduledTask[];
  seeders: Seeder[];
  userPayload: UserPayloadExtension[];
  titlePayload: { shared: TitlePayloadExtension[]; perRequest: TitlePayloadExtension[] };
  personPayload: PersonPayloadExtension[];
  searchTypes: Map<string, SearchType>;
  pageMeta: PageMetaResolver[];
  userDeletion: UserDeletionHook[];
  notificationTypes: Map<string, NotificationType>;
  notificationAudiences: Map<string, NotificationAudience>;
  grantSources: GrantSource[];
  inviteValidators: InviteValidator[];
  bearerResolvers: BearerResolver[];
}

function uniqueKey(kind: string, seen: Map<string, string>, key: string, owner: string) {
  const other = seen.get(key);
  if (other) throw new Error(`${kind} "${key}" is contributed by both the ${other} and the ${owner} module.`);
  seen.set(key, owner);
}

/** Merges the modules' contributions; a bad cron expression or a name given twice fails here, at start-up. */
export function buildRegistry(modules: readonly FeatureModule[]): ProductRegistry {
  const registry: ProductRegistry = {
    modules,
    jobs: new Map(),
    schedules: [],
    seeders: [],
    userPayload: [],
    titlePayload: { shared: [], perRequest: [] },
    personPayload: [],
    searchTypes: new Map(),
    pageMeta: [],
    userDeletion: [],
    notificationTypes: new Map(),
    notificationAudiences: new Map(),
    grantSources: [],
    inviteValidators: [],
    bearerResolvers: [],
  };
  const owners = {
    jobs: new Map<string, string>(),
    schedules: new Map<string, string>(),
    search: new Map<string, string>(),
    audiences: new Map<string, string>(),
  };
  const notificationOwners = new Map<string, string>();
  for (const m of modules) {
    for (const [name, handler] of Object.entries(m.jobs ?? {})) {
      uniqueKey('Job', owners.jobs, name, m.name);
      registry.jobs.set(name, handler);
    }
    for (const task of m.schedules ?? []) {
      assertCron(task.cron);
      uniqueKey('Scheduled task', owners.schedules, task.name, m.name);
      registry.schedules.push(task);
    }
    for (const type of m.searchTypes ?? []) {
      uniqueKey('Search type', owners.search, type.name, m.name);
      registry.searchTypes.set(type.name, type);
    }
    for (const type of m.notificationTypes ?? []) {
      uniqueKey('Notification type', notificationOwners, type.id, m.name);
      registry.notificationTypes.set(type.id, type);
    }
    for (const [name, resolve] of Object.entries(m.notificationAudiences ?? {})) {
      uniqueKey('Notification audience', owners.audiences, name, m.name);
      registry.notificationAudiences.set(name, resolve);
    }
    registry.seeders.push(...(m.seeders ?? []));
    registry.userPayload.push(...(m.userPayload ?? []));
    registry.titlePayload.shared.push(...(m.titlePayload?.shared ?? []));
    registry.titlePayload.perRequest.push(...(m.titlePayload?.perRequest ?? []));
    registry.personPayload.push(...(m.personPayload ?? []));
    registry.pageMeta.push(...(m.pageMeta ?? []));
    registry.userDeletion.push(...(m.userDeletion ?? []));
    registry.grantSources.push(...(m.grantSources ?? []));
    registry.inviteValidators.push(...(m.inviteValidators ?? []));
    registry.bearerResolvers.push(...(m.bearerResolvers ?? []));
  }
  return registry;
}

/**
 * Hands the registry to the consumers that sit too deep to be passed it (they take only `db`:
 * loadAuthUser, presentCurrentUser, deleteUsers, the notification catalog, search, title payloads)
 * and to scheduledTasks(). Each install replaces what was there, so calling it again (every
 * createServices does) never duplicates anything. Jobs, schedules run by the Scheduler, seeders,
 * page meta and invite validators are read from the instance's own registry instead.
 */
export function installRegistry(registry: ProductRegistry) {
  installScheduledTasks(registry.schedules);
  installSearchTypes(registry.searchTypes);
  installTitlePayloadExtensions(registry.titlePayload);
  installPersonPayloadExtensions(registry.personPayload);
  installUserPayloadExtensions(registry.userPayload);
  installUserDeletionHooks(registry.userDeletion);
  installNotificationTypes(registry.notificationTypes);
  installGrantSources(registry.grantSources);
}
