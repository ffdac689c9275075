import { z } from 'zod';
import { id, text, timestamp } from '../../../http/response-schemas';
import { lazySchema } from '../../../http/lazy-schema';

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;
const byteLength = (v: string) => Buffer.from(v.replace(/=+$/, ''), 'base64url').length;

const endpoint = lazySchema(() =>
  z.string({ error: 'The endpoint is required.' }).min(1, 'The endpoint is required.').max(2048, 'The endpoint is too long.'),
);

/** A browser's PushSubscription as `subscription.toJSON()` gives it (expirationTime is ignored). */
export const subscribeBody = lazySchema(() =>
  z.object({
    endpoint,
    keys: z.object(
      {
        p256dh: z
          .string({ error: 'The p256dh key is required.' })
          .regex(BASE64URL, { error: 'The p256dh key must be base64url encoded.', abort: true })
          .refine((v) => byteLength(v) === 65 && v.startsWith('B'), 'The p256dh key must be an uncompressed P-256 public key (65 bytes).'),
        auth: z
          .string({ error: 'The auth secret is required.' })
          .regex(BASE64URL, { error: 'The auth secret must be base64url encoded.', abort: true })
          .refine((v) => byteLength(v) === 16, 'The auth secret must be 16 bytes.'),
      },
      { error: 'The subscription keys are required.' },
    ),
  }),
);

export const unsubscribeBody = lazySchema(() => z.object({ endpoint }));

// Success bodies (push.service.ts).

export const pushKey = lazySchema(() =>
  z.looseObject({
    publicKey: z.string().meta({ description: "The server's VAPID public key (base64url): PushManager's applicationServerKey." }),
  }),
);

export const storedSubscription = lazySchema(() =>
  z.looseObject({
    subscription: z.looseObject({
      id,
      endpoint: z.string(),
      user_agent: text.meta({ description: 'A label for the device, e.g. "Chrome on Windows".' }),
      created_at: timestamp,
      last_used_at: timestamp.nullable(),
    }),
  }),
);
