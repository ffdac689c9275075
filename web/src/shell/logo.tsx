import { Link } from 'wouter';
import { useSettings, useSiteName } from './bootstrap';
import { useResolvedTheme } from './theme';

/**
 * The light logo sits on dark themes and the dark logo on light ones; a wordmark when none is set.
 * `fluid` lets it shrink and cut a long site name short (the navbar on phones).
 */
export function Logo({ to = '/', className = '', fluid = false }: { to?: string; className?: string; fluid?: boolean }) {
  const branding = useSettings().branding ?? {};
  const siteName = useSiteName();
  const { isDark } = useResolvedTheme();
  const main = (isDark ? branding.logo_light || branding.logo_dark : branding.logo_dark || branding.logo_light) || '';
  const mobile =
    (isDark ? branding.logo_light_mobile || branding.logo_dark_mobile : branding.logo_dark_mobile || branding.logo_light_mobile) || '';
  return (
    <Link to={to} aria-label={siteName} className={`flex ${fluid ? 'min-w-0' : 'shrink-0'} items-center gap-2 rounded-lg ${className}`}>
      {main ? (
        <picture>
          {mobile && <source media="(max-width: 639px)" srcSet={mobile} />}
          <img src={main} alt={siteName} className="h-7 w-auto max-w-40 object-contain md:h-8" />
        </picture>
      ) : (
        <Wordmark name={siteName} truncate={fluid} />
      )}
    </Link>
  );
}

export function Wordmark({ name, truncate = false }: { name: string; truncate?: boolean }) {
  return (
    <span className={`flex items-center gap-2 ${truncate ? 'min-w-0' : ''}`} data-testid="wordmark">
      <span
        aria-hidden
        className="grid size-8 shrink-0 place-items-center rounded-lg bg-primary text-on-primary shadow-md shadow-primary/25 md:size-9"
      >
        <svg viewBox="0 0 64 64" className="size-5 md:size-6" fill="currentColor">
          <path d="M10 50V14h10l12 17 12-17h10v36H44V31L32 47 20 31v19z" />
        </svg>
      </span>
      <span className={`text-lg font-extrabold tracking-tight text-current md:text-xl ${truncate ? 'min-w-0 truncate' : ''}`}>{name}</span>
    </span>
  );
}
