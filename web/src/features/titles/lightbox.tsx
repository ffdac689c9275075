import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { Dialog, Modal, ModalOverlay } from 'react-aria-components';
import { useTrans } from '../../shell/i18n';
import { srcSetFor } from '../../ui/catalogue/artwork';
import type { ImageJson } from '../../ui/catalogue/types';

/** The image gallery's keyboard-driven lightbox (arrows step, Escape closes), loaded on first open. */
export function Lightbox({
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
