import type { SettingDefinitions } from '../../../shared/settings/define';
import type { TabFacts } from './settings.facts';
import { controlFor, type FieldControl } from './settings.fields';
import { SETTINGS_TABS, settingsLayout, type SettingsTab } from './settings.layout';

export interface FormField {
  name: string;
  label: string;
  description: string | null;
  control: FieldControl;
  optionLabels: Record<string, string> | null;
}

export interface FormTab {
  id: SettingsTab;
  groups: { title: string; description: string | null; fields: FormField[] }[];
  notice: string | null;
  facts: TabFacts['facts'];
}

/** The layout joined with the definitions; a layout entry without a definition is left out. */
export function settingsForm(definitions: SettingDefinitions, facts: Partial<Record<SettingsTab, TabFacts>>): FormTab[] {
  return SETTINGS_TABS.map((id) => ({
    id,
    groups: settingsLayout[id]
      .map((group) => ({
        title: group.title,
        description: group.description ?? null,
        fields: group.fields.flatMap((f): FormField[] => {
          const def = definitions[f.name];
          const control = def ? (f.editor ? { type: f.editor } : controlFor(def, f.multiline)) : null;
          if (!def || !control) return [];
          return [{ name: f.name, label: f.label, description: f.description ?? null, control, optionLabels: f.optionLabels ?? null }];
        }),
      }))
      .filter((g) => g.fields.length > 0),
    notice: facts[id]?.notice ?? null,
    facts: facts[id]?.facts ?? [],
  }));
}
