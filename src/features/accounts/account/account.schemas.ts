import { z } from 'zod';
import { id, messageBody } from '../../../http/response-schemas';
import { bootstrapData } from '../auth/auth.schemas';
import { lazySchema } from '../../../http/lazy-schema';

// Success bodies of the account's own calls (responds.ts).

/** POST users/me/locale: the chosen language and its interface strings. */
export const localeChanged = lazySchema(() =>
  z.looseObject({
    locale: z.looseObject({
      language: z.string(),
      name: z.string(),
      lines: z.record(z.string(), z.string()).meta({ description: 'Interface strings of the language by key.' }),
    }),
  }),
);

export const avatarUploaded = lazySchema(() =>
  messageBody.extend({
    user: z.looseObject({ id, image: z.string() }),
    url: z.string().meta({ description: 'The avatar: a /storage path for an upload, or the URL given.' }),
  }),
);
export const avatarRemoved = lazySchema(() => messageBody.extend({ user: z.looseObject({ id, image: z.null() }) }));

/** DELETE users/{ids}: an admin's deletion counts the accounts; deleting one's own account signs out. */
export const usersDeleted = lazySchema(() =>
  messageBody.extend({
    deleted: z.int().optional().meta({ description: 'How many accounts an admin deleted (absent for ?deleteCurrentUser).' }),
    bootstrapData: bootstrapData.optional().meta({ description: "The signed-out page data, after deleting one's own account." }),
  }),
);
