import { z } from 'zod';
import { departments } from '../../../shared/credits';
import { credit, creditsByDepartment } from '../common/present.schemas';
import { lazySchema } from '../../../http/lazy-schema';

const creditFields = () => ({
  department: z.enum(departments, { message: 'Unknown department.' }),
  job: z.string().trim().max(255).nullish(),
  character: z.string().trim().max(1000).nullish(),
  order: z.number().int().min(0).max(100_000).optional(),
});

export const createCreditBody = lazySchema(() =>
  z.object({
    person_id: z.number().int().positive(),
    ...creditFields(),
    /** Credit a season or one of its episodes instead of the title itself. */
    season_number: z.number().int().min(0).optional(),
    episode_number: z.number().int().min(0).optional(),
  }),
);
export const updateCreditBody = lazySchema(() => z.object(creditFields()).partial());
export const reorderCreditsBody = lazySchema(() => z.object({ ids: z.array(z.number().int().positive()).min(1).max(1000) }));
export type CreateCreditInput = z.infer<typeof createCreditBody>;
export type UpdateCreditInput = z.infer<typeof updateCreditBody>;

export const titleCreditList = lazySchema(() => z.looseObject({ credits: creditsByDepartment }));
export const oneCredit = lazySchema(() => z.looseObject({ credit }));
