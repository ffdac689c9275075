import { Link } from 'wouter';
import { useTrans } from '../../shell/i18n';
import { departmentLabel, episodeCode, yearOf } from '../../ui/catalogue/format';
import { episodeLink, titleLink } from '../../ui/catalogue/links';
import { Section } from '../../ui/catalogue/section';
import type { PersonCredit } from './api';

/** One table per department, newest first; undated (upcoming, unknown) credits on top, like IMDb. */
export function CreditsByDepartment({ credits }: { credits: Record<string, PersonCredit[]> }) {
  const t = useTrans();
  const departments = Object.entries(credits).filter(([, list]) => list.length);
  if (!departments.length) return null;
  return (
    <Section id="credits" title={t('Credits')}>
      <div className="flex flex-col gap-8">
        {departments.map(([department, list]) => {
          const sorted = [...list].sort(
            (a, b) => (yearOf(b.title) ?? 9999) - (yearOf(a.title) ?? 9999) || a.title.name.localeCompare(b.title.name),
          );
          return (
            <section key={department} aria-labelledby={`credits-${department}`}>
              <h3 id={`credits-${department}`} className="mb-2 flex items-baseline gap-2 text-base font-bold">
                {departmentLabel(department === 'cast' ? 'acting' : department)}
                <span className="text-sm font-normal text-muted">{list.length}</span>
              </h3>
              <ul
                className="divide-y divide-line/60 overflow-hidden rounded-theme border border-line/60 bg-surface/40"
                data-testid="person-credits"
              >
                {sorted.map((c) => {
                  const episode = c.season_number && c.episode_number;
                  return (
                    <li key={c.id} className="flex items-baseline gap-4 px-4 py-2.5 text-sm">
                      <span className="w-10 shrink-0 tabular-nums text-muted">{yearOf(c.title) ?? '—'}</span>
                      <span className="min-w-0">
                        <Link to={titleLink(c.title)} className="font-semibold hover:text-primary" data-testid="person-credit-link">
                          {c.title.name}
                        </Link>
                        {episode ? (
                          <Link
                            to={episodeLink(c.title, c.season_number!, c.episode_number!)}
                            className="ms-2 text-muted hover:text-primary"
                          >
                            {episodeCode(c.season_number!, c.episode_number!)}
                            {c.episode_name ? ` · ${c.episode_name}` : ''}
                          </Link>
                        ) : null}
                        {(c.character || c.job) && (
                          <span className="block text-muted">{c.character ? t('as :character', { character: c.character }) : c.job}</span>
                        )}
                      </span>
                    </li>
                  );
                })}
              </ul>
            </section>
          );
        })}
      </div>
    </Section>
  );
}
