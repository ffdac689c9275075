import { api, type ApiQuery, type ApiResponse } from './client';
import type { EpisodeSummary, PersonSummary, TitleSummary } from '../ui/catalogue/types';

// Calls of the lists pages (API.md "Community and collections"). Keys start with 'lists'.

// List, item and page shapes come from the contract (schema.gen.ts); the web adds what it reads
// beyond it: the viewer's edit right and the item payloads the cards render.

type ContractShow = ApiResponse<'get', 'lists/{id}'>;
type ContractList = ContractShow['list'];

export type ListSort = ContractList['sort'];
export type ListLayout = ContractList['layout'];

export interface ListInfo extends ContractList {
  /** Whether the viewer edits it (its owner, a member of its workspace, a list manager); on GET lists/{id}. */
  can_edit?: boolean;
}

type ContractItem = ContractShow['items']['data'][number];
type ContractPage = ContractShow['items'];

export interface ListItem extends Omit<ContractItem, 'item'> {
  item: (TitleSummary | PersonSummary | EpisodeSummary) | null;
}

export interface Paged<T> extends Omit<ContractPage, 'data'> {
  data: T[];
}

type ListShow = { list: ListInfo; items: Paged<ListItem> };

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
export const fetchLists = (params: ApiQuery<'get', 'lists'>): Promise<{ pagination: Paged<ListInfo> }> =>
  api.get('lists', { query: params });
// the contract types an item's payload as a title, person or episode (by `type`): the cards read it as ListItem says
export const fetchList = (key: string, params: ApiQuery<'get', 'lists/{id}'>) =>
  api.get('lists/{id}', { path: { id: key }, query: params }) as Promise<ListShow>;
export const fetchWatchlist = (params: ApiQuery<'get', 'users/me/watchlist'>) =>
  api.get('users/me/watchlist', { query: params }) as Promise<ListShow>;
export const createList = (values: ListValues) => api.post('lists', { body: values });
export const updateList = (id: number, values: Partial<ListValues> & { layout?: ListLayout; sort?: ListSort }) =>
  api.put('lists/{id}', { path: { id }, body: values });
export const deleteList = (id: number) => api.delete('lists/{ids}', { path: { ids: id } });
export const reorderList = (id: number, ids: number[]) => api.post('lists/{id}/reorder', { path: { id }, body: { ids } });

/** The URL of a list: its id (always unique) plus the slug for readability. */
export const listUrl = (l: { id: number }, sub = '') => `/lists/${l.id}${sub}`;
