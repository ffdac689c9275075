import { useMutation, useQuery } from '@tanstack/react-query';
import { api, type ApiResponse } from '../../api/client';
import { queryClient } from '../../api/query-client';

// GET and POST users/me/exports: "Download my data" (spec section 2, GDPR).

export type DataExport = ApiResponse<'get', 'users/me/exports'>['exports'][number];

const exportsKey = ['users', 'me', 'exports'] as const;

/** The latest exports; polled while one is being built, so the panel turns to "ready" by itself. */
export function useDataExports() {
  return useQuery({
    queryKey: exportsKey,
    queryFn: async () => (await api.get('users/me/exports')).exports,
    refetchInterval: (q) => (q.state.data?.some((e) => e.status === 'pending') ? 2000 : false),
  });
}

export function useRequestExport() {
  return useMutation({
    mutationFn: () => api.post('users/me/exports'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: exportsKey }),
  });
}
