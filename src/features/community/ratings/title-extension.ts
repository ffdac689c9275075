import type { Db } from '../../../db/database';
import type { TitleExtensionResult, TitlePayloadExtension } from '../../catalogue/titles/titles.extensions';
import { viewerTitleStateRows } from './item-state.queries';
import { presentUserItemState } from './ratings.present';

// Adds the signed-in user's state to GET titles/{id}: their rating, whether the title is on their
// watchlist, which of their lists hold it and whether they follow it, read by one statement.
// Guests get nothing, so nothing here is cached with the title.

/**
 * The state of the titles a session has read, under the user's item_state_version as the session
 * lookup read it (src/http/auth.ts): database triggers bump it in the transaction of every change
 * to their title ratings, their lists' titles and their title follows, whoever writes (this process,
 * another one, the CLI), so an entry of an older version is never used. The version is read before
 * the state, so an entry is never older than its version. Keyed by session id (random, never
 * reused), per database handle; bounded in entries, the least recently filled sessions go first.
 */
class ViewerStates {
  private readonly sessions = new Map<string, { version: number; titles: Map<number, TitleExtensionResult> }>();
  private entries = 0;

  constructor(private readonly maxEntries: number) {}

  get(session: string, version: number, titleId: number) {
    const entry = this.sessions.get(session);
    return entry?.version === version ? entry.titles.get(titleId) : undefined;
  }

  set(session: string, version: number, titleId: number, state: TitleExtensionResult) {
    let entry = this.sessions.get(session);
    if (entry?.version !== version) {
      this.drop(session);
      entry = { version, titles: new Map() };
    } else this.sessions.delete(session);
    // (re)inserted last: the Map's order is the order sessions were last filled
    this.sessions.set(session, entry);
    if (!entry.titles.has(titleId)) this.entries++;
    entry.titles.set(titleId, state);
    for (const oldest of this.sessions.keys()) {
      if (this.entries <= this.maxEntries || oldest === session) break;
      this.drop(oldest);
    }
  }

  private drop(session: string) {
    this.entries -= this.sessions.get(session)?.titles.size ?? 0;
    this.sessions.delete(session);
  }
}

const MAX_ENTRIES = 10_000;
const statesOf = new WeakMap<Db, ViewerStates>();

export const viewerTitleExtension: TitlePayloadExtension = async ({ db, auth, title }) => {
  if (!auth.user) return {};
  const version = auth.user.item_state_version;
  const session = auth.via === 'session' ? auth.sessionId : null;
  let states = statesOf.get(db);
  if (session && version !== undefined) {
    const hit = states?.get(session, version, title.id);
    if (hit) return hit;
  }
  const rows = await viewerTitleStateRows(db, auth.user.id, title.id);
  const lists = rows.flatMap((r) => (r.list_id === null ? [] : [{ id: r.list_id, watchlist_of: r.watchlist_of }]));
  const state = { title: { ...presentUserItemState(rows[0]?.rating ?? null, lists), is_following: rows[0]?.follow_id != null } };
  if (session && version !== undefined) {
    if (!states) statesOf.set(db, (states = new ViewerStates(MAX_ENTRIES)));
    states.set(session, version, title.id, state);
  }
  return state;
};
