import { createRouter } from '../../../http/app-env';
import { validate } from '../../../http/validate';
import { createVideo, deleteVideos, listVideos, setApproval, showVideo, updateVideo } from './videos.service';
import { listVideosQuery, videoBody, videoIdParam, videoIdsParam, videoUpdateBody } from './videos.schemas';

export const videosRoutes = createRouter()
  .get('/', validate('query', listVideosQuery), async (c) => c.json({ pagination: await listVideos(c.var, c.req.valid('query')) }))
  .post('/', validate('json', videoBody), async (c) => c.json({ video: await createVideo(c.var, c.req.valid('json')) }, 201))
  .get('/:id{[0-9]+}', validate('param', videoIdParam), async (c) => c.json({ video: await showVideo(c.var, c.req.valid('param').id) }))
  .put('/:id{[0-9]+}', validate('param', videoIdParam), validate('json', videoUpdateBody), async (c) =>
    c.json({ video: await updateVideo(c.var, c.req.valid('param').id, c.req.valid('json')) }),
  )
  .delete('/:ids', validate('param', videoIdsParam), async (c) => c.json(await deleteVideos(c.var, c.req.valid('param').ids)))
  .post('/:id{[0-9]+}/approve', validate('param', videoIdParam), async (c) =>
    c.json({ video: await setApproval(c.var, c.req.valid('param').id, true) }),
  )
  .post('/:id{[0-9]+}/disapprove', validate('param', videoIdParam), async (c) =>
    c.json({ video: await setApproval(c.var, c.req.valid('param').id, false) }),
  );
