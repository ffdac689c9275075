import { z } from 'zod';
import { createRouter } from '../../../http/app-env';
import { pageQuery } from '../../../http/pagination';
import { page, timestamp } from '../../../http/response-schemas';
import { responds } from '../../../http/responds';
import { validate } from '../../../http/validate';
import { catalogueItem, idParam } from '../profiles/community-common';
import { followState } from '../follows/follows.schemas';
import type { FollowSubjectType } from './content-follows.queries';
import { followContent, followedContent, unfollowContent } from './content-follows.service';
import { lazySchema } from '../../../http/lazy-schema';

const followingQuery = lazySchema(() => pageQuery.extend({ type: z.enum(['title', 'person']).default('title') }));

const followedPage = lazySchema(() =>
  z.looseObject({
    pagination: page(catalogueItem.and(z.looseObject({ followed_at: timestamp }))),
  }),
);

/** POST and DELETE titles/{id}/follow or people/{id}/follow: `{ is_following, followers_count }`. */
const followRoutes = (type: FollowSubjectType) =>
  createRouter()
    .post('/:id{[0-9]+}/follow', validate('param', idParam), responds(followState), async (c) =>
      c.json(await followContent(c.var, { type, id: c.req.valid('param').id })),
    )
    .delete('/:id{[0-9]+}/follow', validate('param', idParam), responds(followState), async (c) =>
      c.json(await unfollowContent(c.var, { type, id: c.req.valid('param').id })),
    );

export const titleFollowRoutes = followRoutes('title');
export const personFollowRoutes = followRoutes('person');

/** GET users/{id}/following-content?type=title|person: the profile's "Following" tab. */
export const followingContentRoutes = createRouter().get(
  '/:id{[0-9]+}/following-content',
  validate('param', idParam),
  validate('query', followingQuery),
  responds(followedPage),
  async (c) => {
    const { type, ...page } = c.req.valid('query');
    return c.json({ pagination: await followedContent(c.var, c.req.valid('param').id, type, page) });
  },
);
