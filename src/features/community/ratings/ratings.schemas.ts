import { z } from 'zod';
import { pageQuery } from '../../../http/pagination';
import { id, page, timestamp } from '../../../http/response-schemas';
import { catalogueItem, positiveId } from '../profiles/community-common';
import { lazySchema } from '../../../http/lazy-schema';

export const rateableTypes = ['title', 'episode'] as const;

export const ratingValue = lazySchema(() =>
  z.coerce
    .number({ error: 'The rating must be a number from 1 to 10.' })
    .int('The rating must be a whole number from 1 to 10.')
    .min(1, 'The rating must be a number from 1 to 10.')
    .max(10, 'The rating must be a number from 1 to 10.'),
);

export const rateBody = lazySchema(() =>
  z.object({
    rateable: z.enum(rateableTypes, { error: 'The rateable must be title or episode.' }),
    id: positiveId,
    rating: ratingValue,
  }),
);
export type RateBody = z.infer<typeof rateBody>;

export const rateParams = lazySchema(() => z.object({ type: z.enum(rateableTypes), id: positiveId }));

export const ratingsQuery = lazySchema(() => pageQuery.extend({ type: z.enum(rateableTypes).optional() }));
export type RatingsQuery = z.infer<typeof ratingsQuery>;

/** A rating as presentRating writes it. */
export const rating = lazySchema(() =>
  z.looseObject({
    id,
    rateable_type: z.enum(rateableTypes),
    rateable_id: id,
    rating: z.int(),
    created_at: timestamp,
    updated_at: timestamp,
  }),
);

/** The rated item's local average and vote count after the change. */
export const ratingStats = {
  local_rating: z.number().nullable().meta({ description: "The average of this site's users' ratings (null when none is left)." }),
  local_vote_count: z.int(),
};

export const itemState = lazySchema(() =>
  z.looseObject({
    ...ratingStats,
    user_rating: z.number().nullable(),
    in_watchlist: z.boolean(),
    user_list_ids: z.array(id).meta({ description: "The viewer's lists (not the watchlist) that hold the item." }),
  }),
);

/** GET users/me/ratings: newest first, each with its title or episode (null when that was deleted). */
export const myRatingsBody = lazySchema(() => z.looseObject({ pagination: page(rating.extend({ item: catalogueItem.nullable() })) }));
