import { ArrowLeft, ChartColumn, Play } from 'lucide-react';
import { Link, useLocation, useParams } from 'wouter';
import { pathTo, paths } from '../../paths';
import { useTrans } from '../../shell/i18n';
import { ButtonLink } from '../../ui/button';
import { NotFound } from '../kit/not-found';
import { Skeleton } from '../../ui/skeleton';
import { toast } from '../../ui/toast-store';
import { useVideo } from './api';
import { CaptionsPanel } from './captions-panel';
import { ProcessingPanel } from './processing-panel';
import type { AdminVideo, VideoScope } from '../kit/video-types';
import { VideoForm } from './video-form';

type Params = { titleId?: string; season?: string; episode?: string; videoId?: string };

const num = (s: string | undefined) => (s !== undefined && /^\d+$/.test(s) ? Number(s) : undefined);

function scopeOf(params: Params): VideoScope {
  return { titleId: num(params.titleId), season: num(params.season), episode: num(params.episode) };
}

/** Where the screen returns to: the video tab of the title, season or episode it came from, else the list. */
function backPath(scope: VideoScope) {
  if (scope.titleId === undefined) return paths.adminVideos;
  if (scope.episode !== undefined)
    return pathTo(paths.adminEpisodeEdit, { titleId: scope.titleId, season: scope.season, episode: scope.episode, tab: 'videos' });
  if (scope.season !== undefined) return pathTo(paths.adminSeasonEdit, { titleId: scope.titleId, season: scope.season, tab: 'videos' });
  return pathTo(paths.adminTitleEdit, { titleId: scope.titleId, tab: 'videos' });
}

function editPath(scope: VideoScope, videoId: number) {
  if (scope.titleId === undefined) return pathTo(paths.adminVideoEdit, { videoId });
  if (scope.episode !== undefined)
    return pathTo(paths.adminEpisodeVideoEdit, { titleId: scope.titleId, season: scope.season, episode: scope.episode, videoId });
  if (scope.season !== undefined) return pathTo(paths.adminSeasonVideoEdit, { titleId: scope.titleId, season: scope.season, videoId });
  return pathTo(paths.adminTitleVideoEdit, { titleId: scope.titleId, videoId });
}

function Header({ title, scope, video }: { title: string; scope: VideoScope; video?: AdminVideo }) {
  const t = useTrans();
  const where =
    scope.episode !== undefined
      ? t('Season :season, episode :episode', { season: scope.season ?? '', episode: scope.episode })
      : scope.season !== undefined
        ? t('Season :season', { season: scope.season })
        : null;
  return (
    <div className="mb-6 flex flex-wrap items-center gap-3">
      <Link
        to={backPath(scope)}
        aria-label={t('Back')}
        className="grid size-10 place-items-center rounded-full text-muted hover:bg-fg/8 hover:text-fg"
      >
        <ArrowLeft className="size-5" aria-hidden />
      </Link>
      <div className="me-auto min-w-0">
        <h1 className="truncate text-2xl font-bold tracking-tight">{title}</h1>
        {where && <p className="text-sm text-muted">{where}</p>}
      </div>
      {video && (
        <div className="flex gap-2">
          <ButtonLink to={pathTo(paths.adminVideoInsights, { videoId: video.id })} variant="outline" size="sm">
            <ChartColumn className="size-4" aria-hidden />
            {t('Insights')}
          </ButtonLink>
          {video.status === 'ready' && (
            <ButtonLink to={pathTo(paths.watch, { videoId: video.id })} variant="secondary" size="sm" data-testid="video-watch-link">
              <Play className="size-4" aria-hidden />
              {t('Watch')}
            </ButtonLink>
          )}
        </div>
      )}
    </div>
  );
}

/** Every new/edit video route (global, or scoped to a title, season or episode) renders this page. */
export default function VideoFormPage() {
  const t = useTrans();
  const params = useParams<Params>();
  const [, navigate] = useLocation();
  const scope = scopeOf(params);
  const videoId = num(params.videoId) ?? null;
  const query = useVideo(videoId);

  const onSaved = (saved: AdminVideo, created: boolean) => {
    toast(created ? t('Video created') : t('Video saved'));
    if (created) navigate(editPath(scope, saved.id), { replace: true });
  };

  if (videoId === null) {
    return (
      <div data-testid="video-form-page">
        <Header title={t('New video')} scope={scope} />
        <VideoForm key="new" video={null} scope={scope} onSaved={onSaved} />
      </div>
    );
  }
  if (query.isPending) {
    return (
      <div className="flex flex-col gap-4">
        <Skeleton className="h-10 w-72" />
        <Skeleton className="h-80 w-full" />
      </div>
    );
  }
  const video = query.data;
  if (!video) return <NotFound title={t('Video not found')} back={{ to: paths.adminVideos, label: t('All videos'), look: 'button' }} />;
  return (
    <div data-testid="video-form-page">
      <Header title={video.name} scope={scope} video={video} />
      <VideoForm
        key={video.id}
        video={video}
        scope={scope}
        aside={video.type === 'upload' ? <ProcessingPanel video={video} /> : null}
        sidebar={<CaptionsPanel videoId={video.id} captions={video.captions} />}
        onSaved={onSaved}
      />
    </div>
  );
}
