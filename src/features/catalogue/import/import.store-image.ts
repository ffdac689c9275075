import { primaryWidth, storeImage } from '../../../platform/images';
import type { Storage } from '../../../platform/storage';
import type { ImageKind, StoredImage } from './import.images';

/**
 * Stores an imported image through the platform image pipeline (original kept, WebP variants at
 * fixed widths) and writes a small manifest so a later run finds it without processing again.
 */
export async function storeCatalogueImage(storage: Storage, data: Buffer, kind: ImageKind, prefix: string): Promise<StoredImage> {
  const image = await storeImage(storage, data, kind, prefix);
  const display = image.variants[String(primaryWidth[kind])] ?? Object.values(image.variants).at(-1)!;
  const stored: StoredImage = {
    source: 'local',
    ref: image.original,
    url: storage.url(display),
    variants: image.variants,
    width: image.width,
    height: image.height,
  };
  await storage.put(`${prefix}/${kind}.json`, Buffer.from(JSON.stringify(stored)));
  return stored;
}
