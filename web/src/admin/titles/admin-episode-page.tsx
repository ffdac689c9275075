import { useLocation, useParams } from 'wouter';
import { pathTo, paths, tabs } from '../../paths';
import { useTrans } from '../../shell/i18n';
import { episodeLink } from '../../ui/catalogue/links';
import { CreditsTab } from './credits-tab';
import { useEpisode, useSeason } from './editor-api';
import { EditorHeader, editorGate, EditorTabs } from '../kit/editor-shell';
import { EpisodeFactsForm } from './episode-facts-form';
import { VideosTab } from './videos-tab';

type Params = { titleId: string; season: string; episode?: string; tab?: string };

/**
 * /admin/titles/{titleId}/edit/seasons/{season}/episodes/new and …/episodes/{episode}/{tab}:
 * a new episode's form, or an episode's primary facts, cast, crew and videos.
 */
export default function AdminEpisodePage() {
  const t = useTrans();
  const [, navigate] = useLocation();
  const params = useParams<Params>();
  const titleId = Number(params.titleId);
  const season = Number(params.season);
  const isNew = params.episode === undefined;
  const number = Number(params.episode);
  const tab = params.tab ?? tabs.adminEpisode[0];
  const seasonQuery = useSeason(titleId, season);
  const episodeQuery = useEpisode(titleId, season, number, !isNew);
  const valid =
    Number.isInteger(titleId) &&
    Number.isInteger(season) &&
    (isNew || Number.isInteger(number)) &&
    (tabs.adminEpisode as readonly string[]).includes(tab);
  const query = isNew ? seasonQuery : episodeQuery;
  const gate = editorGate(valid, query);
  if (gate) return gate;
  const title = query.data!.title;
  const seasonName = query.data!.season.name;
  const episode = isNew ? null : episodeQuery.data!.episode;
  const editPath = (n: number, name?: string) => pathTo(paths.adminEpisodeEdit, { titleId, season, episode: n, tab: name });
  const crumbs = [
    { label: t('Titles'), to: paths.adminTitles },
    { label: title.name, to: pathTo(paths.adminTitleEdit, { titleId, tab: 'seasons' }) },
    { label: seasonName, to: pathTo(paths.adminSeasonEdit, { titleId, season }) },
  ];
  if (!episode) {
    return (
      <div data-testid="admin-episode-new">
        <EditorHeader crumbs={crumbs} name={t('New episode')} poster={null} seed={`${title.name} new`} kind="still" />
        <EpisodeFactsForm
          titleId={titleId}
          season={season}
          episode={null}
          onSaved={(e) => navigate(editPath(e.episode_number), { replace: true })}
        />
      </div>
    );
  }
  const scope = { titleId, season, episode: episode.episode_number };
  return (
    <div data-testid="admin-episode-edit">
      <EditorHeader
        crumbs={crumbs}
        name={`${episode.episode_number}. ${episode.name ?? t('Episode :number', { number: episode.episode_number })}`}
        poster={episode.poster}
        seed={`${title.name} ${episode.episode_number}`}
        kind="still"
        viewLink={episodeLink(title, season, episode.episode_number)}
      />
      <EditorTabs label={t('Edit episode')} tabs={tabs.adminEpisode} active={tab} href={(name) => editPath(episode.episode_number, name)} />
      {tab === 'primary-facts' && (
        <EpisodeFactsForm
          key={episode.id}
          titleId={titleId}
          season={season}
          episode={episode}
          onSaved={(e) => e.episode_number !== episode.episode_number && navigate(editPath(e.episode_number), { replace: true })}
        />
      )}
      {tab === 'cast' && <CreditsTab scope={scope} mode="cast" />}
      {tab === 'crew' && <CreditsTab scope={scope} mode="crew" />}
      {tab === 'videos' && <VideosTab scope={scope} />}
    </div>
  );
}
