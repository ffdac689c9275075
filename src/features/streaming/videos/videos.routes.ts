import type { Context } from 'hono';
import { type AppEnv, createRouter } from '../../../http/app-env';
import { validate } from '../../../http/validate';
import { createVideo, deleteVideos, listVideos, setApproval, showVideo, updateVideo, type VideosCtx } from './videos.service';
import { listVideosQuery, videoBody, videoIdParam, videoIdsParam, videoUpdateBody } from './videos.schemas';

export const videosCtx = (c: Context<AppEnv>): VideosCtx => ({
  db: c.var.db,
  config: c.var.config,
  services: c.var.services,
  auth: c.var.auth,
});

export const videosRoutes = createRouter()
  .get('/', validate('query', listVideosQuery), async (c) => c.json({ pagination: await listVideos(videosCtx(c), c.req.valid('query')) }))
  .post('/', validate('json', videoBody), async (c) => c.json({ video: await createVideo(videosCtx(c), c.req.valid('json')) }, 201))
  .get('/:id{[0-9]+}', validate('param', videoIdParam), async (c) =>
    c.json({ video: await showVideo(videosCtx(c), c.req.valid('param').id) }),
  )
  .put('/:id{[0-9]+}', validate('param', videoIdParam), validate('json', videoUpdateBody), async (c) =>
    c.json({ video: await updateVideo(videosCtx(c), c.req.valid('param').id, c.req.valid('json')) }),
  )
  .delete('/:ids', validate('param', videoIdsParam), async (c) => c.json(await deleteVideos(videosCtx(c), c.req.valid('param').ids)))
  .post('/:id{[0-9]+}/approve', validate('param', videoIdParam), async (c) =>
    c.json({ video: await setApproval(videosCtx(c), c.req.valid('param').id, true) }),
  )
  .post('/:id{[0-9]+}/disapprove', validate('param', videoIdParam), async (c) =>
    c.json({ video: await setApproval(videosCtx(c), c.req.valid('param').id, false) }),
  );
