// A small TMDB v3 client: API key (v3 key as `api_key`, or a v4 read token as Bearer), a sliding
// window rate limit below TMDB's ~50 requests/second ceiling, and retries on 429 (Retry-After)
// and 5xx. Image downloads share the limiter. Every request has a timeout; a TMDB that stays
// unreachable, silent or broken after the retries becomes a ProviderError (503/504/502) naming TMDB.

import { ProviderError, providerJson, unanswered } from '../../../platform/provider-failure';

const TMDB_ADVICE = {
  unreachable: "Check this server's internet connection, then try the import again.",
  timeout: 'Try the import again in a few minutes.',
};

export const TMDB_API_BASE = 'https://api.themoviedb.org/3';
export const TMDB_IMAGE_BASE = 'https://image.tmdb.org/t/p';

export class TmdbError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'TmdbError';
  }
}

export interface TmdbClientOptions {
  apiKey: string;
  apiBase?: string;
  imageBase?: string;
  /** At most this many requests per window (default 40 per 10 s). */
  maxRequests?: number;
  windowMs?: number;
  maxRetries?: number;
  /** How long one request may take (default 15 s). */
  timeoutMs?: number;
  sleep?: (ms: number) => Promise<void>;
  fetch?: typeof fetch;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export class TmdbClient {
  private readonly sent: number[] = [];
  private readonly opts: Required<Omit<TmdbClientOptions, 'fetch'>> & { fetch?: typeof fetch };
  /** Requests made (including retries), for logs and tests. */
  requests = 0;

  constructor(opts: TmdbClientOptions) {
    this.opts = {
      apiBase: TMDB_API_BASE,
      imageBase: TMDB_IMAGE_BASE,
      maxRequests: 40,
      windowMs: 10_000,
      maxRetries: 4,
      timeoutMs: 15_000,
      sleep: defaultSleep,
      ...opts,
    };
  }

  /** Waits until one more request fits in the window. */
  private async slot() {
    for (;;) {
      const now = Date.now();
      while (this.sent.length && this.sent[0]! <= now - this.opts.windowMs) this.sent.shift();
      if (this.sent.length < this.opts.maxRequests) {
        this.sent.push(now);
        return;
      }
      await this.opts.sleep(this.sent[0]! + this.opts.windowMs - now + 5);
    }
  }

  private async request(url: URL, headers: Record<string, string>): Promise<Response> {
    const doFetch = this.opts.fetch ?? fetch;
    for (let attempt = 0; ; attempt++) {
      await this.slot();
      this.requests += 1;
      let res: Response;
      try {
        res = await doFetch(url, { headers, signal: AbortSignal.timeout(this.opts.timeoutMs) });
      } catch (err) {
        if (attempt >= this.opts.maxRetries) throw unanswered('TMDB', TMDB_ADVICE, err);
        await this.opts.sleep(1000 * 2 ** attempt);
        continue;
      }
      if ((res.status === 429 || res.status >= 500) && attempt < this.opts.maxRetries) {
        const retryAfter = Number(res.headers.get('retry-after'));
        await res.body?.cancel();
        await this.opts.sleep(Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter * 1000 : 1000 * 2 ** attempt);
        continue;
      }
      return res;
    }
  }

  /** GET an API path such as `/movie/550` with query parameters; throws TmdbError on failure. */
  async get<T>(pathname: string, params: Record<string, string | number | undefined> = {}): Promise<T> {
    const url = new URL(this.opts.apiBase + pathname);
    const headers: Record<string, string> = { accept: 'application/json' };
    // v4 read access tokens are JWTs; v3 keys are 32 hex characters
    if (this.opts.apiKey.split('.').length === 3) headers.authorization = `Bearer ${this.opts.apiKey}`;
    else url.searchParams.set('api_key', this.opts.apiKey);
    for (const [k, v] of Object.entries(params)) if (v !== undefined) url.searchParams.set(k, String(v));
    const res = await this.request(url, headers);
    if (!res.ok) throw await tmdbFailure(res, pathname);
    return providerJson<T>('TMDB', res, TMDB_ADVICE.timeout);
  }

  /** Downloads an image by its TMDB file path (e.g. `/abc.jpg`) at the given size. */
  async image(filePath: string, size = 'original'): Promise<Buffer> {
    if (!/^\/[\w.-]+\.(jpe?g|png|webp|svg)$/i.test(filePath)) throw new TmdbError(`Unexpected TMDB image path ${filePath}`, 0);
    const res = await this.request(new URL(`${this.opts.imageBase}/${size}${filePath}`), {});
    if (!res.ok) throw new TmdbError(`TMDB image ${filePath} answered ${res.status}`, res.status);
    return Buffer.from(await res.arrayBuffer());
  }
}

/**
 * A refusal as the error to report: an unknown id stays a TmdbError (404, TMDB's own words); a
 * refused key, the rate limit or a failing TMDB is a ProviderError that says what to do.
 */
async function tmdbFailure(res: Response, pathname: string) {
  let said = '';
  try {
    said = ((await res.json()) as { status_message?: string }).status_message ?? '';
  } catch {
    // not JSON: the status says enough
  }
  if (res.status === 404) return new TmdbError(said ? `TMDB: ${said}` : `TMDB answered 404 for ${pathname}`, 404);
  const cause = new TmdbError(`TMDB answered ${res.status} for ${pathname}${said ? `: ${said}` : ''}`, res.status);
  if (res.status === 401)
    return new ProviderError(
      'TMDB',
      502,
      'TMDB refused the API key: check the TMDB API key in Settings → Content → TMDB import (or TMDB_API_KEY).',
      cause,
    );
  if (res.status === 429)
    return new ProviderError('TMDB', 503, 'TMDB is limiting requests from this server. Try the import again in a few minutes.', cause);
  return new ProviderError(
    'TMDB',
    502,
    `TMDB answered ${res.status}${said ? ` (${said})` : ''}. Try the import again in a few minutes; if it keeps failing, check TMDB's status page.`,
    cause,
  );
}
