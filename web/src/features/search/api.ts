import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../api';
import type { EpisodeSummary, NewsSummary, PersonSummary, TitleSummary } from '../../ui/catalogue/types';

export interface SearchResults {
  query: string;
  results: {
    titles?: TitleSummary[];
    people?: PersonSummary[];
    episodes?: EpisodeSummary[];
    news?: NewsSummary[];
    lists?: { id: number; name: string }[];
  };
}

export const searchKey = (query: string, types: string, limit: number) => ['search', query, types, limit] as const;

export function useSearch(query: string, { types, limit, enabled = true }: { types: string; limit: number; enabled?: boolean }) {
  const q = query.trim();
  return useQuery({
    queryKey: searchKey(q, types, limit),
    queryFn: ({ signal }) => http.get<SearchResults>(`search/${encodeURIComponent(q)}`, { types, limit }, { signal }),
    enabled: enabled && q.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
    meta: { silent: true },
  });
}
