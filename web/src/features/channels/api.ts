import { useInfiniteQuery } from '@tanstack/react-query';
import { http } from '../../api';
import type { ApiResponse } from '../../api/client';
import type { ChannelItem, ChannelJson, Pagination } from '../../ui/catalogue/types';

/** The cards' own item types (ui/catalogue) with the contract's restriction. */
export interface ChannelResponse {
  channel: ChannelJson & { items: Pagination<ChannelItem> };
  restriction: ApiResponse<'get', 'channel/{slugOrId}'>['restriction'];
}

export const channelKey = (slugOrId: string, restriction?: string) => ['channel', slugOrId, restriction ?? null] as const;

export const fetchChannel = (slugOrId: string, params: { restriction?: string; page?: number; perPage?: number } = {}) =>
  http.get<ChannelResponse>(`channel/${encodeURIComponent(slugOrId)}`, params);

/** A channel page with its items, one page at a time (infinite load). */
export function useChannelPages(slugOrId: string, restriction?: string) {
  return useInfiniteQuery({
    queryKey: [...channelKey(slugOrId, restriction), 'pages'],
    queryFn: ({ pageParam }) => fetchChannel(slugOrId, { restriction, page: pageParam }),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.channel.items.current_page < last.channel.items.last_page ? last.channel.items.current_page + 1 : undefined,
    meta: { silent: true },
  });
}
