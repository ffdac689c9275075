import { z } from 'zod';

// A browser's report of an uncaught error or unhandled rejection (POST client-errors). The web
// trims to these limits before sending; the server refuses anything larger.

export const CLIENT_ERROR_LIMITS = { message: 1000, stack: 8000, url: 2000, release: 64 } as const;
/** The whole request body, bytes: a report over this is refused unread. */
export const CLIENT_ERROR_MAX_BYTES = 16 * 1024;
/** Spec section 9: the error-reporting trace sample rate. */
export const DEFAULT_ERROR_SAMPLE_RATE = 0.2;

export const clientErrorSchema = z.object({
  kind: z.enum(['error', 'unhandledrejection']),
  name: z.string().trim().max(100).optional(),
  message: z.string().trim().min(1, 'The message is required.').max(CLIENT_ERROR_LIMITS.message),
  stack: z.string().max(CLIENT_ERROR_LIMITS.stack).optional(),
  url: z
    .string()
    .trim()
    .max(CLIENT_ERROR_LIMITS.url)
    .refine((v) => /^https?:\/\//i.test(v) && URL.canParse(v), 'The page must be an http(s) URL.'),
  release: z.string().trim().max(CLIENT_ERROR_LIMITS.release).optional(),
});
export type ClientErrorReport = z.infer<typeof clientErrorSchema>;
