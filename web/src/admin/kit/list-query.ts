import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../api';
import type { Pagination } from '../../ui/catalogue/types';

/**
 * One page of an admin list: GET `path` with the search (left out when empty), the page, the
 * page size and the screen's own filters and order. The last page stays shown while the next loads.
 */
export function useAdminListQuery<R>(
  queryKey: readonly unknown[],
  path: string,
  perPage: number,
  { query, page, ...rest }: { query: string; page: number } & Record<string, unknown>,
) {
  return useQuery({
    queryKey,
    queryFn: () => http.get<{ pagination: Pagination<R> }>(path, { query: query || undefined, page, perPage, ...rest }),
    placeholderData: keepPreviousData,
  });
}

/** A list's query without its empty filters (an empty string means "any"), as the API expects. */
export function filled<Q extends object>(q: Q): { [K in keyof Q]: Exclude<Q[K], ''> | undefined } {
  return Object.fromEntries(Object.entries(q).map(([k, v]) => [k, v === '' ? undefined : v])) as {
    [K in keyof Q]: Exclude<Q[K], ''> | undefined;
  };
}
