import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useTrans } from '../../shell/i18n';

/** A titled block of a page; `more` links to the full list ("See all"). */
export function Section({
  title,
  more,
  moreLabel,
  children,
  className = '',
  id,
  headingLevel = 2,
}: {
  title: ReactNode;
  more?: string;
  moreLabel?: string;
  children: ReactNode;
  className?: string;
  id?: string;
  headingLevel?: 2 | 3;
}) {
  const t = useTrans();
  const H = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className={className} aria-labelledby={id}>
      <div className="mb-3 flex items-end gap-4 md:mb-4">
        <H id={id} className="text-lg font-bold tracking-tight md:text-xl">
          {more ? (
            <Link to={more} className="group inline-flex items-center gap-1 hover:text-primary">
              {title}
              <ChevronRight
                aria-hidden
                className="size-5 text-muted transition-transform duration-150 group-hover:translate-x-0.5 group-hover:text-primary rtl:rotate-180"
              />
            </Link>
          ) : (
            title
          )}
        </H>
        {more && (
          <Link to={more} className="ms-auto shrink-0 text-sm font-medium text-muted hover:text-primary">
            {moreLabel ?? (
              <>
                {t('See all')}
                {/* the link's text names its list: a page has one "See all" per row (Lighthouse SEO link-text) */}
                <span className="sr-only">: {title}</span>
              </>
            )}
          </Link>
        )}
      </div>
      {children}
    </section>
  );
}

/** The page frame every catalogue page shares: centred, padded, 1680 px max. */
export const pageFrame = 'mx-auto w-full max-w-[1680px] px-4 md:px-8';
