import { z } from 'zod';

// Registration's optional extra fields (spec section 2): fields an admin defines in settings
// (registration.extra_fields), shown on the register form, checked by the server and stored on the user.

export const EXTRA_FIELD_TYPES = ['text', 'select', 'checkbox'] as const;
export const EXTRA_TEXT_MAX = 255;

export const extraFieldSchema = z
  .object({
    /** The key the answer is sent and stored under. */
    name: z.string().regex(/^[a-z][a-z0-9_]{0,39}$/, 'Use lowercase letters, digits and underscores, starting with a letter.'),
    label: z.string().trim().min(1, 'The label is required.').max(100),
    type: z.enum(EXTRA_FIELD_TYPES),
    required: z.boolean().default(false),
    /** A select's choices. */
    options: z.array(z.string().trim().min(1).max(100)).max(50).default([]),
  })
  .refine((f) => f.type !== 'select' || f.options.length > 0, { path: ['options'], message: 'A select needs at least one option.' });
export type ExtraField = z.infer<typeof extraFieldSchema>;

export const extraFieldsSchema = z
  .array(extraFieldSchema)
  .max(20)
  .refine((fields) => new Set(fields.map((f) => f.name)).size === fields.length, 'Two fields have the same name.');

/** What is stored on the user (and shown on the admin user page): the label is kept with the answer. */
export interface ExtraFieldAnswer {
  name: string;
  label: string;
  value: string | boolean;
}

/** The key of a field's error in a 422 body, and of its answer in the register request. */
export const extraFieldKey = (name: string) => `extra_fields.${name}`;

/** A field name from a label: "Favourite genre" -> "favourite_genre". */
export function extraFieldName(label: string, taken: readonly string[] = []) {
  const base =
    label
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '_')
      .replace(/^[^a-z]+|_+$/g, '')
      .slice(0, 36) || 'field';
  let name = base;
  for (let i = 2; taken.includes(name); i++) name = `${base}_${i}`;
  return name;
}

const accepted = (v: unknown) => v === true || v === 1 || v === '1' || v === 'true' || v === 'on' || v === 'yes';

/**
 * Checks the answers against the fields: required ones present, a select's value one of its
 * options, text within its limit. Unknown keys are dropped; unanswered optional fields are left out.
 */
export function checkExtraFields(fields: readonly ExtraField[], input: unknown) {
  const given = input && typeof input === 'object' && !Array.isArray(input) ? (input as Record<string, unknown>) : {};
  const answers: ExtraFieldAnswer[] = [];
  const errors: Record<string, string[]> = {};
  for (const field of fields) {
    const raw = given[field.name];
    const fail = (message: string) => (errors[extraFieldKey(field.name)] = [message]);
    if (field.type === 'checkbox') {
      const checked = accepted(raw);
      if (field.required && !checked) fail(`The ${field.label} field must be accepted.`);
      else answers.push({ name: field.name, label: field.label, value: checked });
      continue;
    }
    const value = typeof raw === 'string' ? raw.trim() : typeof raw === 'number' ? String(raw) : '';
    if (raw !== undefined && raw !== null && typeof raw !== 'string' && typeof raw !== 'number')
      fail(`The ${field.label} field must be text.`);
    else if (!value) {
      if (field.required) fail(`The ${field.label} field is required.`);
    } else if (field.type === 'select' && !field.options.includes(value)) fail(`The selected ${field.label} is invalid.`);
    else if (value.length > EXTRA_TEXT_MAX) fail(`The ${field.label} may not be greater than ${EXTRA_TEXT_MAX} characters.`);
    else answers.push({ name: field.name, label: field.label, value });
  }
  return { answers, errors };
}
