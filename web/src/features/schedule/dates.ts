import { dateTimeFormat } from '../../shell/locale';

// Calendar days as YYYY-MM-DD strings: the schedule's dates are days, not instants, so they are
// shifted and shown in UTC and never move with the browser's offset. They are written in the site's
// language, as every other page writes them (shell/locale.ts).

export function addDays(date: string, days: number) {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export const isDate = (value: string | null): value is string =>
  !!value && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && addDays(value, 0) === value;

const utc = (date: string) => new Date(`${date}T00:00:00Z`);

export const weekdayName = (date: string) => dateTimeFormat({ weekday: 'long', timeZone: 'UTC' }).format(utc(date));

export const dayAndMonth = (date: string) => dateTimeFormat({ day: 'numeric', month: 'short', timeZone: 'UTC' }).format(utc(date));

/** "18 Nov – 8 Dec 2026", as the locale writes a range. */
export const dateRange = (from: string, to: string) =>
  dateTimeFormat({ day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).formatRange(utc(from), utc(to));

/** The browser's IANA time zone (UTC if it cannot tell). */
export const browserTimezone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
