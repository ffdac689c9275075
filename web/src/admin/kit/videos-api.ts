import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';

// The video calls the title editor shares with the videos screen.

export function useInvalidateVideos() {
  const client = useQueryClient();
  // title pages list their videos too
  return () => Promise.all(['videos', 'titles', 'watch'].map((key) => client.invalidateQueries({ queryKey: [key] })));
}

export function useDeleteVideos() {
  const invalidate = useInvalidateVideos();
  return useMutation({
    mutationFn: (ids: number[]) => api.delete('videos/{ids}', { path: { ids: ids.join(',') } }),
    onSuccess: () => invalidate(),
  });
}
