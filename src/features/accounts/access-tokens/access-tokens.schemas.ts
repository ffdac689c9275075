import { z } from 'zod';
import { id, messageBody, timestamp } from '../../../http/response-schemas';
import { lazySchema } from '../../../http/lazy-schema';

export const createAccessTokenSchema = lazySchema(() =>
  z.object({
    tokenName: z.string({ error: 'Token name is required.' }).trim().min(1, 'Token name is required.').max(255),
  }),
);

export const accessTokenIdSchema = lazySchema(() => z.object({ id: z.coerce.number().int().positive() }));

/** A token as its owner's lists show it: never the token or its hash. */
export const accessTokenSummary = lazySchema(() => z.looseObject({ id, name: z.string(), last_used_at: timestamp.nullable() }));

export const createdAccessToken = lazySchema(() =>
  z.looseObject({
    token: accessTokenSummary.extend({ created_at: timestamp }),
    plainTextToken: z.string().meta({ description: 'The token itself: shown once, only its SHA-256 is stored.' }),
    message: z.string(),
  }),
);

export const revokedAccessToken = messageBody;
