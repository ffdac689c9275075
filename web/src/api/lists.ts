import { http } from './http';
import type { EpisodeSummary, PersonSummary, TitleSummary } from '../ui/catalogue/types';
import type { UserSummary } from './community';

// Calls of the lists pages (API.md "Community and collections"). Keys start with 'lists'.

export type ListSort = 'custom' | 'date_added' | 'release_date' | 'rating' | 'name';
export type ListLayout = 'grid' | 'list';

export interface ListInfo {
  id: number;
  user_id: number;
  name: string;
  slug: string | null;
  description: string | null;
  public: boolean;
  is_watchlist: boolean;
  /** The workspace the list belongs to (null: personal); its shared watchlist is "Our watchlist". */
  workspace_id?: number | null;
  is_shared_watchlist?: boolean;
  /** Whether the viewer edits it (its owner, a member of its workspace, a list manager); on GET lists/{id}. */
  can_edit?: boolean;
  layout: ListLayout;
  sort: ListSort;
  items_count: number;
  updated_at: string;
  user?: UserSummary;
}

export interface ListItem {
  id: number;
  type: 'title' | 'person' | 'episode';
  item_id: number;
  order: number;
  added_at: string;
  /** Who added the item (co-editing on workspace lists); null when unknown or deleted. */
  added_by?: { id: number; name: string } | null;
  item: (TitleSummary | PersonSummary | EpisodeSummary) | null;
}

export interface Paged<T> {
  data: T[];
  total: number;
  current_page?: number;
  last_page?: number;
}

export type ListValues = {
  name: string;
  description: string | null;
  public: boolean;
};

export const listKeys = {
  all: ['lists'] as const,
  directory: (params: Record<string, unknown>) => ['lists', 'directory', params] as const,
  show: (key: string, params: Record<string, unknown>) => ['lists', 'show', key, params] as const,
  watchlist: (params: Record<string, unknown>) => ['lists', 'watchlist', params] as const,
};

/**
 * scope 'personal': the signed-in user's own lists outside any workspace; 'workspace': the active
 * workspace's lists (the client sends workspaceId). Without a scope: the directory or a profile (userId).
 */
export const fetchLists = (params: {
  userId?: number;
  scope?: 'personal' | 'workspace';
  query?: string;
  page?: number;
  perPage?: number;
}) => http.get<{ pagination: Paged<ListInfo> }>('lists', params);
export const fetchList = (key: string, params: { sortBy?: ListSort; query?: string; perPage?: number }) =>
  http.get<{ list: ListInfo; items: Paged<ListItem> }>(`lists/${encodeURIComponent(key)}`, params);
export const fetchWatchlist = (params: { sortBy?: ListSort; query?: string; perPage?: number }) =>
  http.get<{ list: ListInfo; items: Paged<ListItem> }>('users/me/watchlist', params);
export const createList = (values: ListValues) => http.post<{ list: ListInfo }>('lists', values);
export const updateList = (id: number, values: Partial<ListValues> & { layout?: ListLayout; sort?: ListSort }) =>
  http.put<{ list: ListInfo }>(`lists/${id}`, values);
export const deleteList = (id: number) => http.delete(`lists/${id}`);
export const reorderList = (id: number, ids: number[]) => http.post(`lists/${id}/reorder`, { ids });

/** The URL of a list: its id (always unique) plus the slug for readability. */
export const listUrl = (l: { id: number }, sub = '') => `/lists/${l.id}${sub}`;
