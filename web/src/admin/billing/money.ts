// Prices are stored in minor units (cents); admins type major units ("9.99").

export function currencyDigits(currency: string) {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/** "9.99" in USD -> 999; null when the text is not a non-negative amount with at most the currency's decimals. */
export function toMinor(text: string, currency: string): number | null {
  const digits = currencyDigits(currency);
  const clean = text.trim().replace(',', '.');
  const pattern = digits > 0 ? new RegExp(`^\\d{1,9}(\\.\\d{0,${digits}})?$`) : /^\d{1,9}$/;
  if (!pattern.test(clean)) return null;
  const [whole, fraction = ''] = clean.split('.');
  return Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, '0') || 0);
}

/** 999 in USD -> "9.99" (for the amount input). */
export function toMajor(minor: number, currency: string) {
  const digits = currencyDigits(currency);
  return (minor / 10 ** digits).toFixed(digits);
}
