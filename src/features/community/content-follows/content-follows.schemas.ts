import { z } from 'zod';
import { countedPage, id, text, timestamp } from '../../../http/response-schemas';

/** The profile's Following tab: titles or people as catalogue cards (the fields both have here), newest follow first. */
export const followedContentPage = z.looseObject({
  pagination: countedPage(
    z
      .looseObject({ id, name: z.string(), slug: z.string(), poster: text, popularity: z.number(), followed_at: timestamp })
      .meta({ description: 'A title or a person as the catalogue lists it (by `type`), with when the user followed it.' }),
  ),
});
