const DAY_SECONDS = 24 * 60 * 60;

export function getCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

/** Sets a cookie on path / (spec default lifetime 7 days). */
export function setCookie(name: string, value: string, days = 7) {
  if (typeof document === 'undefined') return;
  document.cookie = `${name}=${encodeURIComponent(value)}; max-age=${Math.round(days * DAY_SECONDS)}; path=/; samesite=lax`;
}
