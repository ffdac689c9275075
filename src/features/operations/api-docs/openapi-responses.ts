import { z } from 'zod';
import { id, page, text, timestamp } from '../../../http/response-schemas';
import { listLayouts, listSorts } from '../../community/lists/lists.schemas';

// Success bodies of the main domains, as their presenters write them (the other operations declare
// theirs at the route: src/http/responds.ts). openapi.test.ts checks these against real answers.

export const titleSummary = z.looseObject({
  id,
  type: z.enum(['movie', 'series']),
  name: z.string(),
  original_name: text,
  slug: z.string(),
  tagline: text,
  release_date: text,
  year: z.int().nullable(),
  runtime: z.int().nullable(),
  certification: text,
  status: text,
  language: text,
  popularity: z.number(),
  rating: z.number().nullable(),
  vote_count: z.int(),
  local_rating: z.number().nullable(),
  local_vote_count: z.int(),
  adult: z.boolean(),
  poster: text,
  backdrop: text,
  seasons_count: z.int(),
  episodes_count: z.int(),
  created_at: timestamp,
  updated_at: timestamp,
});

const tag = z.looseObject({ id, type: z.string(), name: z.string(), display_name: z.string() });

const image = z.looseObject({
  id,
  type: z.string(),
  url: z.string(),
  variants: z.record(z.string(), z.string()),
  width: z.int().nullable(),
  height: z.int().nullable(),
  order: z.int(),
});

const credit = z.looseObject({
  id,
  person_id: id,
  department: z.string(),
  job: text,
  character: text,
  order: z.int(),
  person: z.looseObject({ id, name: z.string(), slug: z.string(), poster: text }),
});

const season = z.looseObject({
  id,
  title_id: id,
  number: z.int(),
  name: z.string(),
  description: text,
  release_date: text,
  poster: text,
  episodes_count: z.int(),
});

const titleDetail = titleSummary.extend({
  description: text,
  budget: z.number().nullable(),
  revenue: z.number().nullable(),
  imdb_id: text,
  tmdb_id: z.int().nullable(),
  genres: z.array(tag),
  keywords: z.array(tag),
  countries: z.array(tag),
  images: z.array(image),
  credits: z.looseObject({ cast: z.array(credit), directors: z.array(credit), writers: z.array(credit), creators: z.array(credit) }),
  seasons: z.array(season),
});

const personSummary = z.looseObject({
  id,
  name: z.string(),
  slug: z.string(),
  birth_date: text,
  death_date: text,
  birth_place: text,
  gender: text,
  known_for: text,
  popularity: z.number(),
  poster: text,
  updated_at: timestamp,
});

/** A title as a person's credit shows it. */
const creditTitle = titleSummary.pick({
  id: true,
  name: true,
  slug: true,
  type: true,
  year: true,
  release_date: true,
  poster: true,
  backdrop: true,
  popularity: true,
  rating: true,
});

const personCredit = z.looseObject({
  id,
  department: z.string(),
  job: text,
  character: text,
  order: z.int(),
  season_number: z.int().nullable(),
  episode_number: z.int().nullable(),
  episode_name: text,
  title: creditTitle,
});

const personDetail = personSummary.extend({
  biography: text,
  imdb_id: text,
  tmdb_id: z.int().nullable(),
  known_for_titles: z.array(creditTitle),
  credits: z.record(z.string(), z.array(personCredit)),
  credits_count: z.int(),
  images: z.array(image),
});

const userSummary = z.looseObject({ id, name: z.string().nullable(), slug: z.string(), avatar: text });

const list = z.looseObject({
  id,
  user_id: id,
  name: z.string(),
  slug: z.string(),
  description: text,
  public: z.boolean(),
  is_watchlist: z.boolean(),
  workspace_id: id.nullable(),
  is_shared_watchlist: z.boolean(),
  layout: z.enum(listLayouts),
  sort: z.enum(listSorts),
  items_count: z.int(),
  created_at: timestamp,
  updated_at: timestamp,
  user: userSummary.optional(),
});

const listItem = z.looseObject({
  id,
  type: z.enum(['title', 'person', 'episode']),
  item_id: id,
  order: z.int(),
  added_at: timestamp,
  added_by: z.looseObject({ id, name: z.string() }).nullable(),
  item: z.looseObject({ id }).nullable(),
});

