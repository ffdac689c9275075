import { z } from 'zod';
import { image } from '../common/present.schemas';
import { lazySchema } from '../../../http/lazy-schema';

export const imageModelTypes = ['title', 'season', 'episode', 'person', 'news'] as const;
export const imageTypes = ['poster', 'backdrop', 'still', 'profile'] as const;

/** Multipart fields of POST images (the file itself is checked separately). */
export const uploadImageFields = lazySchema(() =>
  z.object({
    model_type: z.enum(imageModelTypes, { message: 'Unknown model type.' }),
    model_id: z.coerce.number().int().positive(),
    type: z.enum(imageTypes, { message: 'Unknown image type.' }),
  }),
);
export type UploadImageFields = z.infer<typeof uploadImageFields>;

export const changeOrderBody = lazySchema(() => z.object({ ids: z.array(z.number().int().positive()).min(1).max(1000) }));

/** Which image types each model has. */
export const allowedImageTypes: Record<(typeof imageModelTypes)[number], readonly (typeof imageTypes)[number][]> = {
  title: ['poster', 'backdrop'],
  season: ['poster'],
  episode: ['still'],
  person: ['profile'],
  news: ['backdrop'],
};

export const MAX_IMAGE_BYTES = 15 * 1024 * 1024;

export const oneImage = lazySchema(() => z.looseObject({ image }));
