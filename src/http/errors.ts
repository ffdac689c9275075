import fs from 'node:fs';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';
import type { DebugException, DebugFrame, ErrorBody, FieldErrors } from '../shared/errors';

export type { DebugException, ErrorBody, FieldErrors };

/** The one error type: rendered as the spec's body `{ message, errors }` with its status. */
export class AppError extends Error {
  constructor(
    public readonly status: ContentfulStatusCode,
    message: string,
    public readonly errors?: FieldErrors,
    public readonly code?: string,
    public readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message = 'Bad request.') => new AppError(400, message);
export const unauthenticated = (message = 'Unauthenticated.') => new AppError(401, message, undefined, 'unauthenticated');
export const forbidden = (message = "You don't have required permissions for this action.") =>
  new AppError(403, message, undefined, 'forbidden');
export const notFound = (message = 'Not found.') => new AppError(404, message, undefined, 'not_found');
export const conflict = (message: string) => new AppError(409, message, undefined, 'conflict');
export const tooManyRequests = (retryAfterSeconds: number, message = 'Too many attempts. Please try again later.') =>
  new AppError(429, message, undefined, 'rate_limited', { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) });

/** 422 with field errors; the message is the first field's first message, as clients show it. */
export function validationError(errors: FieldErrors, message?: string) {
  const first = Object.values(errors)[0]?.[0];
  return new AppError(422, message ?? first ?? 'The given data was invalid.', errors, 'validation');
}

export function zodToFieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : 'body';
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}

const FRAME = /^\s*at (?:(.+?) \()?(?:file:\/\/)?([^()]+?):(\d+):(\d+)\)?$/;

/** Parses a V8 stack into frames; app frames carry a code snippet around the failing line. */
export function describeException(err: Error): DebugException {
  const frames: DebugFrame[] = [];
  for (const raw of (err.stack ?? '').split('\n').slice(1)) {
    const m = FRAME.exec(raw);
    if (!m) continue;
    const file = m[2]!;
    const line = Number(m[3]);
    const vendor = file.includes('node_modules') || file.startsWith('node:');
    const frame: DebugFrame = { file, line, column: Number(m[4]), method: m[1] ?? null, vendor };
    if (!vendor) frame.snippet = readSnippet(file, line);
    frames.push(frame);
  }
  const top = frames.find((f) => !f.vendor) ?? frames[0];
  return { name: err.name, message: err.message, file: top?.file ?? null, line: top?.line ?? null, frames };
}

function readSnippet(file: string, line: number) {
  try {
    const lines = fs.readFileSync(file, 'utf8').split('\n');
    const start = Math.max(1, line - 6);
    return { start, lines: lines.slice(start - 1, line + 5) };
  } catch {
    return undefined;
  }
}

export function errorResponse(c: Context, status: ContentfulStatusCode, body: ErrorBody, headers?: Record<string, string>) {
  for (const [k, v] of Object.entries(headers ?? {})) c.header(k, v);
  return c.json(body, status);
}
