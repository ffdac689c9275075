import { filled } from '../kit/list-query';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../api';
import { api, type ApiResponse } from '../../api/client';
import type { Pagination } from '../../ui/catalogue/types';
import { useInvalidateVideos } from '../kit/videos-api';
import type { AdminVideo, VideoCategory, VideoPayload, VideoStatus, VideoType } from '../kit/video-types';

// Calls of the admin video screens (server: src/features/streaming/videos, src/features/streaming/captions).

export interface AdminVideoQuery {
  query: string;
  page: number;
  type: VideoType | '';
  category: VideoCategory | '';
  status: VideoStatus | '';
  approved: '' | '1' | '0';
}

const keys = {
  list: (q: AdminVideoQuery) => ['videos', 'admin-list', q] as const,
  one: (id: number) => ['videos', id] as const,
};

export const useAdminVideos = (q: AdminVideoQuery) =>
  useQuery({
    queryKey: keys.list(q),
    queryFn: () =>
      http.get<{ pagination: Pagination<AdminVideo> }>('videos', { ...filled(q), perPage: 30, orderBy: 'created_at', orderDir: 'desc' }),
    placeholderData: keepPreviousData,
    // rows that are still processing show live progress
    refetchInterval: (query) =>
      query.state.data?.pagination.data.some((v) => v.status === 'pending' || v.status === 'processing') ? 3000 : false,
  });

/** One video; polled every 1.5 s while it is being processed. */
export const useVideo = (id: number | null) =>
  useQuery({
    queryKey: keys.one(id ?? 0),
    queryFn: () => api.get('videos/{id}', { path: { id: id! } }).then((r) => r.video),
    enabled: id !== null,
    refetchInterval: (query) =>
      query.state.data && (query.state.data.status === 'pending' || query.state.data.status === 'processing') ? 1500 : false,
  });

export function useSaveVideo(id: number | null) {
  const invalidate = useInvalidateVideos();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (payload: VideoPayload) =>
      (id ? api.put('videos/{id}', { path: { id }, body: { ...payload } }) : api.post('videos', { body: { ...payload } })).then(
        (r) => r.video,
      ),
    onSuccess: (video) => {
      client.setQueryData(keys.one(video.id), video);
      void invalidate();
    },
  });
}

export function useSetApproval() {
  const invalidate = useInvalidateVideos();
  return useMutation({
    mutationFn: ({ id, approved }: { id: number; approved: boolean }) =>
      approved ? api.post('videos/{id}/approve', { path: { id } }) : api.post('videos/{id}/disapprove', { path: { id } }),
    onSuccess: () => invalidate(),
  });
}

export function useAddCaption(videoId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { file: File; language: string; label: string }) => {
      const form = new FormData();
      form.set('file', input.file);
      form.set('language', input.language);
      form.set('label', input.label);
      return http.post<ApiResponse<'post', 'videos/{id}/captions'>>(`videos/${videoId}/captions`, form);
    },
    onSuccess: () => client.invalidateQueries({ queryKey: keys.one(videoId) }),
  });
}

export function useDeleteCaption(videoId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (captionId: number) => api.delete('videos/{id}/captions/{captionId}', { path: { id: videoId, captionId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.one(videoId) }),
  });
}

export interface TitleOption {
  id: number;
  name: string;
  type: string;
  year: number | null;
  poster: string | null;
}

export const useTitleOptions = (query: string) =>
  useQuery({
    queryKey: ['titles', 'autocomplete', query],
    queryFn: () => http.get<{ titles: TitleOption[] }>('titles/autocomplete', { query }).then((r) => r.titles),
    placeholderData: keepPreviousData,
  });

export const useTitleName = (id: number | null) =>
  useQuery({
    queryKey: ['titles', id, 'picker'],
    queryFn: () => http.get<{ title: TitleOption }>(`titles/${id}`).then((r) => r.title),
    enabled: !!id,
    meta: { silent: true },
  });

export const useSeasons = (titleId: number | null) =>
  useQuery({
    queryKey: ['titles', titleId, 'seasons'],
    queryFn: () =>
      http
        .get<{ seasons: { number: number; name: string; episodes_count: number | null }[] }>(`titles/${titleId}/seasons`)
        .then((r) => r.seasons),
    enabled: !!titleId,
  });

export const useEpisodes = (titleId: number | null, season: number | null) =>
  useQuery({
    queryKey: ['titles', titleId, 'seasons', season, 'episodes'],
    queryFn: () =>
      http
        .get<{ season: { episodes: { episode_number: number; name: string | null }[] } }>(`titles/${titleId}/seasons/${season}`)
        .then((r) => r.season.episodes),
    enabled: !!titleId && season !== null,
  });

/** Spec section 7: POST file-entries/delete; best effort, the upload's row stays if it fails. */
export const discardFileEntry = (id: number) =>
  void api.post('file-entries/delete', { body: { entryIds: [id], deleteForever: true } }).catch(() => undefined);

/** The stored file behind an uploaded video (its name for the form). */
export const useFileEntry = (id: number | null) =>
  useQuery({
    queryKey: ['file-entries', id],
    queryFn: () => api.get('file-entries/{id}', { path: { id: id! } }).then((r) => r.fileEntry),
    enabled: !!id,
    meta: { silent: true },
  });
