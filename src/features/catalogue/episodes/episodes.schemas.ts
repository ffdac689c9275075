import { z } from 'zod';
import { dateField, imageUrlField, optionalText } from '../common/fields';
import { creditsByDepartment, episode, season, titleBrief } from '../common/present.schemas';
import { idOrSlugParam } from '../common/slug';
import { lazySchema } from '../../../http/lazy-schema';

export const episodeParams = lazySchema(() =>
  z.object({
    id: idOrSlugParam,
    season: z.coerce.number().int().min(0).max(10_000),
    episode: z.coerce.number().int().min(0).max(100_000),
  }),
);

const episodeFields = () => ({
  name: z.string().trim().min(1, 'The name field is required.').max(255),
  description: optionalText(20_000),
  release_date: dateField.nullish(),
  runtime: z.number().int().min(0).max(100_000).nullish(),
  poster: imageUrlField,
  rating: z.number().min(0).max(10).nullish(),
  vote_count: z.number().int().min(0).optional(),
  popularity: z.number().min(0).optional(),
  tmdb_id: z.number().int().positive().nullish(),
});

export const createEpisodeBody = lazySchema(() =>
  z.object({ episode_number: z.number().int().min(0).max(100_000).optional(), ...episodeFields() }),
);
export const updateEpisodeBody = lazySchema(() =>
  z.object({ episode_number: z.number().int().min(0).max(100_000), ...episodeFields() }).partial(),
);
export type CreateEpisodeInput = z.infer<typeof createEpisodeBody>;
export type UpdateEpisodeInput = z.infer<typeof updateEpisodeBody>;

export const oneEpisode = lazySchema(() => z.looseObject({ episode }));
/** The episode page: its title and season, the episode with its credits, and the episodes around it. */
export const episodePage = lazySchema(() =>
  z.looseObject({
    title: titleBrief,
    season,
    episode: episode.extend({ credits: creditsByDepartment }),
    previous: episode.nullable().meta({ description: 'The episode before, across seasons (null for the first).' }),
    next: episode.nullable().meta({ description: 'The episode after, across seasons (null for the last).' }),
  }),
);
