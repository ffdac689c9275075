import { ListVideo, Plus } from 'lucide-react';
import { Link, useParams } from 'wouter';
import { http } from '../../api';
import { pathTo, paths, tabs } from '../../paths';
import { useConfirmedRemove } from '../kit/confirmed-remove';
import { useTrans } from '../../shell/i18n';
import { ButtonLink, DeleteIconButton } from '../../ui/button';
import { Artwork } from '../../ui/catalogue/artwork';
import { formatDate, formatRuntime } from '../../ui/catalogue/format';
import { seasonLink } from '../../ui/catalogue/links';
import type { EpisodeSummary } from '../../ui/catalogue/types';
import type { SeasonResponse } from '../../api/title-types';
import { CreditsTab } from './credits-tab';
import { useRefreshCatalogue, useSeason } from './editor-api';
import { EditorHeader, editorGate, EditorTabs, RowList, Section } from '../kit/editor-shell';
import { SeasonDetailsForm } from './season-details-form';
import { VideosTab } from './videos-tab';

function EpisodesTab({ data }: { data: SeasonResponse }) {
  const t = useTrans();
  const refresh = useRefreshCatalogue();
  const { title, season } = data;
  const confirmRemove = useConfirmedRemove<EpisodeSummary>({
    request: (e) => http.delete(`titles/${title.id}/seasons/${season.number}/episodes/${e.episode_number}`),
    refresh,
    done: (e) => t('Episode :number deleted', { number: e.episode_number }),
    question: (e) => t('Delete episode :number?', { number: e.episode_number }),
    body: t('Its credits, images and videos are deleted too. This cannot be undone.'),
    confirmLabel: t('Delete'),
  });
  const add = (
    <ButtonLink to={pathTo(paths.adminEpisodeNew, { titleId: title.id, season: season.number })} size="sm" data-testid="add-episode">
      <Plus className="size-4" aria-hidden />
      {t('Add episode')}
    </ButtonLink>
  );
  const episodePath = (e: EpisodeSummary) =>
    pathTo(paths.adminEpisodeEdit, { titleId: title.id, season: season.number, episode: e.episode_number });
  return (
    <Section title={t('Episodes')} actions={season.episodes.length > 0 ? add : undefined} testId="episodes-tab">
      <RowList
        rows={season.episodes}
        empty={{
          icon: <ListVideo />,
          title: t('No episodes yet'),
          message: t('Add the episodes of this season one by one.'),
          actions: add,
        }}
        testId="episode-list"
      >
        {(e) => (
          <li key={e.id} className="flex items-center gap-3 px-3 py-2.5 transition-colors hover:bg-fg/4">
            <Artwork
              src={e.poster}
              kind="still"
              seed={`${title.name} ${e.episode_number}`}
              sizes="96px"
              className="w-20 shrink-0 sm:w-24"
              rounded="rounded-md"
            />
            <Link to={episodePath(e)} className="min-w-0 flex-1" data-testid="episode-link">
              <p className="truncate text-sm font-semibold">
                <span className="me-1.5 tabular-nums text-muted">{e.episode_number}.</span>
                {e.name ?? t('Episode :number', { number: e.episode_number })}
              </p>
              <p className="truncate text-xs text-muted">
                {[formatDate(e.release_date), formatRuntime(e.runtime)].filter(Boolean).join(' · ') || t('No air date')}
              </p>
            </Link>
            <DeleteIconButton label={t('Delete episode :number', { number: e.episode_number })} onClick={() => void confirmRemove(e)} />
          </li>
        )}
      </RowList>
    </Section>
  );
}

/** /admin/titles/{titleId}/edit/seasons/{season}/{tab}: a season's episodes, cast, crew and videos. */
export default function AdminSeasonEditPage() {
  const t = useTrans();
  const params = useParams<{ titleId: string; season: string; tab?: string }>();
  const tab = params.tab ?? tabs.adminSeason[0];
  const titleId = Number(params.titleId);
  const number = Number(params.season);
  const valid = Number.isInteger(titleId) && Number.isInteger(number) && (tabs.adminSeason as readonly string[]).includes(tab);
  const query = useSeason(titleId, number);
  const gate = editorGate(valid, query);
  if (gate) return gate;
  const data = query.data!;
  const { title, season } = data;
  const scope = { titleId: title.id, season: season.number };
  return (
    <div data-testid="admin-season-edit">
      <EditorHeader
        crumbs={[
          { label: t('Titles'), to: paths.adminTitles },
          { label: title.name, to: pathTo(paths.adminTitleEdit, { titleId: title.id, tab: 'seasons' }) },
        ]}
        name={season.name}
        poster={season.poster ?? title.poster}
        seed={`${title.name} ${season.number}`}
        viewLink={seasonLink(title, season.number)}
      />
      <EditorTabs
        label={t('Edit season')}
        tabs={tabs.adminSeason}
        active={tab}
        href={(name) => pathTo(paths.adminSeasonEdit, { titleId: title.id, season: season.number, tab: name })}
      />
      {tab === 'episodes' && (
        <>
          <EpisodesTab data={data} />
          <SeasonDetailsForm
            key={`${season.id}:${season.number}:${season.name}:${season.release_date}:${season.description}`}
            titleId={title.id}
            season={season}
          />
        </>
      )}
      {tab === 'cast' && <CreditsTab scope={scope} mode="cast" />}
      {tab === 'crew' && <CreditsTab scope={scope} mode="crew" />}
      {tab === 'videos' && <VideosTab scope={scope} />}
    </div>
  );
}
