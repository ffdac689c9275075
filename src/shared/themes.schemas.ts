import { z } from 'zod';
import { pageQuery } from '../http/pagination';
import { themeVariableNames } from './default-themes';

const NON_COLOR = new Set<string>(['--mq-radius', '--mq-radius-button', '--mq-font-family']);

/** A CSS value that cannot break out of its declaration or load anything. */
const UNSAFE_CSS = /[;{}<>\\]|\/\*|url\s*\(|expression\s*\(|javascript:|@import/i;
export const safeCssValue = z
  .string()
  .trim()
  .min(1, 'A value is required.')
  .max(200)
  .refine((v) => !UNSAFE_CSS.test(v), 'This value is not allowed.');

/** Colours are stored as "R G B" channels (so the web can add alpha); #hex input is converted. */
export function toChannels(value: string): string | null {
  const v = value.trim();
  const channels = v.match(/^(\d{1,3})[\s,]+(\d{1,3})[\s,]+(\d{1,3})$/);
  if (channels) {
    const parts = channels.slice(1).map(Number);
    return parts.every((n) => n <= 255) ? parts.join(' ') : null;
  }
  const hex = v.match(/^#([0-9a-f]{3}|[0-9a-f]{6})$/i)?.[1];
  if (!hex) return null;
  const full = hex.length === 3 ? [...hex].map((ch) => ch + ch).join('') : hex;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)).join(' ');
}

export const themeValuesSchema = z.record(z.string(), z.string()).transform((values, ctx) => {
  const out: Record<string, string> = {};
  for (const [name, raw] of Object.entries(values)) {
    if (!(themeVariableNames as readonly string[]).includes(name)) {
      ctx.addIssue({ code: 'custom', path: [name], message: `Unknown theme variable "${name}".` });
      continue;
    }
    if (NON_COLOR.has(name)) {
      const parsed = safeCssValue.safeParse(raw);
      if (parsed.success) out[name] = parsed.data;
      else ctx.addIssue({ code: 'custom', path: [name], message: parsed.error.issues[0]!.message });
      continue;
    }
    const channels = toChannels(raw);
    if (channels) out[name] = channels;
    else ctx.addIssue({ code: 'custom', path: [name], message: 'Use a colour such as #f5c518 or 245 197 24.' });
  }
  return out;
});

/**
 * The theme's font: `family` is the stack; `google` marks a web font (the spec's "web font
 * service"), which Marquee serves itself from its own origin (web/src/shell/web-fonts.ts).
 */
const fontSchema = z.object({ family: safeCssValue, google: z.boolean().default(false) }).nullable();

export const createThemeSchema = z.object({
  name: z.string().trim().min(1, 'The name is required.').max(100),
  is_dark: z.boolean().default(false),
  default_light: z.boolean().default(false),
  default_dark: z.boolean().default(false),
  /** Missing variables are filled from the default light or dark theme. */
  values: themeValuesSchema.default({}),
  font: fontSchema.default(null),
});

export const updateThemeSchema = z.object({
  name: z.string().trim().min(1, 'The name is required.').max(100).optional(),
  is_dark: z.boolean().optional(),
  default_light: z.boolean().optional(),
  default_dark: z.boolean().optional(),
  /** Merged into the stored values. */
  values: themeValuesSchema.optional(),
  font: fontSchema.optional(),
});

export const themeListQuery = pageQuery;

export type CreateThemeInput = z.infer<typeof createThemeSchema>;
export type UpdateThemeInput = z.infer<typeof updateThemeSchema>;
