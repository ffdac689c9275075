import type { Cache } from '../../../platform/cache';

/** Cache tag of every signed-in user's cached access (src/http/auth.ts) that plan and seat grants feed. */
export const GRANTS_TAG = 'grants';

/**
 * Plan or seat grants may have changed (a subscription stored, a plan edited, a workspace's members
 * or owner changed): drops every user's cached access here at once, and in the other processes
 * through the fleet sync (within about a second). Billing writes are rare next to reads.
 */
export const grantsChanged = (cache: Cache) => cache.invalidate(GRANTS_TAG);
