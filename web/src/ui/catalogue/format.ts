import { trans } from '../../shell/i18n';

// Small display helpers shared by catalogue pages.

export function formatRuntime(minutes: number | null | undefined) {
  if (!minutes) return null;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h ? (m ? `${h}h ${m}m` : `${h}h`) : `${m}m`;
}

/** Date formatters by style and zone, built once each (a card row formats a date per card). */
const dateFormats = new Map<string, Intl.DateTimeFormat>();

export function formatDate(iso: string | null | undefined, style: 'long' | 'medium' = 'medium') {
  if (!iso) return null;
  const dateOnly = iso.length === 10;
  const date = new Date(dateOnly ? `${iso}T00:00:00Z` : iso);
  if (Number.isNaN(date.getTime())) return null;
  const key = `${style}${dateOnly ? ' UTC' : ''}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(undefined, { dateStyle: style, timeZone: dateOnly ? 'UTC' : undefined });
    dateFormats.set(key, format);
  }
  return format.format(date);
}

export const yearOf = (t: { year?: number | null; release_date?: string | null }) =>
  t.year ?? (t.release_date ? Number(t.release_date.slice(0, 4)) : null);

export const typeLabel = (type: string) => (type === 'series' ? trans('Series') : trans('Movie'));

export const episodeCode = (season: number, episode: number) => `S${season} · E${episode}`;

/** Department keys as headings: 'cast' -> 'Cast', 'visual-effects' -> 'Visual effects'. */
export const departmentLabel = (d: string) => trans(d.replace(/[-_]/g, ' ').replace(/^./, (c) => c.toUpperCase()));
