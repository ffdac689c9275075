import { createRouter } from '../../../http/app-env';
import { requirePermission } from '../../../http/guard';
import { responds } from '../../../http/responds';
import { validate } from '../../../http/validate';
import { deletedBody } from '../common/present.schemas';
import { ID } from '../common/slug';
import { seasonParams } from '../seasons/seasons.schemas';
import { createEpisodeBody, episodePage, episodeParams, oneEpisode, updateEpisodeBody } from './episodes.schemas';
import { createEpisode, deleteEpisode, showEpisode, updateEpisode } from './episodes.service';

const EPISODES = `/:id${ID}/seasons/:season{[0-9]+}/episodes`; // under /titles
const EPISODE = `${EPISODES}/:episode{[0-9]+}`;

export const episodesRoutes = createRouter()
  .get(EPISODE, requirePermission('titles.view'), validate('param', episodeParams), responds(episodePage), async (c) => {
    const { id, season, episode } = c.req.valid('param');
    return c.json(await showEpisode(c.var, id, season, episode));
  })
  .post(
    EPISODES,
    requirePermission('titles.update'),
    validate('param', seasonParams),
    validate('json', createEpisodeBody),
    responds(oneEpisode),
    async (c) => {
      const { id, season } = c.req.valid('param');
      return c.json({ episode: await createEpisode(c.var, id, season, c.req.valid('json')) }, 201);
    },
  )
  .put(
    EPISODE,
    requirePermission('titles.update'),
    validate('param', episodeParams),
    validate('json', updateEpisodeBody),
    responds(oneEpisode),
    async (c) => {
      const { id, season, episode } = c.req.valid('param');
      return c.json({ episode: await updateEpisode(c.var, id, season, episode, c.req.valid('json')) });
    },
  )
  .delete(EPISODE, requirePermission('titles.update'), validate('param', episodeParams), responds(deletedBody), async (c) => {
    const { id, season, episode } = c.req.valid('param');
    await deleteEpisode(c.var, id, season, episode);
    return c.json({ deleted: true });
  });
