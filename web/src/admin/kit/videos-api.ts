import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../api';

// The video calls the title editor shares with the videos screen.

export function useInvalidateVideos() {
  const client = useQueryClient();
  // title pages list their videos too
  return () => Promise.all(['videos', 'titles', 'watch'].map((key) => client.invalidateQueries({ queryKey: [key] })));
}

export function useDeleteVideos() {
  const invalidate = useInvalidateVideos();
  return useMutation({
    mutationFn: (ids: number[]) => http.delete<{ deleted: number }>(`videos/${ids.join(',')}`),
    onSuccess: () => invalidate(),
  });
}
