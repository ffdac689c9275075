import { z } from 'zod';
import { id, text, timestamp } from '../../../http/response-schemas';
import { lazySchema } from '../../../http/lazy-schema';

// The API shapes present.ts writes, one schema per catalogue resource: the routes of titles,
// seasons, episodes, credits, tags, images and people compose their success bodies from these
// (src/http/responds.ts), and tests check them against every real answer.

/** A genre, keyword or country. */
export const tag = lazySchema(() =>
  z.looseObject({
    id,
    type: z.enum(['genre', 'keyword', 'country']),
    name: z.string(),
    display_name: z.string().meta({ description: 'The name shown to people; the name itself when none was set.' }),
  }),
);

export const image = lazySchema(() =>
  z.looseObject({
    id,
    model_type: z.enum(['title', 'season', 'episode', 'person', 'news']),
    model_id: id,
    type: z.enum(['poster', 'backdrop', 'still', 'profile']),
    url: z.string(),
    variants: z.record(z.string(), z.string()).meta({ description: 'Resized copies: width in pixels -> URL.' }),
    width: z.int().nullable(),
    height: z.int().nullable(),
    order: z.int(),
  }),
);

export const credit = lazySchema(() =>
  z.looseObject({
    id,
    person_id: id,
    department: z.string(),
    job: text,
    character: text,
    order: z.int(),
    season_id: id.nullable().meta({ description: 'Set when the credit is for one season (or one of its episodes), not the whole title.' }),
    episode_id: id.nullable().meta({ description: 'Set when the credit is for one episode.' }),
    person: z.looseObject({ id, name: z.string(), slug: z.string(), poster: text }),
  }),
);

/** Credits grouped by department (cast first), each group in credit order. */
export const creditsByDepartment = lazySchema(() => z.record(z.string(), z.array(credit)));

export const season = lazySchema(() =>
  z.looseObject({
    id,
    title_id: id,
    number: z.int(),
    name: z.string(),
    description: text,
    release_date: text,
    poster: text,
    episodes_count: z.int(),
  }),
);

export const episode = lazySchema(() =>
  z.looseObject({
    id,
    title_id: id,
    season_id: id,
    season_number: z.int(),
    episode_number: z.int(),
    name: z.string(),
    description: text,
    release_date: text,
    runtime: z.int().nullable(),
    poster: text,
    rating: z.number().nullable(),
    vote_count: z.int(),
  }),
);

/** A title as listings show it (presentTitle). */
export const titleSummary = lazySchema(() =>
  z.looseObject({
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
    local_rating: z.number().nullable().meta({ description: "The average of this site's users' ratings." }),
    local_vote_count: z.int(),
    adult: z.boolean(),
    poster: text,
    backdrop: text,
    seasons_count: z.int(),
    episodes_count: z.int(),
    created_at: timestamp,
    updated_at: timestamp,
  }),
);

/** The title a season or episode page belongs to, in brief. */
export const titleBrief = lazySchema(() =>
  titleSummary.pick({ id: true, name: true, slug: true, type: true, year: true, poster: true, backdrop: true }),
);

/** An episode with the title it belongs to (upcoming lists). */
export const episodeWithTitle = lazySchema(() =>
  episode.extend({ title: titleSummary.pick({ id: true, name: true, slug: true, poster: true }) }),
);

export const titleDetail = lazySchema(() =>
  titleSummary.extend({
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
  }),
);

/** A person as listings show them (presentPerson). */
export const person = lazySchema(() =>
  z.looseObject({
    id,
    name: z.string(),
    slug: z.string(),
    birth_date: text,
    death_date: text,
    birth_place: text,
    gender: text,
    known_for: text.meta({ description: 'The department the person is best known for (cast, directing…).' }),
    popularity: z.number(),
    poster: text,
  }),
);

export const personSummary = lazySchema(() => person.extend({ updated_at: timestamp }));

/** A title as a person's credit shows it. */
const creditTitle = lazySchema(() =>
  titleSummary.pick({
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
  }),
);

const personCredit = lazySchema(() =>
  z.looseObject({
    id,
    department: z.string(),
    job: text,
    character: text,
    order: z.int(),
    season_number: z.int().nullable(),
    episode_number: z.int().nullable(),
    episode_name: text,
    title: creditTitle,
  }),
);

export const personDetail = lazySchema(() =>
  personSummary.extend({
    biography: text,
    imdb_id: text,
    tmdb_id: z.int().nullable(),
    known_for_titles: z.array(creditTitle),
    credits: z.record(z.string(), z.array(personCredit)).meta({ description: 'The credits grouped by department, cast first.' }),
    credits_count: z.int(),
    images: z.array(image),
  }),
);

/** `{ deleted: true }`: a delete that answers only that it happened. */
export const deletedBody = lazySchema(() => z.looseObject({ deleted: z.literal(true) }));
/** `{ deleted: [ids] }`: a bulk delete answers the ids it deleted. */
export const deletedIds = lazySchema(() => z.looseObject({ deleted: z.array(id) }));
/** `{ reordered: true }`. */
export const reorderedBody = lazySchema(() => z.looseObject({ reordered: z.literal(true) }));
