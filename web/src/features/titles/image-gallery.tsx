import { lazy, Suspense, useState } from 'react';
import { useTrans } from '../../shell/i18n';
import { Artwork } from '../../ui/catalogue/artwork';
import type { ImageJson } from '../../ui/catalogue/types';

// The lightbox (react-aria's modal) loads when a thumbnail is first opened (issue 18).
const loadLightbox = () => import('./lightbox');
const Lightbox = lazy(async () => ({ default: (await loadLightbox()).Lightbox }));

/** Thumbnails (posters 2:3, backdrops and stills 16:9) that open a keyboard-driven lightbox. */
const tall = (type: string) => type === 'poster' || type === 'profile';
const groupLabels: Record<string, string> = { backdrop: 'Backdrops', still: 'Stills', poster: 'Posters', profile: 'Photos' };

/** Thumbnails grouped by kind (16:9 backdrops and stills, 2:3 posters) that open a keyboard-driven lightbox. */
export function ImageGallery({ images, name, limit }: { images: ImageJson[]; name: string; limit?: number }) {
  const t = useTrans();
  const [open, setOpen] = useState<number | null>(null);
  // Wide images first: they make the better first impression on a title page.
  const ordered = [...images].sort((a, b) => Number(tall(a.type)) - Number(tall(b.type)));
  const shown = limit ? ordered.slice(0, limit) : ordered;
  const types = [...new Set(shown.map((i) => i.type))];
  return (
    <div className="flex flex-col gap-8" data-testid="image-gallery">
      {types.map((type) => (
        <div key={type}>
          {types.length > 1 && <h3 className="mb-3 text-sm font-semibold text-muted">{t(groupLabels[type] ?? 'Images')}</h3>}
          <ul
            className={`grid gap-3 ${tall(type) ? 'grid-cols-3 sm:grid-cols-4 lg:grid-cols-6' : 'grid-cols-2 sm:grid-cols-3 lg:grid-cols-4'}`}
          >
            {shown.map((image, i) =>
              image.type !== type ? null : (
                <li key={image.id}>
                  <button
                    type="button"
                    onClick={() => setOpen(i)}
                    onPointerEnter={() => void loadLightbox()}
                    onFocus={() => void loadLightbox()}
                    aria-label={t('Open image :index of :count', { index: i + 1, count: ordered.length })}
                    className="block w-full rounded-theme outline-none transition hover:brightness-110 focus-visible:ring-2 focus-visible:ring-primary"
                  >
                    <Artwork
                      src={image.url}
                      variants={image.variants}
                      kind={tall(type) ? 'poster' : 'backdrop'}
                      seed={`${name}${image.id}`}
                      sizes={tall(type) ? '(min-width: 1024px) 16vw, 33vw' : '(min-width: 1024px) 25vw, 50vw'}
                      className="ring-1 ring-white/5"
                    />
                  </button>
                </li>
              ),
            )}
          </ul>
        </div>
      ))}
      {open !== null && (
        <Suspense>
          <Lightbox images={ordered} index={open} name={name} onChange={setOpen} />
        </Suspense>
      )}
    </div>
  );
}
