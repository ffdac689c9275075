import { useQuery } from '@tanstack/react-query';
import { http } from '../../api';

// Calls of the admin settings page (server: src/features/operations/settings/settings.routes.ts).

export type FieldControl =
  | { type: 'boolean' }
  | { type: 'select'; options: string[] }
  | { type: 'number'; min?: number; max?: number; integer: boolean; nullable: boolean }
  | { type: 'text'; minLength?: number; maxLength?: number; multiline: boolean }
  | { type: 'list' }
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
};

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
  clearCache: () => http.post<{ message: string }>('settings/cache/clear'),
};
