import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../api';
import type { Pagination } from '../../ui/catalogue/types';

export interface LocalizationRow {
  id: number;
  name: string;
  language: string;
  lines_count: number;
  translated_count: number;
  is_default: boolean;
  created_at: string;
  updated_at: string;
}

export interface Localization extends Omit<LocalizationRow, 'translated_count' | 'is_default' | 'lines_count'> {
  lines: Record<string, string>;
}

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
  useQuery({ queryKey: [...l10nKeys.all, String(id)], queryFn: () => http.get<{ localization: Localization }>(`localizations/${id}`) });

export const useSourceStrings = () =>
  useQuery({
    queryKey: [...l10nKeys.all, 'source-strings'],
    queryFn: () => http.get<{ strings: string[] }>('localizations/source-strings'),
    staleTime: Infinity,
  });

export const l10nApi = {
  create: (input: { name: string; language: string }) => http.post<{ localization: Localization }>('localizations', input),
  update: (id: number, input: { name?: string; language?: string; lines?: Record<string, string | null> }) =>
    http.put<{ localization: Localization }>(`localizations/${id}`, input),
  remove: (id: number) => http.delete(`localizations/${id}`),
  makeDefault: (id: number) => http.post(`localizations/${id}/default`),
  exportFile: (id: number) => http.get<LocalizationFile>(`localizations/${id}/export`),
  importFile: (id: number, file: LocalizationFile) => http.post<{ localization: Localization }>(`localizations/${id}/import`, { ...file }),
};
