import type { Db } from '../../../db/database';
import type { TitleRef } from './data-import.records';
import { findEpisode } from '../../catalogue/episodes/episodes.queries';
import { titleById, titleIdByImdb, titleIdByTmdb, titleNames } from './data-import.queries';

// Finds the catalogue title a row is about: by its link to a title page of this site (an export of
// this Marquee site), by IMDb id, then TMDB id, then by name and year. Names
// are compared folded (accents, case, punctuation) against the name and the original name; the
// same name in another year is another title, a year one off (festival vs release year) is taken
// with a lower confidence and listed in the report.

export interface Match {
  titleId: number;
  episodeId: number | null;
  /** 1: by id, or name and year; 0.7: name and a year one off; 0.5: name only (the file had no year) */
  confidence: number;
}

interface NamedTitle {
  id: number;
  type: string;
  year: number | null;
  popularity: number;
}

/** 'Amélie' -> 'amelie', 'Se7en!' -> 'se7en', 'The Lord of the Rings: ...' keeps its words. */
export function foldName(name: string) {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

export class TitleMatcher {
  private byName: Map<string, NamedTitle[]> | null = null;

  private readonly titlePage: RegExp | null;

  /** `siteUrl`: this site's APP_URL, whose title pages ('<APP_URL>/titles/12/heat') name a title by id. */
  constructor(
    private readonly db: Db,
    siteUrl?: string,
  ) {
    const base = siteUrl?.replace(/\/+$/, '');
    this.titlePage = base
      ? new RegExp(`^${base.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/titles/(\\d+)(?:/([^/?#]*))?/?(?:[?#].*)?$`, 'i')
      : null;
  }

  async match(ref: TitleRef): Promise<Match | null> {
    const title = await this.findTitle(ref);
    if (!title) return null;
    if (!ref.episode) return { ...title, episodeId: null };
    const episode = await findEpisode(this.db, title.titleId, ref.episode.season, ref.episode.number);
    return { ...title, episodeId: episode?.id ?? null };
  }

  private async findTitle(ref: TitleRef): Promise<Omit<Match, 'episodeId'> | null> {
    const page = ref.url ? this.titlePage?.exec(ref.url) : null;
    if (page) {
      // the id is taken when the title still carries the row's name or the link's slug: another
      // site once served at the same address would have other titles under the same ids
      const row = await titleById(this.db, Number(page[1]));
      const folded = foldName(ref.name);
      if (row && (row.slug === page[2] || [row.name, row.original_name].some((n) => n && foldName(n) === folded)))
        return { titleId: row.id, confidence: 1 };
    }
    if (ref.imdbId) {
      const row = await titleIdByImdb(this.db, ref.imdbId);
      if (row) return { titleId: row.id, confidence: 1 };
    }
    if (ref.tmdbId) {
      const row = await titleIdByTmdb(this.db, ref.tmdbId, ref.mediaType);
      if (row) return { titleId: row.id, confidence: 1 };
    }
    return this.byNameAndYear(ref);
  }

  private async byNameAndYear(ref: TitleRef) {
    const index = await this.index();
    const candidates = new Map<number, NamedTitle>();
    for (const name of [ref.name, ref.originalName])
      for (const t of (name && index.get(foldName(name))) || []) if (!ref.mediaType || t.type === ref.mediaType) candidates.set(t.id, t);
    if (!candidates.size) return null;
    const all = [...candidates.values()];
    if (ref.year === null) {
      // no year: only a name that a single title carries is a match
      return all.length === 1 ? { titleId: all[0]!.id, confidence: 0.5 } : null;
    }
    const exact = all.filter((t) => t.year === ref.year);
    if (exact.length) return { titleId: mostPopular(exact).id, confidence: 1 };
    const near = all.filter((t) => t.year !== null && Math.abs(t.year - ref.year!) === 1);
    if (near.length) return { titleId: mostPopular(near).id, confidence: 0.7 };
    return null;
  }

  private async index() {
    if (this.byName) return this.byName;
    const map = new Map<string, NamedTitle[]>();
    const add = (name: string | null, t: NamedTitle) => {
      if (!name) return;
      const key = foldName(name);
      const list = map.get(key);
      if (!list) map.set(key, [t]);
      else if (!list.includes(t)) list.push(t);
    };
    for (const row of await titleNames(this.db)) {
      const t = { id: row.id, type: row.type, year: row.year, popularity: Number(row.popularity) };
      add(row.name, t);
      add(row.original_name, t);
    }
    this.byName = map;
    return map;
  }
}

const mostPopular = (titles: NamedTitle[]) => titles.reduce((a, b) => (b.popularity > a.popularity ? b : a));
