import { trans } from '../../shell/i18n';
import { dateTimeFormat } from '../../shell/locale';

// Small display helpers shared by catalogue pages.

export function formatRuntime(minutes: number | null | undefined) {
  if (!minutes) return null;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h ? (m ? `${h}h ${m}m` : `${h}h`) : `${m}m`;
}

/** A date in the display locale: a day ('2024-03-12') as it is, a moment in the display zone. */
export function formatDate(iso: string | null | undefined, style: 'long' | 'medium' = 'medium') {
  if (!iso) return null;
  const dateOnly = iso.length === 10;
  const date = new Date(dateOnly ? `${iso}T00:00:00Z` : iso);
  if (Number.isNaN(date.getTime())) return null;
  return dateTimeFormat(dateOnly ? { dateStyle: style, timeZone: 'UTC' } : { dateStyle: style }).format(date);
}

export const yearOf = (t: { year?: number | null; release_date?: string | null }) =>
  t.year ?? (t.release_date ? Number(t.release_date.slice(0, 4)) : null);

export const typeLabel = (type: string) => (type === 'series' ? trans('Series') : trans('Movie'));

export const episodeCode = (season: number, episode: number) => `S${season} · E${episode}`;

/** Department keys as headings: 'cast' -> 'Cast', 'visual-effects' -> 'Visual effects'. */
export const departmentLabel = (d: string) => trans(d.replace(/[-_]/g, ' ').replace(/^./, (c) => c.toUpperCase()));
