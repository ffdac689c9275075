import { SECRET_MASK, type SettingField, type SettingsValues } from './api';

/**
 * Values as the inputs hold them: numbers and lists as text (so typing "1." or a new empty line
 * survives), everything else as is. A secret is never loaded into an input: its form value is
 * whether it is set, and a draft holds only a replacement the admin typed.
 */
export function toFormValue(field: SettingField, value: unknown): unknown {
  switch (field.control.type) {
    case 'number':
      return value === null || value === undefined ? '' : String(value);
    case 'list':
      return Array.isArray(value) ? value.join('\n') : '';
    case 'multiselect':
      // a string in the options' order, so that ticking a box back compares equal to the saved value
      return Array.isArray(value) ? field.control.options.filter((o) => value.includes(o)).join(',') : '';
    case 'secret':
      return value === SECRET_MASK;
    case 'boolean':
      return value === true;
    default:
      return value ?? '';
  }
}

/** What the server receives. Text it cannot parse is sent as typed so that its field error explains. */
export function toServerValue(field: SettingField, formValue: unknown): unknown {
  switch (field.control.type) {
    case 'number': {
      const text = String(formValue).trim();
      if (text === '') return field.control.nullable ? null : text;
      return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text;
    }
    case 'list':
      return String(formValue)
        .split(/[\n,]/)
        .map((s) => s.trim())
        .filter(Boolean);
    case 'multiselect':
      return String(formValue).split(',').filter(Boolean);
    default:
      return formValue;
  }
}

/** The public settings the shell reads (nested by their dots), updated after a save. */
export function mergeNested(target: Record<string, unknown>, saved: SettingsValues, names: string[]) {
  const out: Record<string, unknown> = structuredClone(target);
  for (const name of names) {
    const parts = name.split('.');
    let node: Record<string, unknown> | null = out;
    for (const part of parts.slice(0, -1)) {
      const next: unknown = node?.[part];
      node = next && typeof next === 'object' && !Array.isArray(next) ? (next as Record<string, unknown>) : null;
    }
    // only keys the shell already has (public settings): never add admin-only values to it
    const last = parts.at(-1)!;
    if (node && last in node) node[last] = saved[name];
  }
  return out;
}
