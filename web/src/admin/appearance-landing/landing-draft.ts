import { useState } from 'react';
import { landingConfigSchema, landingSettingNames, type LandingConfig } from '../../../../src/shared/settings/landing';
import { http, isHttpError, showHttpError } from '../../api';
import type { ApiResponse } from '../../api/client';
import { bootstrapStore, useSettings } from '../../shell/bootstrap';
import { trans } from '../../shell/i18n';
import { createStore, useStore } from '../../shell/store';
import { toast } from '../../ui/toast-store';
import { landingConfigFrom } from '../../ui/landing/landing-config';

/**
 * The landing page being edited. The draft outlives a panel so the admin can move between the
 * four panels and save everything at once; errors are keyed by field path ('headline',
 * 'actions.1.label') or by list ('actions') when the server's message fits no single field.
 */
interface DraftState {
  draft: LandingConfig | null;
  errors: Record<string, string>;
}

const draftStore = createStore<DraftState>({ draft: null, errors: {} });

type ListKey = 'actions' | 'primary_features' | 'secondary_features';
const listKeys: ListKey[] = ['actions', 'primary_features', 'secondary_features'];

/** Every error of a 422 placed on its field: scalar settings by name, list items by re-checking the list. */
export function fieldErrorsFrom(fieldErrors: Record<string, string[]>, draft: LandingConfig) {
  const errors: Record<string, string> = {};
  for (const [key, name] of Object.entries(landingSettingNames) as [keyof LandingConfig, string][]) {
    const messages = fieldErrors[name];
    if (!messages?.length) continue;
    if (!listKeys.includes(key as ListKey)) {
      errors[key] = messages[0]!;
      continue;
    }
    // the server names only the setting; the shared schema says which item and field it was
    const parsed = landingConfigSchema.shape[key].safeParse(draft[key]);
    let placed = false;
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        if (issue.path.length < 2) continue;
        const path = `${key}.${issue.path.join('.')}`;
        errors[path] ??= issue.message;
        placed = true;
      }
    }
    if (!placed) errors[key] = messages[0]!;
  }
  return errors;
}

function toSettings(config: LandingConfig) {
  const out: Record<string, unknown> = {};
  for (const [key, name] of Object.entries(landingSettingNames) as [keyof LandingConfig, string][]) out[name] = config[key];
  return out;
}

/** Puts the saved values into the bootstrap data, so the site and a reload of the editor agree. */
function applySaved(saved: Record<string, unknown>) {
  const landing: Record<string, unknown> = {};
  for (const [key, name] of Object.entries(landingSettingNames)) if (name in saved) landing[key] = saved[name];
  bootstrapStore.set((data) => ({ ...data, settings: { ...data.settings, landing } }));
}

let seq = 0;
/** A local id for a new list item (kept in the saved config to key rows). */
export const newItemId = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}${(++seq).toString(36)}${Math.random().toString(36).slice(2, 6)}`;

export function useLandingDraft() {
  const settings = useSettings();
  const saved = landingConfigFrom(settings.landing);
  const state = useStore(draftStore);
  const [saving, setSaving] = useState(false);
  const draft = state.draft ?? saved;
  const dirty = state.draft !== null && JSON.stringify(state.draft) !== JSON.stringify(saved);

  const update = (change: (config: LandingConfig) => LandingConfig, clear: string[] = []) => {
    draftStore.set((s) => {
      const errors = { ...s.errors };
      // typing into a field clears its error (and its list's, for list edits)
      for (const key of clear) for (const k of Object.keys(errors)) if (k === key || k.startsWith(`${key}.`)) delete errors[k];
      return { draft: change(s.draft ?? saved), errors };
    });
  };

  const save = async () => {
    setSaving(true);
    try {
      const res = await http.post<ApiResponse<'post', 'admin/appearance'>>('admin/appearance', {
        settings: toSettings(draft),
      });
      applySaved(res.settings);
      draftStore.set({ draft: null, errors: {} });
      toast.positive(trans('Landing page saved'));
    } catch (err) {
      if (isHttpError(err) && err.status === 422 && !err.exception) {
        const errors = fieldErrorsFrom(err.fieldErrors, draft);
        draftStore.set((s) => ({ ...s, errors }));
        toast.danger(Object.keys(errors).length ? trans('Check the highlighted fields.') : err.message);
      } else showHttpError(err);
    } finally {
      setSaving(false);
    }
  };

  const discard = () => draftStore.set({ draft: null, errors: {} });

  return { draft, saved, dirty, errors: state.errors, update, save, saving, discard };
}

export type LandingDraft = ReturnType<typeof useLandingDraft>;
