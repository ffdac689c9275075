import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http, isHttpError, showHttpError } from '../../api';
import { toast } from '../../ui/toast-store';
import { api, type ApiResponse } from '../../api/client';
import type { Pagination } from '../../ui/catalogue/types';

/** A row of the admin Files screen: the server's file entry with its uploader. */
export type AdminFileEntry = ApiResponse<'get', 'file-entries'>['pagination']['data'][number];

export interface FileListQuery {
  query: string;
  type: string;
  userId: string;
  orderBy: string;
  orderDir: string;
  page: number;
}

export const filesKeys = { all: ['file-entries'] as const };

export const useAdminFiles = (q: FileListQuery) =>
  useQuery({
    queryKey: [...filesKeys.all, 'admin-list', q],
    queryFn: () =>
      http.get<{ pagination: Pagination<AdminFileEntry> }>('file-entries', {
        query: q.query || undefined,
        type: q.type || undefined,
        userId: q.userId || undefined,
        orderBy: q.orderBy,
        orderDir: q.orderDir,
        page: q.page,
        perPage: 25,
      }),
    placeholderData: keepPreviousData,
  });

/** Deletes for good (bytes too) through POST file-entries/delete. */
export function useDeleteFiles() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => api.post('file-entries/delete', { body: { entryIds: ids, deleteForever: true } }),
    onSuccess: () => client.invalidateQueries({ queryKey: filesKeys.all }),
    // e.g. a file still used by a video: the server names the reason on entryIds
    onError: (e) => (isHttpError(e) && e.fieldErrors.entryIds?.[0] ? toast.danger(e.fieldErrors.entryIds[0]) : showHttpError(e)),
  });
}

export function formatBytes(bytes: number) {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let value = bytes / 1024;
  let i = 0;
  while (value >= 1024 && i < units.length - 1) {
    value /= 1024;
    i += 1;
  }
  return `${value >= 10 ? Math.round(value) : value.toFixed(1)} ${units[i]}`;
}
