import type { Updateable } from 'kysely';
import { nowIso } from '../../../db/database';
import type { ListItemType, ListsTable } from '../../../db/tables/community';
import type { ActorDeps } from '../../../deps';
import { authorize, authorizeQuota, requireUser } from '../../../http/guard';
import { AppError, forbidden, notFound, validationError } from '../../../http/errors';
import type { AuthState } from '../../accounts/auth/auth-state';
import { makeSlug } from '../../catalogue/common/slug';
import { hasPermission } from '../../accounts/roles/access';
import { assertCatalogueItem, isAdmin, limitWrites, presentUserSummary, userSummaries } from '../profiles/community-common';
import { deleteCommentsOn } from '../comments/comments.queries';
import { userCard } from '../profiles/community.queries';
import { hidesLists } from '../profiles/profiles.queries';
import { membershipOf } from '../../workspaces/workspaces.queries';
import { presentList, presentListItems, presentListWithOwner } from './lists.present';
import {
  addListItem,
  countOwnLists,
  deleteListRows,
  ensureWatchlist,
  ensureWorkspaceWatchlist,
  findList,
  insertList,
  listItemIds,
  listItemsPage,
  listsHoldingItem,
  listsOfUser,
  listsOfWorkspace,
  listsPage,
  listsWithSlug,
  type ListRow,
  removeListItem,
  renumberListItems,
  updateListRow,
} from './lists.queries';
import type { CreateListBody, ListItemsQuery, ListsQuery, UpdateListBody } from './lists.schemas';

const LIST_NOT_FOUND = 'List not found.';

/** Admins and list managers (lists.update) see and edit every user's lists. */
export const canManageLists = (auth: AuthState) => isAdmin(auth) || (!!auth.user && hasPermission(auth.user, 'lists.update'));

type ListAccess = Pick<ListRow, 'public' | 'user_id' | 'workspace_id'>;

/** Whether the signed-in user edits the list: its owner for a personal list, any member for a workspace list. */
async function isListEditor(deps: Pick<ActorDeps, 'db' | 'auth'>, list: ListAccess) {
  const me = deps.auth.user?.id;
  if (!me) return false;
  if (list.workspace_id === null) return list.user_id === me;
  return !!(await membershipOf(deps.db, list.workspace_id, me));
}

/**
 * Private lists exist only for those who edit them (the owner, or every member of the list's
 * workspace) and list managers: everyone else gets a 404, never a 403. A workspace list is private
 * to the workspace even for the member who created it once they leave.
 */
export async function canSeeList(deps: Pick<ActorDeps, 'db' | 'auth'>, list: ListAccess) {
  return !!list.public || canManageLists(deps.auth) || isListEditor(deps, list);
}

/** Loads a list the viewer may edit: 404 when they cannot even see it, 403 when only seeing. */
export async function editableList(deps: ActorDeps, id: number) {
  requireUser(deps.auth);
  const list = await findList(deps.db, id);
  if (!list || !(await canSeeList(deps, list))) throw notFound(LIST_NOT_FOUND);
  if (!canManageLists(deps.auth) && !(await isListEditor(deps, list))) throw forbidden();
  return list;
}

const NO_WORKSPACE = 'Switch to a workspace to see its lists.';

export async function listLists(deps: ActorDeps, q: ListsQuery) {
  authorize(deps.auth, 'lists.view');
  const me = deps.auth.user?.id ?? 0;
  const manager = canManageLists(deps.auth);
  let visibility: 0 | 1 | undefined;
  // Without a user filter this is the public directory: the viewer's own private lists stay out of
  // it, except for list managers who ask for private or all lists (the admin list screen).
  if (!q.userId) visibility = !manager || !q.visibility || q.visibility === 'public' ? 1 : q.visibility === 'private' ? 0 : undefined;
  else if (q.visibility && q.visibility !== 'all' && manager) visibility = q.visibility === 'public' ? 1 : 0;
  // A profile that hides its lists hides them here too (the owner and admins still see them).
  const hidden = !!q.userId && q.userId !== me && !manager && (await hidesLists(deps.db, q.userId));
  const orderBy = q.orderBy ?? 'updated_at';
  const dir = q.orderDir ?? (orderBy === 'name' ? 'asc' : 'desc');
  // scope=workspace: the active workspace's lists (its members only: the middleware checked);
  // scope=personal: the signed-in user's own lists outside any workspace (the lists page).
  let scope: { workspaceId?: number; personal?: boolean; userId?: number } = { userId: q.userId };
  if (q.scope === 'workspace') {
    requireUser(deps.auth);
    if (!deps.workspace) throw validationError({ scope: [NO_WORKSPACE] });
    await ensureWorkspaceWatchlist(deps.db, deps.workspace.id);
    scope = { workspaceId: deps.workspace.id };
    visibility = undefined;
  } else if (q.scope === 'personal') {
    scope = { userId: requireUser(deps.auth).id, personal: true };
    visibility = undefined;
  }
  return listsPage(
    deps.db,
    { visibleTo: manager ? null : me, ...scope, public: visibility, none: hidden && !q.scope, query: q.query, orderBy, dir },
    q,
    presentListWithOwner,
  );
}

