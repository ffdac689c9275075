import type { Db } from '../../../db/database';
import type { AuthState } from '../../accounts/auth/auth-state';

/**
 * Additions to GET titles/{id} from other features (approved videos, the user's rating, watchlist
 * and list membership, SEO templates). `title` fields are merged into the title, `seo` into seo.
 * A module lists an extension under FeatureModule.titlePayload.perRequest when it may read
 * ctx.auth (its output is never cached), or under `shared` when the output depends only on the
 * title: it is then computed once and cached with the payload, and its feature must call
 * invalidateTitles() on its writes.
 */
export type TitlePayloadExtension = (ctx: {
  db: Db;
  auth: AuthState;
  title: { id: number; type: string; name: string; slug: string } & Record<string, unknown>;
}) => Promise<TitleExtensionResult>;
export type TitleExtensionResult = { title?: Record<string, unknown>; seo?: Record<string, unknown> };

let perRequest: readonly TitlePayloadExtension[] = [];
let shared: readonly TitlePayloadExtension[] = [];
/** Set from the app's registry (installRegistry); replaces what was there. */
export function installTitlePayloadExtensions(extensions: {
  shared: readonly TitlePayloadExtension[];
  perRequest: readonly TitlePayloadExtension[];
}) {
  shared = extensions.shared;
  perRequest = extensions.perRequest;
}

export type TitleResponse = { title: Parameters<TitlePayloadExtension>[0]['title']; seo: Record<string, unknown> };

function merge(base: TitleResponse, results: TitleExtensionResult[]): TitleResponse {
  return {
    title: Object.assign({}, base.title, ...results.map((r) => r.title ?? {})),
    seo: Object.assign({}, base.seo, ...results.map((r) => r.seo ?? {})),
  };
}

const isEmpty = (r: TitleExtensionResult) => (!r.title || !Object.keys(r.title).length) && (!r.seo || !Object.keys(r.seo).length);

/** The viewer-independent response: the base payload plus shared extensions (cacheable). */
export async function applySharedExtensions(db: Db, auth: AuthState, base: TitleResponse) {
  if (!shared.length) return base;
  return merge(base, await Promise.all(shared.map((e) => e({ db, auth, title: base.title }))));
}

/**
 * What the per-request extensions add for this viewer (their `title` and `seo` fields, merged in
 * registration order), or null when none added anything (serve the cached response as it is).
 */
export async function perRequestAdditions(
  db: Db,
  auth: AuthState,
  title: TitleResponse['title'],
): Promise<Required<TitleExtensionResult> | null> {
  if (!perRequest.length) return null;
  const results = await Promise.all(perRequest.map((e) => e({ db, auth, title })));
  if (results.every(isEmpty)) return null;
  return { title: Object.assign({}, ...results.map((r) => r.title ?? {})), seo: Object.assign({}, ...results.map((r) => r.seo ?? {})) };
}

/** The cached response with the viewer's additions merged over it (as if every extension ran at once). */
export const mergeAdditions = (response: TitleResponse, additions: TitleExtensionResult) => merge(response, [additions]);
