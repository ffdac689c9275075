import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../api';
import type { ApiResponse } from '../../api/client';
import { useAdminListQuery } from '../kit/list-query';
import { autoUpdateQueries, channelContentTypes, channelLayouts, channelRestrictions } from '../../../../src/shared/channels.schemas';
import type { Pagination } from '../../ui/catalogue/types';
import type { ContentItem, ContentType } from '../kit/content-items';

// Calls of the admin Channels screens (API.md "channel"). Every write refreshes the cached
// public channel pages too (keys starting with 'channel'), so the home page shows the change.

// the channel vocabulary is the server's, so a new layout or saved query shows up here too
export { autoUpdateQueries, channelContentTypes, channelLayouts, channelRestrictions };
export { type ContentItem, type ContentType, itemDetail, itemImage, itemName } from '../kit/content-items';

export type ChannelConfig = AdminChannel['config'];

/** A channel as the server presents it; `items_count` in the admin list only. */
export type AdminChannel = ApiResponse<'post', 'channel'>['channel'] & { items_count?: number };

export type ChannelInput = {
  name: string;
  slug?: string;
  description: string | null;
  layout: string;
  content_type: string;
  auto_update: string | null;
  restriction: string | null;
  config: ChannelConfig;
  hide_title: boolean;
  seo_title: string | null;
  seo_description: string | null;
};

export interface ChannelListParams {
  query: string;
  page: number;
  orderBy: string;
  orderDir: 'asc' | 'desc';
}

export const adminChannelKeys = {
  all: ['channel'] as const,
  list: (p: ChannelListParams) => ['channel', 'admin-list', p] as const,
  one: (id: string) => ['channel', 'admin', id] as const,
};

export const useAdminChannels = (p: ChannelListParams) =>
  useAdminListQuery<AdminChannel>(adminChannelKeys.list(p), 'channel', 25, { ...p });

export type ChannelWithItems = { channel: AdminChannel & { items: Pagination<ContentItem> } };

/** The channel with its first 100 items (the editor's content list). */
export const useAdminChannel = (slugOrId: string | null) =>
  useQuery({
    queryKey: adminChannelKeys.one(slugOrId ?? ''),
    queryFn: () => http.get<ChannelWithItems>(`channel/${encodeURIComponent(slugOrId!)}`, { perPage: 100 }),
    enabled: slugOrId !== null,
    meta: { silent: true },
  });

/** Every cached channel (admin and public, the home page included) is refetched after a write. */
export function useInvalidateChannels() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: adminChannelKeys.all });
}

export const channelsApi = {
  create: (input: ChannelInput) => http.post<ApiResponse<'post', 'channel'>>('channel', input),
  update: (id: number, input: ChannelInput) => http.put<ApiResponse<'put', 'channel/{id}'>>(`channel/${id}`, input),
  remove: (ids: number[]) => http.delete<ApiResponse<'delete', 'channel/{ids}'>>(`channel/${ids.join(',')}`),
  add: (id: number, item: { type: string; id: number }) => http.post<ChannelWithItems>(`channel/${id}/add`, { item }),
  removeItem: (id: number, item: { type: string; id: number }) => http.post<ChannelWithItems>(`channel/${id}/remove`, { item }),
  reorder: (id: number, items: { type: string; id: number }[]) =>
    http.post<ChannelWithItems>('channel/reorder-items', { channel_id: id, items }),
  updateContent: (id: number) => http.post<ChannelWithItems>(`channel/${id}/update-content`),
};

export function useDeleteChannels() {
  const invalidate = useInvalidateChannels();
  return useMutation({ mutationFn: channelsApi.remove, onSuccess: () => invalidate() });
}
