import { bootstrapStore } from './bootstrap';
import { trans } from './i18n';

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** '3 minutes ago', 'yesterday'...; under a minute it reads 'a few seconds ago'. */
export function relativeTime(date: string | number | Date, now: Date = new Date(), language = bootstrapStore.get().i18n.language) {
  const then = new Date(date).getTime();
  if (Number.isNaN(then)) return '';
  const seconds = Math.round((then - now.getTime()) / 1000);
  if (Math.abs(seconds) < 60) return trans('a few seconds ago');
  const rtf = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return rtf.format(Math.trunc(seconds / size), unit);
  }
  return rtf.format(Math.trunc(seconds / 60), 'minute');
}
