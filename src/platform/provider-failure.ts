import { AppError } from '../http/errors';

// An outside service (Stripe, PayPal, TMDB, the mail server, the S3 endpoint, reCAPTCHA) that
// failed: 503 when it could not be reached, 504 when it did not answer in time, 502 when it
// answered with an error or something unreadable. The message names the service and what to do;
// the service's own error stays in `cause`, which the error handler logs with the request id.

export type ProviderStatus = 502 | 503 | 504;

export class ProviderError extends AppError {
  constructor(
    readonly provider: string,
    status: ProviderStatus,
    message: string,
    cause?: unknown,
  ) {
    super(status, message, undefined, 'provider_failed');
    this.name = 'ProviderError';
    if (cause !== undefined) this.cause = cause;
  }
}

/** What to do when the provider could not be reached, and when it did not answer in time. */
export interface ProviderAdvice {
  unreachable: string;
  timeout: string;
}

/** True for fetch's and AbortSignal.timeout's way of saying the time ran out. */
const isTimeout = (err: unknown) => {
  const name = (err as Error | null)?.name;
  const code = (err as { code?: string } | null)?.code;
  return name === 'TimeoutError' || code === 'ETIMEDOUT' || code === 'ETIMEOUT';
};

/** A failure to get any answer at all: 504 if the time ran out, else 503. */
export function unanswered(provider: string, advice: ProviderAdvice, err: unknown) {
  return isTimeout(err)
    ? new ProviderError(provider, 504, `${provider} did not answer in time. ${advice.timeout}`, err)
    : new ProviderError(provider, 503, `${provider} could not be reached. ${advice.unreachable}`, err);
}

/**
 * fetch with a timeout: no answer becomes a ProviderError (503/504). Error statuses are the
 * caller's to read, since each provider says different things about them.
 */
export async function providerFetch(provider: string, advice: ProviderAdvice, url: string | URL, init: RequestInit, timeoutMs: number) {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (err) {
    throw unanswered(provider, advice, err);
  }
}

/** Reads a JSON answer; anything else is a 502 naming the provider. */
export async function providerJson<T>(provider: string, res: Response, advice: string): Promise<T> {
  let text: string;
  try {
    text = await res.text();
  } catch (err) {
    throw unanswered(provider, { unreachable: advice, timeout: advice }, err);
  }
  try {
    return JSON.parse(text) as T;
  } catch (err) {
    throw new ProviderError(provider, 502, `${provider} sent an answer that is not JSON. ${advice}`, err);
  }
}
