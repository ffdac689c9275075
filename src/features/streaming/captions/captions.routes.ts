import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { createRouter } from '../../../http/app-env';
import { validationError } from '../../../http/errors';
import { requirePermission } from '../../../http/guard';
import { responds } from '../../../http/responds';
import { validate } from '../../../http/validate';
import { addedCaption, deletedCount } from '../videos/videos.schemas';
import { addCaption, CAPTION_MAX_BYTES, removeCaption } from './captions.service';
import { lazySchema } from '../../../http/lazy-schema';

const MAX_BYTES = CAPTION_MAX_BYTES;
const params = lazySchema(() => z.object({ id: z.coerce.number().int().positive() }));
const captionParams = lazySchema(() => params.extend({ captionId: z.coerce.number().int().positive() }));

export const captionsRoutes = createRouter()
  .post(
    '/:id{[0-9]+}/captions',
    requirePermission('videos.update'),
    bodyLimit({
      maxSize: MAX_BYTES + 64 * 1024,
      onError: () => {
        throw validationError({ file: ['The caption file may not be greater than 2 MB.'] });
      },
    }),
    validate('param', params),
    responds(addedCaption),
    async (c) => {
      const caption = await addCaption(c.var, c.req.valid('param').id, () => c.req.parseBody());
      return c.json({ caption }, 201);
    },
  )
  .delete(
    '/:id{[0-9]+}/captions/:captionId{[0-9]+}',
    requirePermission('videos.update'),
    validate('param', captionParams),
    responds(deletedCount),
    async (c) => {
      const { id, captionId } = c.req.valid('param');
      return c.json(await removeCaption(c.var, id, captionId));
    },
  );
