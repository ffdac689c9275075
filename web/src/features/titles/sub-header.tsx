import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Artwork } from '../../ui/catalogue/artwork';
import { yearOf } from '../../ui/catalogue/format';
import { pageFrame } from '../../ui/catalogue/section';
import type { TitleSummary } from '../../ui/catalogue/types';

// A blurred wash needs no detail: the 300 px variant every stored backdrop has.
const smallBackdrop = (url: string) => (url.startsWith('/storage/') ? url.replace(/-1280\.webp$/, '-300.webp') : url);

/** The compact header of a title's sub-pages: small poster, the page name, a way back. */
export function SubHeader({
  title,
  heading,
  back,
  backLabel,
  poster,
  children,
}: {
  title: TitleSummary;
  heading: string;
  back: string;
  backLabel: string;
  poster?: string | null;
  children?: ReactNode;
}) {
  const year = yearOf(title);
  return (
    <header className="relative isolate overflow-hidden border-b border-line/60">
      <div
        aria-hidden
        className="absolute inset-0 -z-10 opacity-25 blur-2xl saturate-150"
        style={{
          backgroundImage: title.backdrop ? `url(${smallBackdrop(title.backdrop)})` : undefined,
          backgroundSize: 'cover',
          backgroundPosition: 'center',
        }}
      />
      <div aria-hidden className="absolute inset-0 -z-10 bg-gradient-to-b from-background/40 to-background" />
      <div className={`${pageFrame} flex items-end gap-4 py-6 md:gap-6 md:py-8`}>
        <Artwork
          src={poster ?? title.poster}
          kind="poster"
          seed={title.name}
          sizes="96px"
          priority
          className="w-16 shrink-0 shadow-lg ring-1 ring-white/10 md:w-24"
        />
        <div className="min-w-0">
          <Link
            to={back}
            className="inline-flex items-center gap-1.5 text-sm font-medium text-muted hover:text-primary"
            data-testid="back-link"
          >
            <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden />
            {backLabel}
            {year && back.endsWith(title.slug) ? <span>({year})</span> : null}
          </Link>
          <h1 className="mt-1 text-balance text-2xl font-bold tracking-tight md:text-4xl">{heading}</h1>
          {children}
        </div>
      </div>
    </header>
  );
}
