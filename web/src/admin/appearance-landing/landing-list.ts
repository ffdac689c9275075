import type { LandingConfig } from '../../../../src/shared/settings/landing';
import { useLandingDraft } from './landing-draft';
import { useLandingPreview } from './preview-sync';

type ListKey = { [K in keyof LandingConfig]: LandingConfig[K] extends unknown[] ? K : never }[keyof LandingConfig];

/**
 * One list of the landing page (buttons, features) in the draft, previewed live: `set` replaces
 * it (reorder, add, remove), `patch` changes one item; each clears the errors it answers.
 */
export function useLandingList<K extends ListKey>(key: K) {
  type Item = LandingConfig[K][number];
  const draft = useLandingDraft();
  useLandingPreview(draft.draft);
  const set = (items: Item[]) => draft.update((c) => ({ ...c, [key]: items }), [key]);
  const patch = (index: number, change: Partial<Item>) =>
    draft.update(
      (c) => ({ ...c, [key]: (c[key] as Item[]).map((item, i) => (i === index ? { ...item, ...change } : item)) }),
      Object.keys(change).map((k) => `${key}.${index}.${k}`),
    );
  // what an ItemList of this key needs: its items, their replacement, and which item has an error
  const list = {
    items: draft.draft[key] as Item[],
    onChange: set,
    hasError: (i: number) => Object.keys(draft.errors).some((k) => k.startsWith(`${key}.${i}.`)),
  };
  return { draft, errors: draft.errors, set, patch, list };
}
