import type { Relations } from '../../../http/app-env';

/** true when `name` was asked for by `with`, `load` or `loadCount`. */
export function wants(relations: Relations | undefined, name: string) {
  if (!relations) return false;
  return relations.with.includes(name) || relations.load.includes(name) || relations.loadCount.includes(name);
}
