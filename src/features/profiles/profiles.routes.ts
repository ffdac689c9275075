import { z } from 'zod';
import { createRouter } from '../../http/app-env';
import { pageQuery } from '../../http/pagination';
import { validate } from '../../http/validate';
import { positiveId } from './community-common';
import './community-deletion';
import './community-prune';
import { profileTabs, updateProfileBody } from './profiles.schemas';
import { getProfile, profileTab, updateProfile } from './profiles.service';

const idParam = z.object({ id: positiveId });
const tabParam = z.object({ id: positiveId, tab: z.enum(profileTabs) });

export const profilesRoutes = createRouter()
  .get('/user-profile/:id{[0-9]+}', validate('param', idParam), async (c) => c.json(await getProfile(c.var, c.req.valid('param').id)))
  .get('/user-profile/:id{[0-9]+}/:tab', validate('param', tabParam), validate('query', pageQuery), async (c) => {
    const { id, tab } = c.req.valid('param');
    return c.json({ pagination: await profileTab(c.var, id, tab, c.req.valid('query')) });
  })
  .put('/user-profile', validate('json', updateProfileBody), async (c) => c.json(await updateProfile(c.var, c.req.valid('json'))));
