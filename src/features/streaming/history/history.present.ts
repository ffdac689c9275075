import type { HistoryRow } from './history.queries';

/** One diary entry as the API shows it. */
export const presentHistoryEntry = (r: HistoryRow) => ({
  id: r.id,
  watched_at: r.watched_at,
  source: r.source,
  rewatch: !!r.rewatch,
  rating: r.rating,
  title: { id: r.title_id, name: r.title_name, slug: r.title_slug, type: r.title_type, year: r.title_year, poster: r.poster },
  episode: r.episode_id
    ? { id: r.episode_id, name: r.episode_name, season_number: r.season_number, episode_number: r.episode_number }
    : null,
});
