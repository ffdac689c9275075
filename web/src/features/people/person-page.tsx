import { useState } from 'react';
import { useParams } from 'wouter';
import { isHttpError } from '../../api/http';
import { useTrans } from '../../shell/i18n';
import { NotFoundPage, RouteErrorPage } from '../../shell/screens/not-found';
import { Skeleton, SkeletonText } from '../../ui/skeleton';
import { AdSlot } from '../../ui/catalogue/ad-slot';
import { Artwork } from '../../ui/catalogue/artwork';
import { TitleCard } from '../../ui/catalogue/cards';
import { Carousel } from '../../ui/catalogue/carousel';
import { formatDate } from '../../ui/catalogue/format';
import { pageFrame, Section } from '../../ui/catalogue/section';
import { FollowButton } from '../../ui/community/follow-button';
import { type PersonDetail, usePerson } from './api';
import { CreditsByDepartment } from './person-credits';
import { HERO_SIZES } from '../../../../src/shared/artwork';

/** people/{personId}/{personSlug}: portrait, facts, biography, known for, credits by department and year. */
export default function PersonPage() {
  const { personId } = useParams<{ personId: string }>();
  const query = usePerson(personId);
  if (query.isPending) return <PersonSkeleton />;
  if (query.isError) return isHttpError(query.error) && query.error.status === 404 ? <NotFoundPage /> : <RouteErrorPage />;
  return <PersonBody person={query.data.person} />;
}

function ageAt(birth: string, end?: string | null) {
  const b = new Date(birth);
  const e = end ? new Date(end) : new Date();
  let age = e.getUTCFullYear() - b.getUTCFullYear();
  if (e.getUTCMonth() < b.getUTCMonth() || (e.getUTCMonth() === b.getUTCMonth() && e.getUTCDate() < b.getUTCDate())) age--;
  return Number.isFinite(age) ? age : null;
}

function PersonFacts({ person }: { person: PersonDetail }) {
  const t = useTrans();
  const age = person.birth_date ? ageAt(person.birth_date, person.death_date) : null;
  const rows: [string, string | null][] = [
    [t('Known for'), person.known_for ? t(person.known_for.replace(/^./, (c) => c.toUpperCase())) : null],
    [t('Credits'), person.credits_count ? String(person.credits_count) : null],
    [t('Gender'), person.gender ? t(person.gender.replace(/^./, (c) => c.toUpperCase())) : null],
    [
      t('Born'),
      person.birth_date
        ? `${formatDate(person.birth_date, 'long')}${age !== null && !person.death_date ? ` (${t(':age years old', { age })})` : ''}`
        : null,
    ],
    [t('Place of birth'), person.birth_place],
    [
      t('Died'),
      person.death_date ? `${formatDate(person.death_date, 'long')}${age !== null ? ` (${t(':age years old', { age })})` : ''}` : null,
    ],
  ];
  return (
    <dl className="grid grid-cols-2 gap-x-6 gap-y-4 text-sm md:grid-cols-1" data-testid="person-facts">
      {rows
        .filter(([, v]) => v)
        .map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs font-semibold uppercase tracking-wide text-muted">{label}</dt>
            <dd className="mt-0.5 font-medium">{value}</dd>
          </div>
        ))}
    </dl>
  );
}

function Biography({ text }: { text: string | null }) {
  const t = useTrans();
  const [open, setOpen] = useState(false);
  if (!text) return <p className="text-muted">{t('No biography has been added yet.')}</p>;
  const long = text.length > 600;
  return (
    <div>
      <div
        className={`max-w-3xl whitespace-pre-line text-pretty leading-7 text-fg/90 ${long && !open ? 'line-clamp-6' : ''}`}
        data-testid="person-biography"
      >
        {text}
      </div>
      {long && (
        <button
          type="button"
          onClick={() => setOpen(!open)}
          aria-expanded={open}
          className="mt-2 text-sm font-semibold text-primary hover:underline"
        >
          {open ? t('Show less') : t('Read more')}
        </button>
      )}
    </div>
  );
}

function PersonBody({ person }: { person: PersonDetail }) {
  const t = useTrans();
  const portrait = person.images.find((i) => i.url === person.poster);
  return (
    <article data-testid="person-page" className="pb-16">
      <AdSlot slot="general_top" className="px-4 pt-4" />
      <div
        className={`${pageFrame} grid gap-8 pt-8 md:grid-cols-[240px_minmax(0,1fr)] md:gap-12 md:pt-12 lg:grid-cols-[300px_minmax(0,1fr)]`}
      >
        <aside className="flex flex-col gap-6">
          <div className="flex items-end gap-4 md:block">
            <Artwork
              src={person.poster}
              variants={portrait?.variants}
              kind="profile"
              alt={person.name}
              seed={person.name}
              sizes={HERO_SIZES.personPhoto}
              priority
              className="w-32 shrink-0 shadow-2xl shadow-black/40 ring-1 ring-white/10 md:w-full"
            />
            <h1 className="text-3xl font-extrabold tracking-tight md:hidden" data-testid="person-name-mobile">
              {person.name}
            </h1>
          </div>
          <FollowButton type="person" id={person.id} initial={!!person.is_following} />
          <PersonFacts person={person} />
        </aside>
        <div className="flex min-w-0 flex-col gap-12">
          <section aria-labelledby="biography">
            <h1 className="mb-6 hidden text-4xl font-extrabold tracking-tight md:block lg:text-5xl" data-testid="person-name">
              {person.name}
            </h1>
            <h2 id="biography" className="mb-3 text-lg font-bold tracking-tight md:text-xl">
              {t('Biography')}
            </h2>
            <Biography text={person.biography} />
          </section>
          <AdSlot slot="person_page" />
          {person.known_for_titles.length > 0 && (
            <Section id="known-for" title={t('Known for')}>
              <Carousel label={t('Known for')}>
                {person.known_for_titles.map((title) => (
                  <TitleCard key={title.id} title={title} />
                ))}
              </Carousel>
            </Section>
          )}
          <CreditsByDepartment credits={person.credits} />
        </div>
      </div>
      <AdSlot slot="general_bottom" className="mt-12 px-4" />
    </article>
  );
}

function PersonSkeleton() {
  return (
    <div
      aria-busy
      className={`${pageFrame} grid gap-8 pt-8 md:grid-cols-[240px_minmax(0,1fr)] md:gap-12 md:pt-12 lg:grid-cols-[300px_minmax(0,1fr)]`}
    >
      <Skeleton className="aspect-[2/3] w-32 md:w-full" />
      <div>
        <Skeleton className="h-10 w-2/3 max-w-md" />
        <SkeletonText lines={5} className="mt-8 max-w-3xl" />
      </div>
    </div>
  );
}
