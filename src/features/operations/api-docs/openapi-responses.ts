import { z } from 'zod';
import { lazySchema } from '../../../http/lazy-schema';
import { id, page } from '../../../http/response-schemas';
import { personDetail, personSummary, titleDetail, titleSummary } from '../../catalogue/common/present.schemas';
import { list, listWithItems } from '../../community/lists/lists.schemas';
import { watchlistAdded, watchlistIds, watchlistRemoved } from '../../community/watchlist/watchlist.schemas';
import { itemState, rating, ratingStats } from '../../community/ratings/ratings.schemas';
import { bootstrapData, login, register } from '../../accounts/auth/auth.schemas';
import { userAnswer } from '../../accounts/users/users.schemas';

// Success bodies of the main domains, as their presenters write them (the other operations declare
// theirs at the route: src/http/responds.ts). openapi.test.ts checks these against real answers.

const searchResults = lazySchema(() =>
  z.looseObject({
    query: z.string(),
    // one array per searchable type the viewer may see; modules add types (lists, news…)
    results: z
      .object({ titles: z.array(titleSummary).optional(), people: z.array(personSummary).optional() })
      .catchall(z.array(z.looseObject({ id }))),
  }),
);

const responses: Record<string, () => z.ZodType> = {
  'GET /api/v1/titles': () => z.looseObject({ pagination: page(titleSummary) }),
  'POST /api/v1/titles': () => z.looseObject({ title: titleDetail }),
  'GET /api/v1/titles/{id}': () => z.looseObject({ title: titleDetail }),
  'PUT /api/v1/titles/{id}': () => z.looseObject({ title: titleDetail }),
  'GET /api/v1/titles/{id}/related': () => z.looseObject({ titles: z.array(titleSummary) }),
  'GET /api/v1/people': () => z.looseObject({ pagination: page(personSummary) }),
  'POST /api/v1/people': () => z.looseObject({ person: personDetail }),
  'GET /api/v1/people/{id}': () => z.looseObject({ person: personDetail }),
  'GET /api/v1/lists': () => z.looseObject({ pagination: page(list) }),
  'POST /api/v1/lists': () => z.looseObject({ list }),
  'GET /api/v1/lists/{id}': () => listWithItems,
  'GET /api/v1/users/me/lists': () => z.looseObject({ lists: z.array(list) }),
  'PUT /api/v1/lists/{id}': () => z.looseObject({ list }),
  'GET /api/v1/users/me/watchlist': () => listWithItems,
  'GET /api/v1/users/me/watchlist/ids': () => watchlistIds,
  'POST /api/v1/users/me/watchlist': () => watchlistAdded,
  'DELETE /api/v1/users/me/watchlist': () => watchlistRemoved,
  'POST /api/v1/users/me/ratings': () => z.looseObject({ rating, ...ratingStats }),
  'DELETE /api/v1/users/me/ratings/{type}/{id}': () => z.looseObject({ removed: z.boolean(), ...ratingStats }),
  'GET /api/v1/item-state/{type}/{id}': () => itemState,
  // users/me is users/{id} with the id `me`; another user's id answers the same shape
  'GET /api/v1/users/{id}': () => userAnswer,
  'GET /api/v1/bootstrap-data': () => bootstrapData,
  'GET /api/v1/search/{query}': () => searchResults,
  'POST /api/v1/auth/login': () => login,
  'POST /auth/login': () => login,
  'POST /api/v1/auth/register': () => register,
  'POST /auth/register': () => register,
};

/** Declared success bodies by `METHOD /path` (OpenAPI form); every other operation answers a JSON object. */
export const RESPONSES: Record<string, z.ZodType> = Object.fromEntries(
  Object.entries(responses).map(([key, schema]) => [key, lazySchema(schema)]),
);

export const responseSchemaOf = (method: string, path: string): z.ZodType | undefined => RESPONSES[`${method} ${path}`];
