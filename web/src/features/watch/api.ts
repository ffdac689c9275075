import { useQuery } from '@tanstack/react-query';
import { http } from '../../api';
import type { WatchResponse } from './types';

export const watchKeys = { video: (id: string) => ['watch', id] as const };

export const useWatch = (videoId: string) =>
  useQuery({
    queryKey: watchKeys.video(videoId),
    queryFn: () => http.get<WatchResponse>(`watch/${videoId}`),
    // signed media URLs and the resume point are per visit: always fetch fresh
    staleTime: 0,
    gcTime: 0,
    retry: false,
    meta: { silent: true },
  });

/** Progress report (POST videos/{id}/log-play); failures never interrupt playback. */
export function logPlay(videoId: number, position: number, duration: number | null) {
  const body = {
    position_seconds: Math.max(0, Math.floor(position)),
    duration_seconds: duration && Number.isFinite(duration) ? Math.round(duration) : null,
  };
  return http.post(`videos/${videoId}/log-play`, body).catch(() => {});
}
