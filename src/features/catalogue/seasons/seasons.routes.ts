import { z } from 'zod';
import { createRouter } from '../../../http/app-env';
import { requirePermission } from '../../../http/guard';
import { responds } from '../../../http/responds';
import { validate } from '../../../http/validate';
import { deletedBody } from '../common/present.schemas';
import { ID, idOrSlugParam } from '../common/slug';
import { createSeasonBody, oneSeason, seasonList, seasonPage, seasonParams, updateSeasonBody } from './seasons.schemas';
import { createSeason, deleteSeason, listSeasons, showSeason, updateSeason } from './seasons.service';
import { lazySchema } from '../../../http/lazy-schema';

const titleParam = lazySchema(() => z.object({ id: idOrSlugParam }));
const SEASON = `/:id${ID}/seasons/:season{[0-9]+}`; // under /titles

export const seasonsRoutes = createRouter()
  .get(`/:id${ID}/seasons`, requirePermission('titles.view'), validate('param', titleParam), responds(seasonList), async (c) =>
    c.json({ seasons: await listSeasons(c.var, c.req.valid('param').id) }),
  )
  .get(SEASON, requirePermission('titles.view'), validate('param', seasonParams), responds(seasonPage), async (c) => {
    const { id, season } = c.req.valid('param');
    return c.json(await showSeason(c.var, id, season));
  })
  .post(
    `/:id${ID}/seasons`,
    requirePermission('titles.update'),
    validate('param', titleParam),
    validate('json', createSeasonBody),
    responds(oneSeason),
    async (c) => c.json({ season: await createSeason(c.var, c.req.valid('param').id, c.req.valid('json')) }, 201),
  )
  .put(
    SEASON,
    requirePermission('titles.update'),
    validate('param', seasonParams),
    validate('json', updateSeasonBody),
    responds(oneSeason),
    async (c) => {
      const { id, season } = c.req.valid('param');
      return c.json({ season: await updateSeason(c.var, id, season, c.req.valid('json')) });
    },
  )
  .delete(SEASON, requirePermission('titles.update'), validate('param', seasonParams), responds(deletedBody), async (c) => {
    const { id, season } = c.req.valid('param');
    await deleteSeason(c.var, id, season);
    return c.json({ deleted: true });
  });
