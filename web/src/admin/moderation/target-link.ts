import { pathTo, paths } from '../../paths';
import { episodeCode } from '../../ui/catalogue/format';
import { episodeLink, newsLink, titleLink } from '../../ui/catalogue/links';
import type { Target } from './api';

/** The public page of a commented or reviewed item, or null when it no longer exists. */
export function targetHref(t: Target | null): string | null {
  if (!t) return null;
  if (t.type === 'title' && t.title) return titleLink(t.title);
  if (t.type === 'episode' && t.title) return episodeLink(t.title, t.season_number ?? 1, t.episode_number ?? 1);
  if (t.type === 'news') return newsLink(t);
  if (t.type === 'list') return pathTo(paths.list, { slugOrId: String(t.id) });
  return null;
}

/** 'Title name' or 'Series · S1 · E2 · Episode name' for the target column. */
export function targetLabel(t: Target) {
  if (t.type === 'episode' && t.title) return `${t.title.name} · ${episodeCode(t.season_number ?? 1, t.episode_number ?? 1)}`;
  return t.name;
}
