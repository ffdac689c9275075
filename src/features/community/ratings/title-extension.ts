import type { TitlePayloadExtension } from '../../catalogue/titles/titles.extensions';
import { viewerTitleStateRows } from './item-state.queries';
import { presentUserItemState } from './ratings.present';

// Adds the signed-in user's state to GET titles/{id}: their rating, whether the title is on their
// watchlist, which of their lists hold it and whether they follow it, read by one statement.
// Guests get nothing, so nothing here is cached.
export const viewerTitleExtension: TitlePayloadExtension = async ({ db, auth, title }) => {
  if (!auth.user) return {};
  const rows = await viewerTitleStateRows(db, auth.user.id, title.id);
  const lists = rows.flatMap((r) => (r.list_id === null ? [] : [{ id: r.list_id, watchlist_of: r.watchlist_of }]));
  return { title: { ...presentUserItemState(rows[0]?.rating ?? null, lists), is_following: rows[0]?.follow_id != null } };
};
