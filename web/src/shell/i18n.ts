import { bootstrapStore } from './bootstrap';
import { useStore } from './store';

export type TransValues = Record<string, string | number | null | undefined>;

// Translation lines are keyed by the English source text. A plural line holds forms separated by
// '|', each optionally tagged with an Intl.PluralRules category: "[one] :count title|[other] :count titles".
// The form is chosen by the `count` value and the locale's plural rules.

export function translate(lines: Record<string, string>, language: string, message: string, values: TransValues = {}) {
  let text = lines[message] ?? message;
  if (text.includes('|') && typeof values.count === 'number') text = pluralForm(text, language, values.count);
  return replacePlaceholders(text, values);
}

// One set of rules per language: a card row asks for a plural form per card.
const pluralRules = new Map<string, Intl.PluralRules | null>();

function pluralRulesOf(language: string) {
  let rules = pluralRules.get(language);
  if (rules === undefined) {
    try {
      rules = new Intl.PluralRules(language);
    } catch {
      rules = null; // a language code Intl does not know: English's two forms
    }
    pluralRules.set(language, rules);
  }
  return rules;
}

export function pluralForm(text: string, language: string, count: number) {
  const forms = text.split('|').map((f) => f.trim());
  const rules = pluralRulesOf(language);
  const category = rules ? rules.select(count) : count === 1 ? 'one' : 'other';
  const tagged = forms.map((f) => /^\[(\w+)\]\s*(.*)$/s.exec(f));
  if (tagged.some(Boolean)) {
    const match = tagged.find((m) => m?.[1] === category) ?? tagged.find((m) => m?.[1] === 'other');
    return match ? match[2]! : forms[forms.length - 1]!;
  }
  // Untagged "singular|plural" pairs.
  return category === 'one' || forms.length === 1 ? forms[0]! : forms[forms.length - 1]!;
}

/** Replaces :name placeholders; longer names first so :names is not eaten by :name. */
export function replacePlaceholders(text: string, values: TransValues) {
  const keys = Object.keys(values).sort((a, b) => b.length - a.length);
  let out = text;
  for (const key of keys) out = out.replaceAll(`:${key}`, String(values[key] ?? ''));
  return out;
}

export function trans(message: string, values?: TransValues) {
  const { lines, language } = bootstrapStore.get().i18n;
  return translate(lines, language, message, values);
}

/** Re-renders the component when the language or lines change. */
export function useTrans() {
  useStore(bootstrapStore, (d) => d.i18n);
  return trans;
}
