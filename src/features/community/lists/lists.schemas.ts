import { z } from 'zod';
import { pageQuery } from '../../../http/pagination';
import { id, page, text, timestamp } from '../../../http/response-schemas';
import { catalogueItem, positiveId, requiredText, typedRef, userSummary } from '../profiles/community-common';
import { lazySchema } from '../../../http/lazy-schema';

export const listItemTypes = ['title', 'person', 'episode'] as const;
export const listLayouts = ['grid', 'list'] as const;
export const listSorts = ['custom', 'date_added', 'release_date', 'rating', 'name'] as const;

const name = lazySchema(() => requiredText('The name is required.', 255, 'The name may not be longer than 255 characters.'));
const description = lazySchema(() => z.string().trim().max(5000, 'The description may not be longer than 5000 characters.').nullish());

export const createListBody = lazySchema(() =>
  z.object({
    name,
    description,
    public: z.boolean().default(false),
    layout: z.enum(listLayouts).default('grid'),
    sort: z.enum(listSorts).default('custom'),
  }),
);
export type CreateListBody = z.infer<typeof createListBody>;

export const updateListBody = lazySchema(() =>
  z.object({
    name: name.optional(),
    description,
    public: z.boolean().optional(),
    layout: z.enum(listLayouts).optional(),
    sort: z.enum(listSorts).optional(),
  }),
);
export type UpdateListBody = z.infer<typeof updateListBody>;

export const listItemBody = lazySchema(() =>
  z.object({
    type: z.enum(listItemTypes, { error: 'The type must be title, person or episode.' }),
    item_id: positiveId,
  }),
);
export type ListItemBody = z.infer<typeof listItemBody>;

export const reorderBody = lazySchema(() =>
  z.object({
    ids: z.array(positiveId, { error: 'The ids must be a list of list item ids.' }).min(1).max(5000),
  }),
);

export const listsQuery = lazySchema(() =>
  pageQuery.extend({
    userId: positiveId.optional(),
    /**
     * The lists page: 'personal' is the signed-in user's own lists outside any workspace, 'workspace'
     * the active workspace's lists (workspaceId parameter, members only). Absent: the directory or a
     * profile (userId), as before.
     */
    scope: z.enum(['personal', 'workspace']).optional(),
    query: z.string().trim().max(200).optional(),
    /** Admins only (others always get public lists): 'all' includes every user's private lists. */
    visibility: z.enum(['public', 'private', 'all']).optional(),
    orderBy: z.enum(['updated_at', 'created_at', 'name', 'items_count']).optional(),
    orderDir: z.enum(['asc', 'desc']).optional(),
  }),
);
export type ListsQuery = z.infer<typeof listsQuery>;

export const listItemsQuery = lazySchema(() =>
  pageQuery.extend({
    sortBy: z.enum(listSorts).optional(),
    query: z.string().trim().max(200).optional(),
  }),
);
export type ListItemsQuery = z.infer<typeof listItemsQuery>;

export const myListsQuery = lazySchema(() => z.object({ item: typedRef(listItemTypes).optional() }));

/** `lists/{id}` or `lists/{slug}`: digits (with an optional `-slug`) are an id. */
export const listKeyParam = lazySchema(() =>
  z.object({
    id: z
      .string()
      .max(255)
      .regex(/^[A-Za-z0-9_-]+$/, 'Invalid list.')
      .transform((v) => (/^\d{1,15}(-|$)/.test(v) ? { id: Number.parseInt(v, 10) } : { slug: v })),
  }),
);

/** A list as presentList writes it; `user` (its owner) where lists of several users are shown. */
export const list = lazySchema(() =>
  z.looseObject({
    id,
    user_id: id,
    name: z.string(),
    slug: z.string(),
    description: text,
    public: z.boolean(),
    is_watchlist: z.boolean(),
    workspace_id: id.nullable().meta({ description: 'The workspace the list belongs to (null: personal).' }),
    is_shared_watchlist: z.boolean().meta({ description: "The workspace's shared watchlist." }),
    layout: z.enum(listLayouts),
    sort: z.enum(listSorts),
    items_count: z.int(),
    created_at: timestamp,
    updated_at: timestamp,
    user: userSummary.optional(),
  }),
);

/** An item of a list, without the title, person or episode itself (as adding it answers). */
const listEntry = lazySchema(() =>
  z.looseObject({
    id,
    type: z.enum(listItemTypes),
    item_id: id,
    order: z.int(),
    added_at: timestamp,
    added_by: z.looseObject({ id, name: z.string() }).nullable(),
  }),
);

/** An item of a list with its title, person or episode (null when that was deleted). */
export const listItem = lazySchema(() => listEntry.extend({ item: catalogueItem.nullable() }));

/** A list with one page of its items (a list's page, a watchlist). */
export const listWithItems = lazySchema(() => z.looseObject({ list, items: page(listItem) }));

export const addedListItem = lazySchema(() =>
  z.looseObject({
    item: listEntry,
    added: z.boolean().meta({ description: 'false when the item was already on the list (status 200 instead of 201).' }),
  }),
);
export const removedListItem = lazySchema(() =>
  z.looseObject({ removed: z.boolean().meta({ description: 'false when the item was not on the list.' }) }),
);
export const deletedListCount = lazySchema(() => z.looseObject({ deleted: z.int().meta({ description: 'How many lists were deleted.' }) }));
