import { useState } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { Link } from 'wouter';
import { useTrans } from '../../shell/i18n';
import { seasonLink } from '../../ui/catalogue/links';
import { useSeason } from '../../api/titles';
import { EpisodeList, EpisodeListSkeleton } from './episode-list';
import type { Season } from '../../api/title-types';

const tabClass =
  'shrink-0 cursor-pointer rounded-full px-4 py-1.5 text-sm font-semibold outline-none transition-colors duration-150 text-muted hover:bg-fg/8 hover:text-fg data-[selected]:bg-fg data-[selected]:text-background data-[focus-visible]:ring-2 data-[focus-visible]:ring-primary';

/** Seasons as tabs (arrow keys move between them); the selected season's episodes load below. */
export function SeasonsTabs({ title, seasons }: { title: { id: number; slug: string }; seasons: Season[] }) {
  const t = useTrans();
  const [selected, setSelected] = useState(String(seasons[0]?.number ?? 1));
  if (!seasons.length) return null;
  return (
    <Tabs selectedKey={selected} onSelectionChange={(k) => setSelected(String(k))}>
      <TabList aria-label={t('Seasons')} className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-2 [scrollbar-width:none] md:mx-0 md:px-0">
        {seasons.map((s) => (
          <Tab key={s.number} id={String(s.number)} className={tabClass}>
            {s.name}
          </Tab>
        ))}
      </TabList>
      {seasons.map((s) => (
        <TabPanel key={s.number} id={String(s.number)} className="mt-4 outline-none">
          <SeasonEpisodes title={title} season={s} />
        </TabPanel>
      ))}
    </Tabs>
  );
}

function SeasonEpisodes({ title, season }: { title: { id: number; slug: string }; season: Season }) {
  const t = useTrans();
  const query = useSeason(String(title.id), String(season.number));
  return (
    <div>
      <p className="mb-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted">
        <span>{t('[one] :count episode|[other] :count episodes', { count: season.episodes_count })}</span>
        <Link to={seasonLink(title, season.number)} className="font-semibold text-primary hover:underline" data-testid="season-link">
          {t('Open :season', { season: season.name })}
        </Link>
      </p>
      {query.isPending ? (
        <EpisodeListSkeleton />
      ) : query.isError ? (
        <p className="text-sm text-danger">{t('There was an issue loading this page')}</p>
      ) : (
        <EpisodeList title={title} episodes={query.data.season.episodes} />
      )}
    </div>
  );
}
