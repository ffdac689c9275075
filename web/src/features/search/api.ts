import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type ApiResponse } from '../../api/client';
import type { EpisodeSummary, NewsSummary } from '../../ui/catalogue/types';

type ContractSearch = ApiResponse<'get', 'search/{query}'>;

/** The contract types titles and people; the types other modules add are read as the cards need them. */
export interface SearchResults extends ContractSearch {
  results: Pick<ContractSearch['results'], 'titles' | 'people'> & {
    episodes?: EpisodeSummary[];
    news?: NewsSummary[];
    lists?: { id: number; name: string }[];
  };
}

export const searchKey = (query: string, types: string, limit: number) => ['search', query, types, limit] as const;

/** The result types the search page shows, in its tab order, and how many of each it asks for. */
export const SEARCH_PAGE_TYPES = ['titles', 'people', 'episodes', 'news'] as const;
export const SEARCH_PAGE_LIMIT = 48;

/** The search page's query from its route param (wouter decodes with decodeURI, which leaves %2F, %3F, %23 and friends encoded). */
export function searchPageQuery(param: string) {
  try {
    return decodeURIComponent(param);
  } catch {
    return param;
  }
}

export function useSearch(query: string, { types, limit, enabled = true }: { types: string; limit: number; enabled?: boolean }) {
  const q = query.trim();
  return useQuery({
    queryKey: searchKey(q, types, limit),
    queryFn: ({ signal }) => api.get('search/{query}', { path: { query: q }, query: { types, limit }, signal }) as Promise<SearchResults>,
    enabled: enabled && q.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
    meta: { silent: true },
  });
}
