/**
 * The value of the cookie `name` in a Cookie header, as hono's parse(header, name) reads it (the
 * first pair of that name; spaces around the name and value dropped; surrounding quotes removed),
 * without splitting and checking every other pair of the header: every signed-in request reads
 * its session cookie this way. The value is not URI-decoded: a session token, checked against its
 * own alphabet afterwards, never holds a `%`.
 */
export function cookieValue(header: string, name: string): string | undefined {
  for (let at = header.indexOf(name); at !== -1; at = header.indexOf(name, at + 1)) {
    // the name starts a pair: at the start of the header or after a ';' and any spaces
    let before = at - 1;
    while (before >= 0 && isSpace(header.charCodeAt(before))) before--;
    if (before >= 0 && header.charCodeAt(before) !== SEMICOLON) continue;
    let equals = at + name.length;
    while (equals < header.length && isSpace(header.charCodeAt(equals))) equals++;
    if (header.charCodeAt(equals) !== EQUALS) continue;
    const end = header.indexOf(';', equals + 1);
    const value = header.slice(equals + 1, end === -1 ? undefined : end).trim();
    return value.length >= 2 && value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1) : value;
  }
  return undefined;
}

const SEMICOLON = 59;
const EQUALS = 61;
const isSpace = (code: number) => code === 32 || code === 9;
