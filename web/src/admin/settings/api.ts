import { useQuery } from '@tanstack/react-query';
import { http } from '../../api';
import { api, type ApiResponse } from '../../api/client';
import type { Pagination } from '../../ui/catalogue/types';

// Calls of the admin settings page (server: src/features/operations/settings/settings.routes.ts).

export type SettingsTabForm = ApiResponse<'get', 'settings/form'>['tabs'][number];
export type SettingField = SettingsTabForm['groups'][number]['fields'][number];

export type SettingsValues = Record<string, unknown>;

/** What GET settings shows for a secret that has a value (the value itself never leaves the server). */
export const SECRET_MASK = '********';

export const settingsAdminKeys = {
  values: ['admin-settings', 'values'] as const,
  form: ['admin-settings', 'form'] as const,
  jobs: (status: JobStatus, page: number) => ['admin-settings', 'jobs', status, page] as const,
  allJobs: ['admin-settings', 'jobs'] as const,
  searchIndex: ['admin-settings', 'search-index'] as const,
};

export type JobStatus = 'pending' | 'running' | 'failed';

type JobsPage = ApiResponse<'get', 'settings/queue/jobs'>;
type QueueCounts = JobsPage['counts'];
export type QueueJob = JobsPage['pagination']['data'][number];

export interface RebuildState {
  id: number;
  status: string;
  progress: number;
  message: string | null;
  error?: string | null;
  finished_at?: string | null;
}

/** One event of the live stream (GET settings/live, Server-Sent Events). */
export interface LiveState {
  counts: QueueCounts;
  running: { id: number; name: string; progress: number; progress_message: string | null }[];
  rebuild: RebuildState | null;
  streams: number;
}

export const LIVE_URL = '/api/v1/settings/live';

export const useQueueJobs = (status: JobStatus, page: number) =>
  useQuery({
    queryKey: settingsAdminKeys.jobs(status, page),
    // the queue list always counts its rows: total and last_page are numbers here
    queryFn: () => http.get<JobsPage & { pagination: Pagination<QueueJob> }>('settings/queue/jobs', { status, page, perPage: 20 }),
    staleTime: 0,
  });

export const useSearchIndex = () =>
  useQuery({
    queryKey: settingsAdminKeys.searchIndex,
    queryFn: () => api.get('settings/search/index'),
    staleTime: 0,
  });

export const useSettingsValues = () =>
  useQuery({
    queryKey: settingsAdminKeys.values,
    queryFn: () => api.get('settings').then((r) => r.settings),
    staleTime: 0,
  });

export const useSettingsForm = () =>
  useQuery({
    queryKey: settingsAdminKeys.form,
    queryFn: () => api.get('settings/form').then((r) => r.tabs),
    staleTime: 0,
  });

export const settingsApi = {
  save: (settings: SettingsValues) => api.post('settings', { body: { settings } }),
  clearCache: () => api.post('settings/cache/clear'),
  retryJob: (id: number) => api.post('settings/queue/jobs/{id}/retry', { path: { id } }),
  deleteJob: (id: number) => api.delete('settings/queue/jobs/{id}', { path: { id } }),
  rebuildSearch: () => api.post('settings/search/rebuild'),
};
