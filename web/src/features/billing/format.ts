import { amountPerInterval, type PriceLike } from '../../../../src/shared/plans.schemas';
import { trans } from '../../shell/i18n';
import { dateTimeFormat, numberFormat } from '../../shell/locale';

function minorDigits(currency: string) {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/** Minor units (cents) as a localized amount; whole amounts drop the ".00". */
export function formatMoney(minor: number, currency: string) {
  const digits = minorDigits(currency);
  const value = minor / 10 ** digits;
  const whole = Number.isInteger(value);
  try {
    return numberFormat({ style: 'currency', currency, minimumFractionDigits: whole ? 0 : digits, maximumFractionDigits: digits }).format(
      value,
    );
  } catch {
    return `${value.toFixed(whole ? 0 : digits)} ${currency}`;
  }
}

/** The price shown on a plan card: amount ÷ interval_count, per single interval (spec section 9). */
export const formatPricePerInterval = (p: PriceLike & { currency: string }) => formatMoney(amountPerInterval(p), p.currency);

export function intervalLabel(interval: string) {
  return interval === 'day' ? trans('day') : interval === 'year' ? trans('year') : trans('month');
}

/** "every 3 months" style text for a price's full billing period. */
export function periodLabel(p: PriceLike) {
  if (p.interval_count <= 1) return trans('per :interval', { interval: intervalLabel(p.interval) });
  const plural = p.interval === 'day' ? trans('days') : p.interval === 'year' ? trans('years') : trans('months');
  return trans('every :count :interval', { count: p.interval_count, interval: plural });
}

export function formatDate(iso: string | null | undefined) {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  // a moment (a renewal, a payment): in the viewer's zone, as every other page shows one
  return dateTimeFormat({ year: 'numeric', month: 'long', day: 'numeric' }).format(d);
}
