import { sql } from 'kysely';

/**
 * Turns what a user typed into a safe full-text query: words only (letters and digits in any
 * script), each quoted and used as a prefix. Operators, quotes, parentheses, '*' and column
 * filters in the input therefore never reach the MATCH syntax.
 */
export function searchTerms(input: string, maxTerms = 8): string[] {
  return input
    .normalize('NFKC')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, maxTerms)
    .map((t) => t.slice(0, 64));
}

/** FTS5 expression: every term as a quoted prefix, all required (implicit AND); null if none. */
export function ftsMatchExpression(input: string): string | null {
  const terms = searchTerms(input);
  if (!terms.length) return null;
  return terms.map((t) => `"${t.replaceAll('"', '""')}"*`).join(' ');
}

/**
 * PostgreSQL tsquery text: every term quoted and used as a prefix, all required; null if none.
 * Terms are letters and digits only, so no tsquery operator or quote can reach it.
 */
export function tsPrefixQuery(input: string): string | null {
  const terms = searchTerms(input);
  if (!terms.length) return null;
  return terms.map((t) => `'${t.replaceAll("'", "''")}':*`).join(' & ');
}

/** Folds case and accents the way the index does, for exact/prefix boosts computed in JS. */
export function foldForCompare(s: string) {
  return s
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

const IDENT = /^[a-z_][a-z0-9_]*$/;

/** A table or column name from an index definition (never user input), checked before use. */
export function ident(name: string) {
  if (!IDENT.test(name)) throw new Error(`Bad identifier ${name}`);
  return sql.ref(name);
}
