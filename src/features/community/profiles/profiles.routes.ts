import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { createRouter } from '../../../http/app-env';
import { pageQuery } from '../../../http/pagination';
import { validationError } from '../../../http/errors';
import { responds } from '../../../http/responds';
import { validate } from '../../../http/validate';
import { userIdParam } from '../../accounts/users/users.schemas';
import { BANNER_MAX_BYTES, removeBanner, uploadBanner } from './banner';
import { idParam, positiveId } from './community-common';
import { bannerRemoved, bannerUploaded, profileAnswer, profileTabPage, profileTabs, updateProfileBody } from './profiles.schemas';
import { getProfile, profileTab, updateProfile } from './profiles.service';
import { lazySchema } from '../../../http/lazy-schema';

const tabParam = lazySchema(() => z.object({ id: positiveId, tab: z.enum(profileTabs) }));

// Room for the multipart envelope around a 2 MB image; larger bodies are refused unread.
const bannerBodyLimit = bodyLimit({
  maxSize: BANNER_MAX_BYTES + 64 * 1024,
  onError: () => {
    throw validationError({ file: ['The image may not be greater than 2 MB.'] });
  },
});

export const profilesRoutes = createRouter()
  .get('/:id{[0-9]+}', validate('param', idParam), responds(profileAnswer), async (c) =>
    c.json(await getProfile(c.var, c.req.valid('param').id)),
  )
  .get('/:id{[0-9]+}/:tab', validate('param', tabParam), validate('query', pageQuery), responds(profileTabPage), async (c) => {
    const { id, tab } = c.req.valid('param');
    return c.json({ pagination: await profileTab(c.var, id, tab, c.req.valid('query')) });
  })
  .put('/', validate('json', updateProfileBody), responds(profileAnswer), async (c) =>
    c.json(await updateProfile(c.var, c.req.valid('json'))),
  );

export const profileBannerRoutes = createRouter()
  .post('/:id/banner', validate('param', userIdParam), bannerBodyLimit, responds(bannerUploaded), async (c) => {
    const readFile = async () => {
      const form = (c.req.header('content-type') ?? '').includes('multipart/form-data') ? await c.req.formData().catch(() => null) : null;
      const file = form?.get('file');
      return file instanceof File ? { type: file.type, size: file.size, bytes: () => file.arrayBuffer() } : null;
    };
    const banner = await uploadBanner(c.var, c.req.valid('param').id, readFile);
    return c.json({ banner, message: 'Uploaded banner' });
  })
  .delete('/:id/banner', validate('param', userIdParam), responds(bannerRemoved), async (c) => {
    await removeBanner(c.var, c.req.valid('param').id);
    return c.json({ banner: null, message: 'Removed banner' });
  });
