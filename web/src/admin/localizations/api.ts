import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../api';
import { api, type ApiResponse } from '../../api/client';
import type { Pagination } from '../../ui/catalogue/types';

export type LocalizationRow = ApiResponse<'get', 'localizations'>['pagination']['data'][number];

export interface LocalizationFile {
  name?: string;
  language?: string;
  lines: Record<string, string>;
  mode?: 'merge' | 'replace';
}

export const l10nKeys = { all: ['localizations'] as const };

export const useLocalizations = (query: string, page: number) =>
  useQuery({
    queryKey: [...l10nKeys.all, 'list', query, page],
    queryFn: () =>
      http.get<{ pagination: Pagination<LocalizationRow> & { total_strings: number } }>('localizations', {
        query: query || undefined,
        page,
        perPage: 30,
      }),
    placeholderData: keepPreviousData,
  });

export const useLocalization = (id: number) =>
  useQuery({ queryKey: [...l10nKeys.all, String(id)], queryFn: () => api.get('localizations/{id}', { path: { id } }) });

export const useSourceStrings = () =>
  useQuery({
    queryKey: [...l10nKeys.all, 'source-strings'],
    queryFn: () => api.get('localizations/source-strings'),
    staleTime: Infinity,
  });

export const l10nApi = {
  create: (input: { name: string; language: string }) => api.post('localizations', { body: input }),
  update: (id: number, input: { name?: string; language?: string; lines?: Record<string, string | null> }) =>
    api.put('localizations/{id}', { path: { id }, body: input }),
  remove: (id: number) => api.delete('localizations/{id}', { path: { id } }),
  makeDefault: (id: number) => api.post('localizations/{id}/default', { path: { id } }),
  exportFile: (id: number) => api.get('localizations/{id}/export', { path: { id } }),
  importFile: (id: number, file: LocalizationFile) => api.post('localizations/{id}/import', { path: { id }, body: { ...file } }),
};
