import type { ActorDeps } from '../../deps';
import { hasPermission } from '../accounts/roles/access';
import { searchEngine } from '../../platform/search';
import { subjectOf } from '../accounts/auth/auth-state';
import { searchTypes } from './search.types';

/** Ranked results per requested type; types the viewer may not see or that don't exist are skipped. */
export async function searchEverything({ db, auth }: ActorDeps, query: string, typeNames: string[], limit: number) {
  const engine = searchEngine(db);
  const results: Record<string, unknown[]> = {};
  const registry = searchTypes();
  const wanted = typeNames.length ? typeNames : [...registry.keys()];
  for (const name of wanted) {
    const type = registry.get(name);
    if (!type || !hasPermission(subjectOf(auth), type.permission)) continue;
    const hits = await engine.search(db, type.index, query, limit);
    if (!hits.length) {
      results[name] = [];
      continue;
    }
    const rows = new Map(
      (
        await type.load(
          db,
          hits.map((h) => h.id),
          auth,
        )
      ).map((r) => [r.id, r]),
    );
    results[name] = hits.map((h) => rows.get(h.id)).filter(Boolean) as unknown[];
  }
  return { query, results };
}
