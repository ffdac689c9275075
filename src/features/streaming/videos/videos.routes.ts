import { createRouter } from '../../../http/app-env';
import { responds } from '../../../http/responds';
import { validate } from '../../../http/validate';
import { createVideo, deleteVideos, listVideos, setApproval, showVideo, updateVideo } from './videos.service';
import {
  deletedCount,
  listVideosQuery,
  oneVideo,
  videoBody,
  videoIdParam,
  videoIdsParam,
  videoPage,
  videoUpdateBody,
} from './videos.schemas';

export const videosRoutes = createRouter()
  .get('/', validate('query', listVideosQuery), responds(videoPage), async (c) =>
    c.json({ pagination: await listVideos(c.var, c.req.valid('query')) }),
  )
  .post('/', validate('json', videoBody), responds(oneVideo), async (c) =>
    c.json({ video: await createVideo(c.var, c.req.valid('json')) }, 201),
  )
  .get('/:id{[0-9]+}', validate('param', videoIdParam), responds(oneVideo), async (c) =>
    c.json({ video: await showVideo(c.var, c.req.valid('param').id) }),
  )
  .put('/:id{[0-9]+}', validate('param', videoIdParam), validate('json', videoUpdateBody), responds(oneVideo), async (c) =>
    c.json({ video: await updateVideo(c.var, c.req.valid('param').id, c.req.valid('json')) }),
  )
  .delete('/:ids', validate('param', videoIdsParam), responds(deletedCount), async (c) =>
    c.json(await deleteVideos(c.var, c.req.valid('param').ids)),
  )
  .post('/:id{[0-9]+}/approve', validate('param', videoIdParam), responds(oneVideo), async (c) =>
    c.json({ video: await setApproval(c.var, c.req.valid('param').id, true) }),
  )
  .post('/:id{[0-9]+}/disapprove', validate('param', videoIdParam), responds(oneVideo), async (c) =>
    c.json({ video: await setApproval(c.var, c.req.valid('param').id, false) }),
  );
