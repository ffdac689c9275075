import { z } from 'zod';
import { createRouter } from '../../../http/app-env';
import { requirePermission } from '../../../http/guard';
import { validationError, zodToFieldErrors } from '../../../http/errors';
import { responds } from '../../../http/responds';
import { validate } from '../../../http/validate';
import { deletedBody, reorderedBody } from '../common/present.schemas';
import { ID, idOrSlugParam } from '../common/slug';
import { changeOrderBody, MAX_IMAGE_BYTES, oneImage, uploadImageFields } from './images.schemas';
import { authorizeUploadAttempt, changeTitleImageOrder, deleteImage, uploadImage } from './images.service';

export const imagesRoutes = createRouter()
  .post('/', responds(oneImage), async (c) => {
    // Refuse oversized uploads before buffering them.
    if (Number(c.req.header('content-length') ?? 0) > MAX_IMAGE_BYTES + 1_000_000) {
      authorizeUploadAttempt(c.var);
      throw validationError({ file: ['The file exceeds maximum allowed size of 15 MB'] });
    }
    const form = await c.req.parseBody().catch(() => null);
    if (!form) throw validationError({ file: ['Please select an image.'] });
    const fields = uploadImageFields.safeParse(form);
    if (!fields.success) {
      authorizeUploadAttempt(c.var); // permission before field errors
      throw validationError(zodToFieldErrors(fields.error));
    }
    const file = form.file instanceof File ? form.file : undefined;
    return c.json({ image: await uploadImage(c.var, fields.data, file) }, 201);
  })
  .delete('/:id{[0-9]+}', responds(deletedBody), async (c) => {
    await deleteImage(c.var, Number(c.req.param('id')));
    return c.json({ deleted: true });
  });

/** The order of a title’s images. */
export const titleImagesRoutes = createRouter().post(
  `/:id${ID}/images/change-order`,
  requirePermission('titles.update'),
  validate('param', () => z.object({ id: idOrSlugParam })),
  validate('json', changeOrderBody),
  responds(reorderedBody),
  async (c) => {
    await changeTitleImageOrder(c.var, c.req.valid('param').id, c.req.valid('json').ids);
    return c.json({ reordered: true });
  },
);
