import type { SelectQueryBuilder } from 'kysely';
import { z } from 'zod';
import { lazySchema } from './lazy-schema';

/** `?page=1&perPage=30` (API.md): perPage is capped at 100 rather than refused. */
export const pageQuery = lazySchema(() =>
  z.object({
    page: z.coerce.number().int().min(1).default(1),
    perPage: z.coerce
      .number()
      .int()
      .min(1)
      .default(30)
      .transform((n) => Math.min(n, 100)),
  }),
);
export type PageParams = z.infer<typeof pageQuery>;

export interface Page<T> {
  data: T[];
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
}

/** Runs one page of `query` plus its total count; the caller wraps it as `{ pagination }`. */
export async function paginate<DB, TB extends keyof DB, O, T = O>(
  query: SelectQueryBuilder<DB, TB, O>,
  { page, perPage }: PageParams,
  present?: (row: O) => T,
): Promise<Page<T>> {
  const counted = (query as unknown as SelectQueryBuilder<any, any, any>)
    .clearSelect()
    .clearOrderBy()
    .select((eb) => eb.fn.countAll<number>().as('total'));
  const { total } = (await counted.executeTakeFirst()) ?? { total: 0 };
  const rows = await query
    .limit(perPage)
    .offset((page - 1) * perPage)
    .execute();
  const n = Number(total);
  return {
    data: present ? rows.map(present) : (rows as unknown as T[]),
    current_page: page,
    per_page: perPage,
    total: n,
    last_page: Math.max(1, Math.ceil(n / perPage)),
  };
}
