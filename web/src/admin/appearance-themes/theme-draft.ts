import { useState } from 'react';
import { isHttpError, showHttpError } from '../../api';
import { trans } from '../../shell/i18n';
import { createStore, useStore } from '../../shell/store';
import { toast } from '../../ui/toast-store';
import { type AdminTheme, updateTheme } from './themes-api';

/** The editable part of a theme; values hold whatever the admin typed (#hex or channels). */
export interface ThemeDraftValue {
  name: string;
  is_dark: boolean;
  default_light: boolean;
  default_dark: boolean;
  values: Record<string, string>;
  font: { family: string; google?: boolean } | null;
}

/**
 * One theme's unsaved edits. The draft outlives a panel so the admin can move between the colours,
 * font and radius panels of the same theme and save once; opening another theme starts afresh.
 * Errors are keyed by the server's field names ('name', 'values.--mq-primary').
 */
interface DraftState {
  id: number | null;
  draft: ThemeDraftValue | null;
  errors: Record<string, string>;
}

const draftStore = createStore<DraftState>({ id: null, draft: null, errors: {} });

const editable = (t: AdminTheme): ThemeDraftValue => ({
  name: t.name,
  is_dark: t.is_dark,
  default_light: t.default_light,
  default_dark: t.default_dark,
  values: { ...t.values },
  font: t.font,
});

/** Only what changed goes to the server (values are merged there). */
function changes(draft: ThemeDraftValue, saved: ThemeDraftValue) {
  const out: Record<string, unknown> = {};
  for (const key of ['name', 'is_dark', 'default_light', 'default_dark'] as const) if (draft[key] !== saved[key]) out[key] = draft[key];
  const values = Object.fromEntries(Object.entries(draft.values).filter(([k, v]) => saved.values[k] !== v));
  if (Object.keys(values).length) out.values = values;
  if (JSON.stringify(draft.font) !== JSON.stringify(saved.font)) out.font = draft.font;
  return out;
}

export function useThemeDraft(theme: AdminTheme) {
  const state = useStore(draftStore);
  const [saving, setSaving] = useState(false);
  const saved = editable(theme);
  const own = state.id === theme.id;
  const draft = own && state.draft ? state.draft : saved;
  const errors = own ? state.errors : {};
  const pending = changes(draft, saved);
  const dirty = Object.keys(pending).length > 0;

  const update = (change: (d: ThemeDraftValue) => ThemeDraftValue, clear: string[] = []) => {
    draftStore.set((s) => {
      const mine = s.id === theme.id;
      const errs = mine ? { ...s.errors } : {};
      for (const key of clear) delete errs[key];
      return { id: theme.id, draft: change(mine && s.draft ? s.draft : saved), errors: errs };
    });
  };
  const setValue = (name: string, value: string) => update((d) => ({ ...d, values: { ...d.values, [name]: value } }), [`values.${name}`]);

  const save = async () => {
    setSaving(true);
    try {
      await updateTheme(theme.id, pending);
      draftStore.set({ id: null, draft: null, errors: {} });
      toast.positive(trans('Theme saved'));
    } catch (err) {
      if (isHttpError(err) && err.status === 422 && !err.exception) {
        const placed = Object.fromEntries(Object.entries(err.fieldErrors).map(([k, m]) => [k, m[0] ?? '']));
        draftStore.set((s) => ({ ...s, id: theme.id, draft: s.id === theme.id ? s.draft : draft, errors: placed }));
        toast.danger(Object.keys(placed).length ? trans('Check the highlighted fields.') : err.message);
      } else showHttpError(err);
    } finally {
      setSaving(false);
    }
  };

  const discard = () => draftStore.set({ id: null, draft: null, errors: {} });

  return { theme, draft, saved, dirty, errors, update, setValue, save, saving, discard };
}

export type ThemeDraft = ReturnType<typeof useThemeDraft>;
