import type { Db } from '../../../db/database';
import type { ListItemType } from '../../../db/tables/community';
import type { Page } from '../../../http/pagination';
import { loadCatalogueItems, presentUserSummary } from '../profiles/community-common';
import type { ListRow, ListWithOwner } from './lists.queries';

export function presentList(l: ListRow, owner?: { id: number; name: string | null; image: string | null }) {
  return {
    id: l.id,
    user_id: l.user_id,
    name: l.name,
    slug: l.slug,
    description: l.description,
    public: !!l.public,
    is_watchlist: l.watchlist_of !== null,
    /** The workspace the list belongs to (null: personal); its shared watchlist ("Our watchlist") is marked. */
    workspace_id: l.workspace_id,
    is_shared_watchlist: l.workspace_watchlist_of !== null,
    layout: l.layout,
    sort: l.sort,
    items_count: l.items_count,
    created_at: l.created_at,
    updated_at: l.updated_at,
    ...(owner ? { user: presentUserSummary(owner) } : {}),
  };
}

/** A list presented with its owner, as the directory and search show it. */
export const presentListWithOwner = (r: ListWithOwner) => presentList(r, { id: r.user_id, name: r.owner_name, image: r.owner_image });

/** A page of list items, each with its title, person or episode as catalogue listings show it. */
export async function presentListItems(
  db: Db,
  page: Page<{
    id: number;
    item_type: ListItemType;
    item_id: number;
    order: number;
    created_at: string;
    added_by: number | null;
    added_by_name: string | null;
  }>,
) {
  const items = await loadCatalogueItems(
    db,
    page.data.map((r) => ({ type: r.item_type, id: r.item_id })),
  );
  return {
    ...page,
    data: page.data.map((r) => ({
      id: r.id,
      type: r.item_type,
      item_id: r.item_id,
      order: r.order,
      added_at: r.created_at,
      added_by: r.added_by === null ? null : { id: r.added_by, name: r.added_by_name ?? 'User' },
      item: items.get(`${r.item_type}:${r.item_id}`) ?? null,
    })),
  };
}
