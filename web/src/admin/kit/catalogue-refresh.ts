import { useQueryClient } from '@tanstack/react-query';

/** Every cached view that a catalogue write may change: admin and public pages alike. */
export function useRefreshCatalogue() {
  const client = useQueryClient();
  return () =>
    Promise.all(['titles', 'search', 'channel', 'people', 'videos', 'watch'].map((key) => client.invalidateQueries({ queryKey: [key] })));
}