const user = z.looseObject({
  id,
  name: z.string().nullable(),
  email: z.string().meta({ format: 'email' }),
  image: text,
  email_verified_at: timestamp.nullable(),
  banned_at: timestamp.nullable(),
  language: text,
  timezone: text,
  roles: z.array(z.looseObject({ id, name: z.string() })),
  permissions: z.array(z.looseObject({ name: z.string(), restrictions: z.array(z.looseObject({})) })),
});

const bootstrapData = z.looseObject({
  base_url: z.string(),
  settings: z.looseObject({}),
  user: user.nullable(),
  guest_role: z.looseObject({}).nullable(),
  localizations: z.array(z.looseObject({})),
  workspaces: z.array(z.looseObject({})),
});

const searchResults = z.looseObject({
  query: z.string(),
  // one array per searchable type the viewer may see; modules add types (lists, news…)
  results: z
    .object({ titles: z.array(titleSummary).optional(), people: z.array(personSummary).optional() })
    .catchall(z.array(z.looseObject({ id }))),
});

const itemIds = z.looseObject({ title: z.array(id), episode: z.array(id), person: z.array(id) });

const ratingStats = { local_rating: z.number().nullable(), local_vote_count: z.int() };

const itemState = z.looseObject({
  ...ratingStats,
  user_rating: z.number().nullable(),
  in_watchlist: z.boolean(),
  user_list_ids: z.array(id),
});

const rating = z.looseObject({
  id,
  rateable_type: z.enum(['title', 'episode']),
  rateable_id: id,
  rating: z.int(),
  created_at: timestamp,
  updated_at: timestamp,
});

const login = z.looseObject({ two_factor: z.boolean(), bootstrapData: bootstrapData.optional() });
const register = z.looseObject({ status: z.string(), bootstrapData });

/** Declared success bodies by `METHOD /path` (OpenAPI form); every other operation answers a JSON object. */
export const RESPONSES: Record<string, z.ZodType> = {
  'GET /api/v1/titles': z.looseObject({ pagination: page(titleSummary) }),
  'POST /api/v1/titles': z.looseObject({ title: titleDetail }),
  'GET /api/v1/titles/{id}': z.looseObject({ title: titleDetail }),
  'PUT /api/v1/titles/{id}': z.looseObject({ title: titleDetail }),
  'GET /api/v1/titles/{id}/related': z.looseObject({ titles: z.array(titleSummary) }),
  'GET /api/v1/people': z.looseObject({ pagination: page(personSummary) }),
  'POST /api/v1/people': z.looseObject({ person: personDetail }),
  'GET /api/v1/people/{id}': z.looseObject({ person: personDetail }),
  'GET /api/v1/lists': z.looseObject({ pagination: page(list) }),
  'POST /api/v1/lists': z.looseObject({ list }),
  'GET /api/v1/lists/{id}': z.looseObject({ list, items: page(listItem) }),
  'GET /api/v1/users/me/lists': z.looseObject({ lists: z.array(list) }),
  'PUT /api/v1/lists/{id}': z.looseObject({ list }),
  'GET /api/v1/users/me/watchlist': z.looseObject({ list, items: page(listItem) }),
  'GET /api/v1/users/me/watchlist/ids': z.looseObject({ items: itemIds }),
  'POST /api/v1/users/me/watchlist': z.looseObject({ in_watchlist: z.literal(true), added: z.boolean() }),
  'DELETE /api/v1/users/me/watchlist': z.looseObject({ in_watchlist: z.literal(false), removed: z.boolean() }),
  'POST /api/v1/users/me/ratings': z.looseObject({ rating, ...ratingStats }),
  'DELETE /api/v1/users/me/ratings/{type}/{id}': z.looseObject({ removed: z.boolean(), ...ratingStats }),
  'GET /api/v1/item-state/{type}/{id}': itemState,
  // users/me is users/{id} with the id `me`; another user's id answers the same shape
  'GET /api/v1/users/{id}': z.looseObject({ user }),
  'GET /api/v1/bootstrap-data': bootstrapData,
  'GET /api/v1/search/{query}': searchResults,
  'POST /api/v1/auth/login': login,
  'POST /auth/login': login,
  'POST /api/v1/auth/register': register,
  'POST /auth/register': register,
};

export const responseSchemaOf = (method: string, path: string): z.ZodType | undefined => RESPONSES[`${method} ${path}`];
