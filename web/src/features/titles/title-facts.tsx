import type { ReactNode } from 'react';
import { useTrans } from '../../shell/i18n';
import { displayNames, numberFormat } from '../../shell/locale';
import { formatDate, formatRuntime } from '../../ui/catalogue/format';
import type { TitleDetail } from '../../api/title-types';

const money = (n: number | null | undefined) =>
  n ? numberFormat({ style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(n) : null;

/** A code's name, or the code itself where Intl has none (or finds it malformed). */
function nameOf(type: 'language' | 'region', code: string) {
  try {
    return displayNames(type).of(code) ?? code;
  } catch {
    return code;
  }
}

const languageName = (code: string | null) => (code ? nameOf('language', code) : null);
const countryName = (code: string) => nameOf('region', code.toUpperCase());

/** The compact two-column facts block (TMDB-style): only the facts the title has. */
export function TitleFacts({ title }: { title: TitleDetail }) {
  const t = useTrans();
  const rows: [string, ReactNode][] = [
    [t('Status'), title.status],
    [t('Release date'), formatDate(title.release_date, 'long')],
    [t('Runtime'), formatRuntime(title.runtime)],
    [t('Certification'), title.certification],
    [t('Original language'), languageName(title.language)],
    [t('Original name'), title.original_name && title.original_name !== title.name ? title.original_name : null],
    [t('Seasons'), title.type === 'series' && title.seasons_count ? String(title.seasons_count) : null],
    [t('Episodes'), title.type === 'series' && title.episodes_count ? String(title.episodes_count) : null],
    [t('Countries'), title.countries.length ? title.countries.map((c) => countryName(c.name)).join(', ') : null],
    [t('Budget'), money(title.budget)],
    [t('Revenue'), money(title.revenue)],
  ];
  const shown = rows.filter(([, v]) => v);
  return (
    <div data-testid="title-facts">
      <dl className="grid grid-cols-2 gap-x-6 gap-y-4 text-sm">
        {shown.map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-xs font-semibold uppercase tracking-wide text-muted">{label}</dt>
            <dd className="mt-0.5 break-words font-medium">{value}</dd>
          </div>
        ))}
      </dl>
      {title.keywords.length > 0 && (
        <div className="mt-6">
          <h3 className="text-xs font-semibold uppercase tracking-wide text-muted">{t('Keywords')}</h3>
          <ul className="mt-2 flex flex-wrap gap-1.5">
            {title.keywords.map((k) => (
              <li key={k.id} className="rounded-md bg-fg/8 px-2 py-1 text-xs">
                {k.display_name}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
