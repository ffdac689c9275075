import { z } from 'zod';
import type { SettingDefinition } from '../../../shared/settings/define';

/** How the admin form renders one setting, derived from its zod schema so the two never disagree. */
export type FieldControl =
  | { type: 'boolean' }
  | { type: 'select'; options: string[] }
  | { type: 'number'; min?: number; max?: number; integer: boolean; nullable: boolean }
  | { type: 'text'; minLength?: number; maxLength?: number; multiline: boolean }
  | { type: 'list' }
  | { type: 'multiselect'; options: string[] }
  | { type: 'secret'; maxLength?: number }
  | { type: 'registration-fields' };

const finite = (n: number | null | undefined) =>
  typeof n === 'number' && Number.isFinite(n) && Math.abs(n) < Number.MAX_SAFE_INTEGER ? n : undefined;

/**
 * The control for a definition, or null when the schema has no form control (objects such as the
 * menus, which have their own editor). `multiline` comes from the layout.
 */
export function controlFor(def: SettingDefinition, multiline = false): FieldControl | null {
  let schema = def.schema as z.ZodType;
  let nullable = false;
  if (schema instanceof z.ZodNullable) {
    nullable = true;
    schema = schema.unwrap() as z.ZodType;
  }
  if (def.secret) {
    return { type: 'secret', maxLength: schema instanceof z.ZodString ? finite(schema.maxLength) : undefined };
  }
  if (schema instanceof z.ZodBoolean) return { type: 'boolean' };
  if (schema instanceof z.ZodEnum) return { type: 'select', options: schema.options.map(String) };
  if (schema instanceof z.ZodNumber) {
    return { type: 'number', min: finite(schema.minValue), max: finite(schema.maxValue), integer: !!schema.isInt, nullable };
  }
  if (schema instanceof z.ZodString) {
    return { type: 'text', minLength: finite(schema.minLength) || undefined, maxLength: finite(schema.maxLength), multiline };
  }
  if (schema instanceof z.ZodArray) {
    const el = schema.element instanceof z.ZodPipe ? schema.element.in : schema.element;
    if (el instanceof z.ZodString) return { type: 'list' };
    if (el instanceof z.ZodEnum) return { type: 'multiselect', options: el.options.map(String) };
  }
  return null;
}
