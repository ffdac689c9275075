// Stored artwork widths, shared by the web client's <img srcset> (web/src/ui/catalogue/artwork.tsx)
// and the server's LCP image preload (src/http/spa.ts): both must name the same candidates, or the
// browser downloads the hero twice.

export type ArtworkKind = 'poster' | 'backdrop' | 'still' | 'profile';

/**
 * The display URL of a stored image ends in `-<width>.webp` (the kind's primary width); the smaller
 * widths every image of that kind is stored at are listed here, so cards can offer them.
 */
const smaller: Record<ArtworkKind, { primary: number[]; widths: number[] }> = {
  poster: { primary: [342, 500], widths: [185] },
  profile: { primary: [342], widths: [185] },
  backdrop: { primary: [1280], widths: [300, 780] },
  still: { primary: [300], widths: [] },
};

/** The srcset of a stored image from its display URL alone; undefined for other URLs. */
export function storedSrcSet(src: string, kind: ArtworkKind) {
  const match = /^(\/storage\/.+)-(\d+)\.webp$/.exec(src);
  if (!match || !smaller[kind].primary.includes(Number(match[2]))) return undefined;
  const own = Number(match[2]);
  return [...smaller[kind].widths.filter((w) => w < own).map((w) => `${match[1]}-${w}.webp ${w}w`), `${src} ${own}w`].join(', ');
}

/** `sizes` of the above-the-fold artwork on the title and person pages (the client and the preload). */
export const HERO_SIZES = {
  backdrop: '100vw',
  titlePoster: '(min-width: 768px) 280px, 128px',
  personPhoto: '(min-width: 1024px) 300px, (min-width: 768px) 240px, 128px',
} as const;
