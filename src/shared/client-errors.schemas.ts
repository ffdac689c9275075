import { z } from 'zod';
import { CLIENT_ERROR_LIMITS } from './client-errors.limits';

// A browser's report of an uncaught error or unhandled rejection (POST client-errors). The web
// trims to these limits before sending; the server refuses anything larger.

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
