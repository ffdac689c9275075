import { CLIENT_ERROR_LIMITS, DEFAULT_ERROR_SAMPLE_RATE } from '../../../src/shared/client-errors.limits';
import type { ClientErrorReport } from '../../../src/shared/client-errors.schemas';
import { bootstrapStore, getSetting } from './bootstrap';

// Uncaught errors and unhandled rejections in the browser, sampled (spec section 9: trace sample
// rate 0.2, the logging.client_error_sample_rate setting) and posted to the admin error log.

/** At most this many reports leave one page load, however often an error repeats. */
const MAX_REPORTS_PER_PAGE = 10;

/** Whether this error is reported: `rate` of them are (0 = none, 1 = all). */
export function shouldSample(rate: number, random: () => number = Math.random) {
  if (!Number.isFinite(rate) || rate <= 0) return false;
  return rate >= 1 || random() < rate;
}

/** The setting, or the spec's 0.2 when the server sent none; out-of-range values are clamped. */
export function sampleRateOf(value: unknown) {
  const rate = typeof value === 'number' ? value : DEFAULT_ERROR_SAMPLE_RATE;
  return Math.min(1, Math.max(0, Number.isFinite(rate) ? rate : DEFAULT_ERROR_SAMPLE_RATE));
}

const cut = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);

/** The report for a thrown value (an Error or anything else a promise was rejected with). */
export function toReport(kind: ClientErrorReport['kind'], thrown: unknown, page: string, release: string): ClientErrorReport | null {
  const error = thrown instanceof Error ? thrown : null;
  let message = error ? error.message : typeof thrown === 'string' ? thrown : safeJson(thrown);
  message = message.trim() || (error?.name ?? '');
  if (!message) return null;
  return {
    kind,
    name: error ? cut(error.name || 'Error', 100) : undefined,
    message: cut(message, CLIENT_ERROR_LIMITS.message),
    stack: error?.stack ? cut(error.stack, CLIENT_ERROR_LIMITS.stack) : undefined,
    url: cut(page, CLIENT_ERROR_LIMITS.url),
    release: cut(release, CLIENT_ERROR_LIMITS.release),
  };
}

function safeJson(value: unknown) {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

interface ReportingOptions {
  /** Read at each error, so a settings change applies without a reload. */
  sampleRate: () => number;
  release: string;
  send?: (report: ClientErrorReport) => void;
  random?: () => number;
}

/** The one POST: keepalive so a report sent while the page unloads still arrives; failures are dropped. */
function post(report: ClientErrorReport) {
  void fetch('/api/v1/client-errors', {
    method: 'POST',
    keepalive: true,
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(report),
  }).catch(() => undefined);
}

/** Listens on `window` for the page's lifetime; returns the function that stops it (for tests). */
export function installErrorReporting({ sampleRate, release, send = post, random = Math.random }: ReportingOptions) {
  const seen = new Set<string>();
  const report = (kind: ClientErrorReport['kind'], thrown: unknown) => {
    try {
      if (seen.size >= MAX_REPORTS_PER_PAGE || !shouldSample(sampleRate(), random)) return;
      const body = toReport(kind, thrown, location.origin + location.pathname, release);
      if (!body) return;
      const key = `${body.message}\n${body.stack ?? ''}`;
      if (seen.has(key)) return;
      seen.add(key);
      send(body);
    } catch {
      // reporting must never add an error of its own
    }
  };
  // a cross-origin script's error arrives as "Script error." with no error object: nothing to report
  const onError = (e: ErrorEvent) => e.error !== undefined && e.error !== null && report('error', e.error);
  const onRejection = (e: PromiseRejectionEvent) => report('unhandledrejection', e.reason);
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  };
}

/** The app's reporting: the public setting's rate and the release the bundle was built as. */
export function startErrorReporting() {
  return installErrorReporting({
    sampleRate: () => sampleRateOf(getSetting(bootstrapStore.get().settings, 'logging.client_error_sample_rate')),
    release: String(import.meta.env.MARQUEE_RELEASE ?? 'dev'),
  });
}
