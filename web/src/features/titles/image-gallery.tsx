import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { useState } from 'react';
import { Dialog, Modal, ModalOverlay } from 'react-aria-components';
import { useTrans } from '../../shell/i18n';
import { Artwork, srcSetFor } from '../../ui/catalogue/artwork';
import type { ImageJson } from '../../ui/catalogue/types';

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
      {open !== null && <Lightbox images={ordered} index={open} name={name} onChange={setOpen} />}
    </div>
  );
}

function Lightbox({
  images,
  index,
  name,
  onChange,
}: {
  images: ImageJson[];
  index: number;
  name: string;
  onChange: (i: number | null) => void;
}) {
  const t = useTrans();
  const image = images[index]!;
  const step = (d: number) => onChange((index + d + images.length) % images.length);
  return (
    <ModalOverlay
      isOpen
      isDismissable
      onOpenChange={(o) => !o && onChange(null)}
      className="fixed inset-0 z-50 bg-black/92 backdrop-blur-sm"
    >
      <Modal className="h-full w-full">
        <Dialog aria-label={t(':name images', { name })} className="h-full w-full outline-none" data-testid="lightbox">
          <div
            className="relative flex h-full w-full items-center justify-center"
            onKeyDown={(e) => {
              if (e.key === 'ArrowRight') step(document.dir === 'rtl' ? -1 : 1);
              if (e.key === 'ArrowLeft') step(document.dir === 'rtl' ? 1 : -1);
            }}
          >
            <img
              key={image.id}
              src={image.url}
              srcSet={srcSetFor(image.url, image.type === 'poster' ? 'poster' : 'backdrop', image.variants)}
              sizes="100vw"
              alt={t(':name image :index of :count', { name, index: index + 1, count: images.length })}
              className="max-h-[88vh] max-w-[94vw] animate-fade-up rounded-theme object-contain shadow-2xl"
            />
            <p
              className="absolute bottom-4 start-1/2 -translate-x-1/2 rounded-full bg-black/60 px-3 py-1 text-sm tabular-nums text-white rtl:translate-x-1/2"
              aria-live="polite"
            >
              {index + 1} / {images.length}
            </p>
            <button
              type="button"
              autoFocus
              onClick={() => onChange(null)}
              aria-label={t('Close')}
              className="absolute end-4 top-4 grid size-11 place-items-center rounded-full bg-white/10 text-white hover:bg-white/20"
            >
              <X className="size-6" aria-hidden />
            </button>
            {images.length > 1 && (
              <>
                <button
                  type="button"
                  onClick={() => step(-1)}
                  aria-label={t('Previous')}
                  className="absolute start-3 top-1/2 grid size-12 -translate-y-1/2 place-items-center rounded-full bg-white/10 text-white hover:bg-white/20"
                >
                  <ChevronLeft className="size-7 rtl:rotate-180" aria-hidden />
                </button>
                <button
                  type="button"
                  onClick={() => step(1)}
                  aria-label={t('Next')}
                  className="absolute end-3 top-1/2 grid size-12 -translate-y-1/2 place-items-center rounded-full bg-white/10 text-white hover:bg-white/20"
                >
                  <ChevronRight className="size-7 rtl:rotate-180" aria-hidden />
                </button>
              </>
            )}
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