export async function showList(deps: ActorDeps, key: { id?: number; slug?: string }, q: ListItemsQuery) {
  authorize(deps.auth, 'lists.view');
  let list: ListRow | undefined;
  if (key.id !== undefined) list = await findList(deps.db, key.id);
  else {
    const candidates = await listsWithSlug(deps.db, key.slug!);
    // A slug may be shared: the viewer's own personal list first, then one of the active
    // workspace, then the oldest they may see (public ones first).
    const me = deps.auth.user?.id;
    list =
      candidates.find((l) => l.workspace_id === null && l.user_id === me) ??
      candidates.find((l) => !!deps.workspace && l.workspace_id === deps.workspace.id);
    for (const l of candidates) {
      if (list) break;
      if (await canSeeList(deps, l)) list = l;
    }
  }
  if (!list || !(await canSeeList(deps, list))) throw notFound(LIST_NOT_FOUND);
  const owner = await userCard(deps.db, list.user_id);
  const items = await presentListItems(deps.db, await listItemsPage(deps.db, list.id, q.sortBy ?? list.sort, q));
  const canEdit = canManageLists(deps.auth) || (await isListEditor(deps, list));
  return { list: { ...presentList(list), user: presentUserSummary(owner), can_edit: canEdit }, items };
}

export async function createList(deps: ActorDeps, body: CreateListBody) {
  const user = requireUser(deps.auth);
  authorizeQuota(deps.auth, 'lists.create', 'count', await countOwnLists(deps.db, user.id));
  await limitWrites(deps.db, user.id, 'lists');
  const now = nowIso();
  const list = await insertList(deps.db, {
    user_id: user.id,
    // created while a workspace is active: it belongs to the workspace, every member edits it
    workspace_id: deps.workspace?.id ?? null,
    name: body.name,
    slug: makeSlug(body.name),
    description: body.description ?? null,
    public: body.public ? 1 : 0,
    layout: body.layout,
    sort: body.sort,
    created_at: now,
    updated_at: now,
  });
  return presentList(list);
}

export async function updateList(deps: ActorDeps, id: number, body: UpdateListBody) {
  const list = await editableList(deps, id);
  await limitWrites(deps.db, deps.auth.user!.id, 'lists');
  const set: Updateable<ListsTable> = { updated_at: nowIso() };
  if (body.name !== undefined) Object.assign(set, { name: body.name, slug: makeSlug(body.name) });
  if (body.description !== undefined) set.description = body.description;
  if (body.public !== undefined) set.public = body.public ? 1 : 0;
  if (body.layout !== undefined) set.layout = body.layout;
  if (body.sort !== undefined) set.sort = body.sort;
  return presentList(await updateListRow(deps.db, list.id, set));
}

export async function deleteLists(deps: ActorDeps, ids: number[]) {
  const lists: ListRow[] = [];
  for (const id of ids) lists.push(await editableList(deps, id));
  if (lists.some((l) => l.watchlist_of !== null || l.workspace_watchlist_of !== null))
    throw new AppError(422, 'The watchlist cannot be deleted.', { ids: ['The watchlist cannot be deleted.'] });
  await deps.db.transaction().execute(async (trx) => {
    const listIds = lists.map((l) => l.id);
    await deleteCommentsOn(trx, 'list', listIds);
    await deleteListRows(trx, listIds);
  });
  return lists.length;
}

export async function addItemToList(deps: ActorDeps, id: number, type: ListItemType, itemId: number) {
  const list = await editableList(deps, id);
  await limitWrites(deps.db, deps.auth.user!.id, 'listItems');
  await assertCatalogueItem(deps.db, type, itemId);
  const user = deps.auth.user!;
  const { item, added } = await deps.db.transaction().execute((trx) => addListItem(trx, list.id, type, itemId, user.id));
  const adder = item.added_by === null ? undefined : (await userSummaries(deps.db, [item.added_by])).get(item.added_by);
  const addedBy = adder ? { id: adder.id, name: adder.name } : null;
  return {
    item: { id: item.id, type: item.item_type, item_id: item.item_id, order: item.order, added_at: item.created_at, added_by: addedBy },
    added,
  };
}

export async function removeItemFromList(deps: ActorDeps, id: number, type: ListItemType, itemId: number) {
  const list = await editableList(deps, id);
  await limitWrites(deps.db, deps.auth.user!.id, 'listItems');
  return deps.db.transaction().execute((trx) => removeListItem(trx, list.id, type, itemId));
}

/** `ids` are list item ids in their new order; items not named keep their order after them. */
export async function reorderList(deps: ActorDeps, id: number, ids: number[]) {
  const list = await editableList(deps, id);
  await limitWrites(deps.db, deps.auth.user!.id, 'lists');
  await deps.db.transaction().execute(async (trx) => {
    const current = await listItemIds(trx, list.id);
    const known = new Set(current);
    const unknown = ids.filter((i) => !known.has(i));
    if (unknown.length) throw validationError({ ids: [`These items are not in the list: ${unknown.join(', ')}.`] });
    const named = [...new Set(ids)];
    const rest = current.filter((i) => !named.includes(i));
    await renumberListItems(trx, list.id, [...named, ...rest]);
  });
  return { reordered: true };
}

/**
 * The signed-in user's personal lists (watchlist first) and, while a workspace is active, that
 * workspace's lists (its shared watchlist first); for `item`, whether each holds it.
 */
export async function myLists(deps: ActorDeps, item?: { type: ListItemType; id: number }) {
  const user = requireUser(deps.auth);
  await ensureWatchlist(deps.db, user.id);
  const lists = await listsOfUser(deps.db, user.id);
  if (deps.workspace) {
    await ensureWorkspaceWatchlist(deps.db, deps.workspace.id);
    lists.push(...(await listsOfWorkspace(deps.db, deps.workspace.id)));
  }
  const holding = new Set(
    item && lists.length
      ? await listsHoldingItem(
          deps.db,
          lists.map((l) => l.id),
          item,
        )
      : [],
  );
  return lists.map((l) => ({ ...presentList(l), ...(item ? { has_item: holding.has(l.id) } : {}) }));
}
