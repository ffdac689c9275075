// The limits of a browser's error report (POST client-errors), apart from its zod schema: the web's
// error reporting runs on every page and needs only these numbers, not zod (issue 18: the schemas
// chunk is 22 KB gzip that a guest's home page had to fetch and run).

export const CLIENT_ERROR_LIMITS = { message: 1000, stack: 8000, url: 2000, release: 64 } as const;
/** The whole request body, bytes: a report over this is refused unread. */
export const CLIENT_ERROR_MAX_BYTES = 16 * 1024;
/** Spec section 9: the error-reporting trace sample rate. */
export const DEFAULT_ERROR_SAMPLE_RATE = 0.2;
