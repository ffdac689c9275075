import { Link } from 'wouter';
import { useTrans } from '../../shell/i18n';
import { Artwork } from '../../ui/catalogue/artwork';
import { Carousel } from '../../ui/catalogue/carousel';
import { departmentLabel } from '../../ui/catalogue/format';
import { personLink } from '../../ui/catalogue/links';
import type { Credit } from '../../ui/catalogue/types';

// Cast and crew: a strip of faces with character names, and full lists by department.

/** The faces beside a name (decorative: the name is the link's text). */
const castFace = {
  kind: 'profile',
  alt: '',
  sizes: '(min-width: 1024px) 150px, 30vw',
  className:
    'shadow-md shadow-black/20 ring-1 ring-white/5 transition duration-200 group-hover:-translate-y-1 motion-reduce:group-hover:translate-y-0',
} as const;
const rowFace = { kind: 'profile', alt: '', sizes: '48px', className: 'w-10 shrink-0', rounded: 'rounded-md' } as const;

export function CastCard({ credit }: { credit: Credit }) {
  return (
    <Link
      to={personLink(credit.person)}
      className="group block rounded-theme outline-none focus-visible:ring-2 focus-visible:ring-primary"
      data-testid="cast-card"
    >
      <Artwork src={credit.person.poster} seed={credit.person.name} {...castFace} />
      <p className="mt-2 line-clamp-2 text-sm font-semibold leading-5 group-hover:text-primary">{credit.person.name}</p>
      {(credit.character || credit.job) && <p className="line-clamp-2 text-xs leading-4 text-muted">{credit.character || credit.job}</p>}
    </Link>
  );
}

export function CastStrip({ cast, label }: { cast: Credit[]; label: string }) {
  return (
    <Carousel label={label} size="person">
      {cast.map((c) => (
        <CastCard key={c.id} credit={c} />
      ))}
    </Carousel>
  );
}

/** One line per person: photo, name, character or job; grouped by department in two columns. */
export function CreditGroups({ groups }: { groups: Record<string, Credit[]> }) {
  const t = useTrans();
  const entries = Object.entries(groups).filter(([, list]) => list.length);
  if (!entries.length) return <p className="text-sm text-muted">{t('No cast or crew have been added yet.')}</p>;
  return (
    <div className="grid gap-10 lg:grid-cols-2">
      {entries.map(([department, list]) => (
        <section key={department} aria-labelledby={`dept-${department}`}>
          <h2 id={`dept-${department}`} className="mb-3 flex items-baseline gap-2 text-lg font-bold tracking-tight">
            {departmentLabel(department)}
            <span className="text-sm font-normal text-muted">{list.length}</span>
          </h2>
          <ul className="divide-y divide-line/60 rounded-theme border border-line/60 bg-surface/40">
            {list.map((c) => (
              <li key={c.id}>
                <Link
                  to={personLink(c.person)}
                  className="flex items-center gap-3 px-3 py-2 transition-colors hover:bg-fg/5"
                  data-testid="credit-row"
                >
                  <Artwork src={c.person.poster} seed={c.person.name} {...rowFace} />
                  <span className="min-w-0">
                    <span className="block truncate text-sm font-semibold">{c.person.name}</span>
                    {(c.character || c.job) && <span className="block truncate text-xs text-muted">{c.character || c.job}</span>}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/** 'Directed by A, B' style lines under a plot. */
export function CrewLine({ label, credits }: { label: string; credits: Credit[] }) {
  if (!credits.length) return null;
  return (
    <div className="flex gap-3 py-2.5 text-sm">
      <dt className="w-28 shrink-0 font-semibold">{label}</dt>
      <dd className="min-w-0">
        {credits.map((c, i) => (
          <span key={c.id}>
            {i > 0 && ', '}
            <Link to={personLink(c.person)} className="text-primary hover:underline">
              {c.person.name}
            </Link>
          </span>
        ))}
      </dd>
    </div>
  );
}
