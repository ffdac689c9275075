import { z } from 'zod';
import { pageQuery } from '../../../http/pagination';
import { positiveId } from '../profiles/community-common';

export const rateableTypes = ['title', 'episode'] as const;

export const ratingValue = z.coerce
  .number({ error: 'The rating must be a number from 1 to 10.' })
  .int('The rating must be a whole number from 1 to 10.')
  .min(1, 'The rating must be a number from 1 to 10.')
  .max(10, 'The rating must be a number from 1 to 10.');

export const rateBody = z.object({
  rateable: z.enum(rateableTypes, { error: 'The rateable must be title or episode.' }),
  id: positiveId,
  rating: ratingValue,
});
export type RateBody = z.infer<typeof rateBody>;

export const rateParams = z.object({ type: z.enum(rateableTypes), id: positiveId });

export const ratingsQuery = pageQuery.extend({ type: z.enum(rateableTypes).optional() });
export type RatingsQuery = z.infer<typeof ratingsQuery>;
