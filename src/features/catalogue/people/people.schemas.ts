import { z } from 'zod';
import { pageQuery } from '../../../http/pagination';
import { personDetail } from '../common/present.schemas';
import { dateField, imageUrlField, imdbIdField, optionalText, orderDir, tmdbAndAdultFields } from '../common/fields';
import { lazySchema } from '../../../http/lazy-schema';

export const personOrderColumns = ['popularity', 'name', 'created_at', 'updated_at', 'birth_date'] as const;

export const personListQuery = lazySchema(() =>
  pageQuery.extend({
    query: z.string().trim().max(200).optional(),
    known_for: z.string().trim().max(64).optional(),
    gender: z.enum(['female', 'male', 'non-binary']).optional(),
    orderBy: z.enum(personOrderColumns, { message: 'Unknown orderBy.' }).default('popularity'),
    orderDir,
  }),
);
export type PersonListQuery = z.infer<typeof personListQuery>;

const personFields = () => ({
  name: z.string().trim().min(1, 'The name field is required.').max(255),
  biography: optionalText(50_000),
  birth_date: dateField.nullish(),
  death_date: dateField.nullish(),
  birth_place: optionalText(255),
  gender: z.enum(['female', 'male', 'non-binary']).nullish(),
  known_for: optionalText(64),
  popularity: z.number().min(0).max(1e9).optional(),
  poster: imageUrlField,
  imdb_id: imdbIdField(/^nm\d{1,12}$/, 'Must be an IMDb id like nm0000151.'),
  ...tmdbAndAdultFields,
});

export const createPersonBody = lazySchema(() => z.object(personFields()));
export const updatePersonBody = lazySchema(() => z.object(personFields()).partial());
export type CreatePersonInput = z.infer<typeof createPersonBody>;
export type UpdatePersonInput = z.infer<typeof updatePersonBody>;

export const onePerson = lazySchema(() => z.looseObject({ person: personDetail }));
