import type { Logger } from 'pino';
import type { Db } from '../../../db/database';
import { unreadStates } from './live.queries';

/** How often the feed looks for changes made by other processes, while a stream is open. */
export const FEED_INTERVAL_MS = 2000;
/** Users per look-up: one query covers every watched user of a process up to this many. */
const USERS_PER_QUERY = 1000;

type Listener = () => void;

/**
 * One per process: wakes the notification streams of the users whose unread notifications changed,
 * instead of each stream polling the database. `announce` is the in-process wake-up (the fan-out
 * job, mark-as-read, delete); while started and watching someone, the feed also compares every
 * watched user's unread state every couple of seconds, which catches changes made by other
 * processes (a separate worker, another web process) and by code that does not announce.
 */
export class NotificationFeed {
  private readonly listeners = new Map<number, Set<Listener>>();
  /** Each watched user's unread state at the last look. */
  private readonly known = new Map<number, string>();
  private announced = new Set<number>();
  private checks: Promise<void> = Promise.resolve();
  private timer: NodeJS.Timeout | null = null;
  private running = false;

  constructor(
    private readonly db: Db,
    private readonly logger: Logger,
    private readonly intervalMs = FEED_INTERVAL_MS,
  ) {}

  /**
   * Calls `onChange` whenever the user's unread notifications change, until the returned function
   * is called. Resolves once the user's current state is known: a change after that is seen.
   */
  async watch(userId: number, onChange: Listener): Promise<() => void> {
    const first = !this.listeners.has(userId);
    const mine = this.listeners.get(userId) ?? new Set<Listener>();
    this.listeners.set(userId, mine.add(onChange));
    // the first stream of a user learns their state; a later one waits for that look to finish
    await (first ? this.check([userId]) : this.checks);
    this.schedule();
    return () => {
      mine.delete(onChange);
      if (mine.size || this.listeners.get(userId) !== mine) return;
      this.listeners.delete(userId);
      this.known.delete(userId);
    };
  }

  /** These users' notifications changed (call after the change committed): their streams hear it now. */
  announce(userIds: readonly number[]) {
    const watched = userIds.filter((id) => this.listeners.has(id));
    if (!watched.length) return;
    const idle = !this.announced.size;
    watched.forEach((id) => this.announced.add(id));
    // a burst of announcements (a fan-out page, several tabs) becomes one look-up
    if (idle) setImmediate(() => void this.check());
  }

  /** Starts looking for other processes' changes (only while a stream is open). */
  start() {
    this.running = true;
    this.schedule();
    return this;
  }

  stop() {
    this.running = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  /** Open streams are watching this many users in this process. */
  get watchedUsers() {
    return this.listeners.size;
  }

  private schedule() {
    if (!this.running || this.timer || !this.listeners.size) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.check([...this.listeners.keys()]).then(() => this.schedule());
    }, this.intervalMs);
    this.timer.unref();
  }

  /** Compares the users' state (the announced ones when none are given) and wakes those that changed. */
  private check(userIds?: number[]) {
    // one look-up at a time, in order: an older answer never overwrites a newer one
    this.checks = this.checks.then(async () => {
      const ids = userIds ?? [...this.announced];
      if (!userIds) this.announced = new Set();
      for (let i = 0; i < ids.length; i += USERS_PER_QUERY) {
        try {
          await this.compare(ids.slice(i, i + USERS_PER_QUERY));
        } catch (err) {
          this.logger.warn({ err }, 'notification feed: could not read unread states');
        }
      }
    });
    return this.checks;
  }

  private async compare(userIds: number[]) {
    const watched = userIds.filter((id) => this.listeners.has(id));
    if (!watched.length) return;
    const rows = await unreadStates(this.db, watched);
    const now = new Map(rows.map((r) => [Number(r.user_id), `${r.unread}/${r.newest_id}/${r.newest_at}`]));
    for (const id of watched) {
      const listeners = this.listeners.get(id);
      if (!listeners) continue; // the last stream closed while we looked
      const before = this.known.get(id);
      const after = now.get(id) ?? 'none';
      this.known.set(id, after);
      if (before !== undefined && before !== after) [...listeners].forEach((l) => l());
    }
  }
}
