import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';
import type { AppEnv } from './app-env';
import { ProviderError } from '../platform/provider-failure';
import { recordError } from './error-log.queries';
import { AppError, describeException, type ErrorBody, errorResponse, validationError, zodToFieldErrors } from './errors';

/**
 * The one error translator: AppError -> its status and body; zod errors -> 422; malformed JSON -> 400;
 * anything else -> 500 with no internals (debug mode adds the exception for the web error viewer).
 */
export async function renderError(err: Error, c: Context<AppEnv>) {
  if (err instanceof z.ZodError) err = validationError(zodToFieldErrors(err));
  if (err instanceof ProviderError) {
    // the provider's own words (status, code, body) are for the operator's log, with the request id
    (c.get('log') ?? c.var.services?.logger)?.warn({ provider: err.provider, status: err.status, err: err.cause ?? err }, err.message);
  }
  if (err instanceof AppError) {
    const body: ErrorBody = { message: err.message };
    if (err.errors) body.errors = err.errors;
    return errorResponse(c, err.status, body, err.headers);
  }
  if (err instanceof HTTPException) {
    const status = err.status as ContentfulStatusCode;
    const message = status === 400 ? 'Malformed request body.' : err.message || 'Request failed.';
    return errorResponse(c, status, { message });
  }
  if (err instanceof SyntaxError && /JSON/i.test(err.message)) {
    return errorResponse(c, 400, { message: 'Malformed JSON in request body.' });
  }

  const log = c.get('log') ?? c.var.services?.logger;
  if (isDataException(err)) {
    // PostgreSQL refusing a value from the request (a number past an integer column, a NUL byte in
    // text...) that SQLite would have taken: the input's fault, not the server's
    log?.warn({ err }, 'value refused by the database');
    return errorResponse(c, 422, { message: 'A value in the request is out of range or not allowed.' });
  }
  log?.error({ err }, 'unhandled error');
  try {
    await recordError(c.var.db, {
      level: 'error',
      message: err.message.slice(0, 5000),
      exception: JSON.stringify(describeException(err)),
      request_id: c.get('requestId') ?? null,
      method: c.req.method,
      url: c.req.url.slice(0, 2000),
      user_id: c.get('auth')?.user?.id ?? null,
    });
  } catch {
    // the error log must never turn one failure into two
  }
  const body: ErrorBody = { message: 'There was an issue. Please try again.' };
  if (c.var.config?.APP_DEBUG) body.exception = describeException(err);
  return errorResponse(c, 500, body);
}

/** PostgreSQL's class 22, "data exception" (22003 numeric value out of range, 22021 NUL in text...). */
function isDataException(err: Error) {
  const code = (err as Error & { code?: unknown }).code;
  return typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code);
}
