import { z } from 'zod';
import { lazySchema } from '../../../http/lazy-schema';

/** After following or unfollowing a user (or a title or person): the viewer's state and the new count. */
export const followState = lazySchema(() => z.looseObject({ is_following: z.boolean(), followers_count: z.int() }));
