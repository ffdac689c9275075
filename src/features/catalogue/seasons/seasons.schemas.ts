import { z } from 'zod';
import { dateField, imageUrlField, optionalText } from '../common/fields';
import { creditsByDepartment, episode, season, titleBrief } from '../common/present.schemas';
import { idOrSlugParam } from '../common/slug';
import { lazySchema } from '../../../http/lazy-schema';

export const seasonParams = lazySchema(() => z.object({ id: idOrSlugParam, season: z.coerce.number().int().min(0).max(10_000) }));

const seasonFields = () => ({
  name: optionalText(255),
  description: optionalText(20_000),
  release_date: dateField.nullish(),
  poster: imageUrlField,
});

export const createSeasonBody = lazySchema(() => z.object({ number: z.number().int().min(0).max(10_000).optional(), ...seasonFields() }));
export const updateSeasonBody = lazySchema(() => z.object({ number: z.number().int().min(0).max(10_000), ...seasonFields() }).partial());
export type CreateSeasonInput = z.infer<typeof createSeasonBody>;
export type UpdateSeasonInput = z.infer<typeof updateSeasonBody>;

export const seasonList = lazySchema(() => z.looseObject({ seasons: z.array(season) }));
export const oneSeason = lazySchema(() => z.looseObject({ season }));
/** The season page: its title in brief, the season with its episodes and credits. */
export const seasonPage = lazySchema(() =>
  z.looseObject({
    title: titleBrief,
    season: season.extend({ episodes: z.array(episode), credits: creditsByDepartment }),
  }),
);
