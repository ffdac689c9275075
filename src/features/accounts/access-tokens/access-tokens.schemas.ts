import { z } from 'zod';

export const createAccessTokenSchema = z.object({
  tokenName: z.string({ error: 'Token name is required.' }).trim().min(1, 'Token name is required.').max(255),
});

export const accessTokenIdSchema = z.object({ id: z.coerce.number().int().positive() });
