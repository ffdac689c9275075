import { useMutation, useQuery } from '@tanstack/react-query';
import { http } from '../../api/http';
import { queryClient } from '../../api/query-client';

// GET and POST users/me/exports: "Download my data" (spec section 2, GDPR).

export interface DataExport {
  id: number;
  status: 'pending' | 'ready' | 'failed' | 'expired';
  size: number | null;
  created_at: string;
  finished_at: string | null;
  expires_at: string | null;
  /** Same-origin API path of the ZIP while it is ready (the owner's session downloads it). */
  download_url: string | null;
}

const exportsKey = ['users', 'me', 'exports'] as const;

/** The latest exports; polled while one is being built, so the panel turns to "ready" by itself. */
export function useDataExports() {
  return useQuery({
    queryKey: exportsKey,
    queryFn: async () => (await http.get<{ exports: DataExport[] }>('users/me/exports')).exports,
    refetchInterval: (q) => (q.state.data?.some((e) => e.status === 'pending') ? 2000 : false),
  });
}

export function useRequestExport() {
  return useMutation({
    mutationFn: () => http.post<{ export: DataExport }>('users/me/exports'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: exportsKey }),
  });
}
