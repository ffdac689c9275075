import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { isHttpError, queryClient, showHttpError } from '../../api';
import { api } from '../../api/client';
import { bootstrapStore } from '../../shell/bootstrap';
import { trans } from '../../shell/i18n';
import { createStore, useStore } from '../../shell/store';
import { toast } from '../../ui/toast-store';
import { reloadPreview, useAppearancePreview } from './editor-preview';

/** GET/POST api/v1/admin/appearance (src/features/site/appearance). */
export const appearanceQuery = {
  queryKey: ['admin', 'appearance'],
  queryFn: () => api.get('admin/appearance'),
  staleTime: 30_000,
};

/**
 * The unsaved changes of the editor's panels (general, SEO, custom code, menus), kept outside the
 * panels so the admin can move between them and save once. Errors are keyed like the server's
 * 422 body: setting names, and for menus the item path ('menus.0.items.2.action').
 */
interface DraftState {
  changes: Record<string, unknown>;
  errors: Record<string, string>;
}
const draftStore = createStore<DraftState>({ changes: {}, errors: {} });

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Puts saved public values into this window's settings so the editor and site agree. */
function applyPublic(saved: Record<string, unknown>) {
  bootstrapStore.set((data) => {
    const settings: Record<string, any> = { ...data.settings };
    for (const [name, value] of Object.entries(saved)) {
      if (name === 'menus') settings.menus = value;
      else if (name.startsWith('branding.')) settings.branding = { ...settings.branding, [name.slice('branding.'.length)]: value };
    }
    return { ...data, settings };
  });
}

export function useAppearanceDraft() {
  const query = useQuery(appearanceQuery);
  const state = useStore(draftStore);
  const [saving, setSaving] = useState(false);
  const saved = query.data?.settings ?? {};
  const values = { ...saved, ...state.changes };
  const changed = Object.keys(state.changes).filter((k) => !same(state.changes[k], saved[k]));
  useAppearancePreview(query.data ? values : {});

  const value = <T>(name: string) => values[name] as T;

  /** Sets one setting; errors at `clear` (and below it) go away, the admin is fixing them. */
  const set = (name: string, next: unknown, clear: string[] = [name]) =>
    draftStore.set((s) => {
      const errors = { ...s.errors };
      for (const key of clear) for (const k of Object.keys(errors)) if (k === key || k.startsWith(`${key}.`)) delete errors[k];
      return { changes: { ...s.changes, [name]: next }, errors };
    });

  const save = async () => {
    if (!changed.length) return;
    const body = Object.fromEntries(changed.map((k) => [k, state.changes[k]]));
    setSaving(true);
    try {
      const res = await api.post('admin/appearance', { body: { settings: body } });
      queryClient.setQueryData(appearanceQuery.queryKey, { ...query.data, ...res });
      applyPublic(res.settings);
      draftStore.set({ changes: {}, errors: {} });
      if (changed.includes('custom_code.html')) reloadPreview();
      toast.positive(trans('Appearance saved'));
    } catch (err) {
      if (isHttpError(err) && err.status === 422 && !err.exception) {
        const errors: Record<string, string> = {};
        for (const [key, messages] of Object.entries(err.fieldErrors)) if (messages[0]) errors[key] = messages[0];
        draftStore.set((s) => ({ ...s, errors }));
        toast.danger(trans('Check the highlighted fields.'));
      } else showHttpError(err);
    } finally {
      setSaving(false);
    }
  };

  const discard = () => draftStore.set({ changes: {}, errors: {} });

  return { query, data: query.data, value, set, save, saving, discard, dirty: changed.length > 0, errors: state.errors };
}

export type AppearanceDraft = ReturnType<typeof useAppearanceDraft>;
