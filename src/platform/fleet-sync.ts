import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { type Db, nowIso } from '../db/database';
import type { SettingsStore } from '../features/operations/settings/settings.store';
import type { Cache } from './cache';
import { deleteInvalidationsBefore, insertInvalidation, invalidationsAfter, latestInvalidationId } from './fleet-sync.queries';

/** The pseudo-tag of a settings save: the other processes reload their settings. */
const SETTINGS = 'settings';
const KEEP_MS = 10 * 60_000;

/**
 * Keeps the in-memory settings and response cache of several processes on one database in step.
 * A local invalidation, clear or settings save is written to cache_invalidations; every process
 * reads the newer rows about once a second and applies the others' (so a change made through one
 * process is served by every other within about a second). One small query a second per process;
 * nothing is written while it is stopped (tests, CLI).
 */
export class FleetSync {
  readonly origin = randomUUID();
  private lastId = 0;
  private running = false;
  private timer: NodeJS.Timeout | null = null;
  private checking: Promise<void> | null = null;
  private checks = 0;

  constructor(
    private readonly db: Db,
    private readonly cache: Cache,
    private readonly settings: SettingsStore,
    private readonly log: Logger,
    private readonly intervalMs = 1000,
  ) {
    cache.onChange((tags) => this.publish(tags));
    settings.onSaved(() => this.publish([SETTINGS]));
  }

  async start() {
    if (this.running) return;
    this.lastId = await latestInvalidationId(this.db);
    this.running = true;
    this.schedule();
  }

  async stop() {
    this.running = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.checking;
  }

  private schedule() {
    if (!this.running) return;
    this.timer = setTimeout(() => {
      this.checking = this.check()
        .catch((err) => this.log.warn({ err }, 'could not read other processes’ cache invalidations'))
        .finally(() => {
          this.checking = null;
          this.schedule();
        });
    }, this.intervalMs);
    this.timer.unref();
  }

  private publish(tags: string[]) {
    if (!this.running || !tags.length) return;
    insertInvalidation(this.db, tags, this.origin).catch((err) =>
      this.log.warn({ err, tags }, 'could not tell other processes of a change'),
    );
  }

  /** Applies what other processes changed since the last look; exported for tests. */
  async check() {
    for (;;) {
      const rows = await invalidationsAfter(this.db, this.lastId, 500);
      for (const row of rows) {
        this.lastId = row.id;
        if (row.origin === this.origin) continue;
        const tags = JSON.parse(row.tags) as string[];
        if (tags.includes(SETTINGS)) {
          await this.settings.load();
          this.cache.applyRemote(['*']); // responses may carry the old values
        } else this.cache.applyRemote(tags);
      }
      if (rows.length < 500) break;
    }
    if (++this.checks % 300 === 0) await deleteInvalidationsBefore(this.db, nowIso(new Date(Date.now() - KEEP_MS)));
  }
}
