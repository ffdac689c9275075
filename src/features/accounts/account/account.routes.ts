import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { createRouter } from '../../../http/app-env';
import { validationError } from '../../../http/errors';
import { responds } from '../../../http/responds';
import { validate } from '../../../http/validate';
import { authorizeSelfOr, resolveUserId } from '../users/users.access';
import { localeSchema, userIdParam } from '../users/users.schemas';
import { avatarRemoved, avatarUploaded, localeChanged } from './account.schemas';
import { changeLocale } from './account.service';
import { AVATAR_MAX_BYTES, removeAvatar, setAvatarUrl, uploadAvatar } from './avatar';
import { lazySchema } from '../../../http/lazy-schema';

// Room for the multipart envelope around a 2 MB image; larger bodies are refused unread.
const avatarBodyLimit = bodyLimit({
  maxSize: AVATAR_MAX_BYTES + 64 * 1024,
  onError: () => {
    throw validationError({ file: ['The image may not be greater than 2 MB.'] });
  },
});

const urlBody = lazySchema(() => z.object({ url: z.string().trim().min(1).max(1000) }));

export const accountRoutes = createRouter()
  .post('/me/locale', validate('json', localeSchema), responds(localeChanged), async (c) => {
    return c.json({ locale: await changeLocale(c.var, c.req.valid('json').locale) });
  })
  .post('/:id/avatar', validate('param', userIdParam), avatarBodyLimit, responds(avatarUploaded), async (c) => {
    const { auth } = c.var;
    const userId = resolveUserId(auth, c.req.valid('param').id);
    authorizeSelfOr(auth, userId, 'users.update');
    const type = c.req.header('content-type') ?? '';
    let image: string;
    if (type.includes('multipart/form-data')) {
      const form = await c.req.formData().catch(() => null);
      const file = form?.get('file');
      const url = form?.get('url');
      if (file instanceof File) {
        image = await uploadAvatar(c.var, userId, {
          name: file.name,
          type: file.type,
          size: file.size,
          bytes: () => file.arrayBuffer(),
        });
      } else if (typeof url === 'string' && url) {
        image = await setAvatarUrl(c.var, userId, url);
      } else throw validationError({ file: ['Please select an image.'] });
    } else {
      const parsed = urlBody.safeParse(await c.req.json().catch(() => ({})));
      if (!parsed.success) throw validationError({ file: ['Please select an image.'] });
      image = await setAvatarUrl(c.var, userId, parsed.data.url);
    }
    return c.json({ user: { id: userId, image }, url: image, message: 'Uploaded avatar' });
  })
  .delete('/:id/avatar', validate('param', userIdParam), responds(avatarRemoved), async (c) => {
    const { auth } = c.var;
    const userId = resolveUserId(auth, c.req.valid('param').id);
    authorizeSelfOr(auth, userId, 'users.update');
    await removeAvatar(c.var, userId);
    return c.json({ user: { id: userId, image: null }, message: 'Removed avatar' });
  });
