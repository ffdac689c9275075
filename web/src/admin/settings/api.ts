import { useQuery } from '@tanstack/react-query';
import { http } from '../../api';

// Calls of the admin settings page (server: src/features/operations/settings/settings.routes.ts).

export type FieldControl =
  | { type: 'boolean' }
  | { type: 'select'; options: string[] }
  | { type: 'number'; min?: number; max?: number; integer: boolean; nullable: boolean }
  | { type: 'text'; minLength?: number; maxLength?: number; multiline: boolean }
  | { type: 'list' }
  | { type: 'multiselect'; options: string[] }
  | { type: 'secret'; maxLength?: number }
  | { type: 'registration-fields' };

export interface SettingField {
  name: string;
  label: string;
  description: string | null;
  control: FieldControl;
  optionLabels: Record<string, string> | null;
}

export interface SettingsTabForm {
  id: string;
  groups: { title: string; description: string | null; fields: SettingField[] }[];
  notice: string | null;
  facts: { label: string; value: string }[];
}

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

export interface QueueCounts {
  pending: number;
  running: number;
  failed: number;
  completed: number;
}

export interface QueueJob {
  id: number;
  queue: string;
  name: string;
  status: JobStatus | 'completed';
  attempts: number;
  max_attempts: number;
  progress: number;
  progress_message: string | null;
  error: string | null;
  run_at: string;
  subject_type: string | null;
  subject_id: number | null;
  created_at: string;
  updated_at: string;
}

interface JobsPage {
  pagination: { data: QueueJob[]; current_page: number; per_page: number; total: number; last_page: number };
  counts: QueueCounts;
}

export interface RebuildState {
  id: number;
  status: string;
  progress: number;
  message: string | null;
  error?: string | null;
  finished_at?: string | null;
}

export interface SearchIndexStatus {
  engine: string;
  indexes: { type: string; indexed: number | null; source: number | null; bytes: number | null }[];
  bytes: number | null;
  rebuild: RebuildState | null;
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
    queryFn: () => http.get<JobsPage>('settings/queue/jobs', { status, page, perPage: 20 }),
    staleTime: 0,
  });

export const useSearchIndex = () =>
  useQuery({
    queryKey: settingsAdminKeys.searchIndex,
    queryFn: () => http.get<SearchIndexStatus>('settings/search/index'),
    staleTime: 0,
  });

export const useSettingsValues = () =>
  useQuery({
    queryKey: settingsAdminKeys.values,
    queryFn: () => http.get<{ settings: SettingsValues }>('settings').then((r) => r.settings),
    staleTime: 0,
  });

export const useSettingsForm = () =>
  useQuery({
    queryKey: settingsAdminKeys.form,
    queryFn: () => http.get<{ tabs: SettingsTabForm[] }>('settings/form').then((r) => r.tabs),
    staleTime: 0,
  });

export const settingsApi = {
  save: (settings: SettingsValues) => http.post<{ settings: SettingsValues; message: string }>('settings', { settings }),
  clearCache: () => http.post<{ message: string; dropped: number }>('settings/cache/clear'),
  retryJob: (id: number) => http.post<{ message: string }>(`settings/queue/jobs/${id}/retry`),
  deleteJob: (id: number) => http.delete<{ message: string }>(`settings/queue/jobs/${id}`),
  rebuildSearch: () => http.post<{ message: string; job: { id: number; started: boolean } }>('settings/search/rebuild'),
};
