import { useQuery } from '@tanstack/react-query';
import { http, queryClient } from '../../api';
import { api, type ApiResponse } from '../../api/client';
import { bootstrapStore } from '../../shell/bootstrap';

// The admin themes API (src/features/site/themes) as the editor uses it.

export type AdminTheme = ApiResponse<'get', 'admin/appearance/themes/{id}'>['theme'];

export interface ThemeInput {
  name?: string;
  is_dark?: boolean;
  default_light?: boolean;
  default_dark?: boolean;
  values?: Record<string, string>;
  font?: { family: string; google?: boolean } | null;
}

const BASE = 'admin/appearance/themes';
export const themesKey = ['admin', 'appearance', 'themes'] as const;

export function useAdminThemes() {
  return useQuery({
    queryKey: themesKey,
    queryFn: async () => (await api.get(BASE, { query: { perPage: 100 } })).pagination.data,
  });
}

/** After a write: the editor's list and the site's own themes (bootstrap data) both follow. */
function stored(list: AdminTheme[]) {
  queryClient.setQueryData(themesKey, list);
  bootstrapStore.set((d) => ({
    ...d,
    themes: {
      ...d.themes,
      all: list.map(({ id, name, is_dark, default_light, default_dark, values }) => ({
        id,
        name,
        is_dark,
        default_light,
        default_dark,
        values,
      })),
    },
  }));
}

async function refetch() {
  const list = (await api.get(BASE, { query: { perPage: 100 } })).pagination.data;
  stored(list);
  return list;
}

export async function createTheme(input: ThemeInput) {
  const { theme } = await http.post<ApiResponse<'post', 'admin/appearance/themes'>>(BASE, input as Record<string, unknown>);
  await refetch();
  return theme;
}

export async function updateTheme(id: number, input: ThemeInput) {
  const { theme } = await api.put('admin/appearance/themes/{id}', { path: { id }, body: input });
  // making one theme a default clears the flag on the others: read them all again
  await refetch();
  return theme;
}

export async function deleteTheme(id: number) {
  await api.delete('admin/appearance/themes/{id}', { path: { id } });
  await refetch();
}
