/** A log time in the admin's locale, to the second. */
export function formatLogTime(iso: string) {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' }).format(d);
}

export function formatDuration(ms: number | null) {
  if (ms === null) return '—';
  return ms < 1000 ? `${ms} ms` : `${(ms / 1000).toFixed(ms < 10_000 ? 1 : 0)} s`;
}

export type Tone = 'neutral' | 'positive' | 'warning' | 'danger';

/** Status and level words to badge colours. */
export function toneOf(word: string): Tone {
  if (['completed', 'success', 'sent', 'ok'].includes(word)) return 'positive';
  if (['failed', 'error', 'fatal'].includes(word)) return 'danger';
  if (['warn', 'warning', 'running', 'skipped'].includes(word)) return 'warning';
  return 'neutral';
}

/** Saves the newest error log file, or says why there is none (the server answers 404 with a message). */
export async function downloadLatestErrorLog(url: string): Promise<string | null> {
  const res = await fetch(url, { credentials: 'include' });
  if (!res.ok) {
    const body = (await res.json().catch(() => ({}))) as { message?: string };
    return body.message ?? 'There was an issue. Please try again.';
  }
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'error.log';
  const href = URL.createObjectURL(await res.blob());
  const a = Object.assign(document.createElement('a'), { href, download: name });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
  return null;
}
