import { type Expression, sql } from 'kysely';

// SQL that behaves the same on SQLite and PostgreSQL, one function per concern, so that features
// never branch on the engine. Prefer a portable spelling (as here) over an engine switch.

/** `%text%` for LIKE … ESCAPE '\': the user's % and _ match themselves. */
function containsPattern(text: string) {
  return `%${text.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
}

/**
 * `expr` contains `text`, ignoring case. SQLite's LIKE ignores (ASCII) case and PostgreSQL's does
 * not, so both sides are lower-cased; % and _ typed by the user are literal on both engines.
 */
export function containsText(expr: Expression<string | null>, text: string) {
  return sql<boolean>`lower(${expr}) like ${containsPattern(text.toLowerCase())} escape '\\'`;
}
