import { z } from 'zod';
import { id, text, timestamp } from '../../../http/response-schemas';
import { titleSummary } from '../../catalogue/common/present.schemas';
import { lazySchema } from '../../../http/lazy-schema';

/** GET users/me/continue-watching (plays.continue.ts): the videos to pick up again, most recently watched first. */
export const continueWatchingBody = lazySchema(() =>
  z.looseObject({
    items: z.array(
      z.looseObject({
        title: titleSummary.pick({ id: true, name: true, slug: true, type: true, poster: true, backdrop: true }),
        video: z.looseObject({
          id,
          name: z.string(),
          thumbnail: text,
          season_number: z.int().nullable(),
          episode_number: z.int().nullable(),
        }),
        position_seconds: z.number().meta({ description: 'Where to resume (0: the next episode, from its start).' }),
        duration_seconds: z.number().nullable(),
        progress: z.number().nullable().meta({ description: 'position / duration, 0..1 (null when the duration is unknown).' }),
        updated_at: timestamp,
      }),
    ),
  }),
);
