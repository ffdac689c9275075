import type { Db } from '../../../db/database';
import type { AuthState } from '../../accounts/auth/auth-state';

/**
 * Fields other features add to GET people/{id} for the viewer (whether they follow the person).
 * They are merged over the cached payload on every request and never cached themselves.
 */
export type PersonPayloadExtension = (ctx: { db: Db; auth: AuthState; person: { id: number } }) => Promise<Record<string, unknown>>;

let extensions: readonly PersonPayloadExtension[] = [];
/** Set from the app's registry (installRegistry); replaces what was there. */
export function installPersonPayloadExtensions(list: readonly PersonPayloadExtension[]) {
  extensions = list;
}

export async function applyPersonExtensions(db: Db, auth: AuthState, person: { id: number }) {
  const results = await Promise.all(extensions.map((e) => e({ db, auth, person })));
  return Object.assign({}, ...results) as Record<string, unknown>;
}
