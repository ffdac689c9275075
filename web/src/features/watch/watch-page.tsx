import { useState } from 'react';
import { Redirect, useLocation, useParams, useSearch } from 'wouter';
import { isHttpError } from '../../api/http';
import { getSetting, useBootstrap, useSettings } from '../../shell/bootstrap';
import { useTrans } from '../../shell/i18n';
import { isSubscribed } from '../../shell/permissions';
import { NotFoundPage, RouteErrorPage } from '../../shell/screens/not-found';
import { Skeleton, SkeletonText } from '../../ui/skeleton';
import { AdSlot } from '../../ui/catalogue/ad-slot';
import { watchLink } from '../../ui/catalogue/links';
import { pageFrame } from '../../ui/catalogue/section';
import { useWatch } from './api';
import { EpisodePicker } from './episode-picker';
import { NextCountdown } from './next-countdown';
import { EmbedPlayer } from './player/embed-player';
import { VideoPlayer } from './player/video-player';
import { WatchTitleFacts } from './title-facts';
import type { WatchResponse } from './types';
import { VideoRows } from './video-rows';

/** watch/{videoId}: the player, what is playing, and what to watch next. */
export default function WatchPage() {
  const { videoId } = useParams<{ videoId: string }>();
  const query = useWatch(videoId);
  const data = useBootstrap();
  const [location] = useLocation();

  if (query.isPending) return <WatchSkeleton />;
  if (query.isError) {
    const status = isHttpError(query.error) ? query.error.status : 0;
    // spec section 4's route guard, decided here because only the API knows the video's category
    if (status === 401) return <Redirect to={`/login?redirect=${encodeURIComponent(location)}`} replace />;
    if (status === 403)
      return data.settings.billing?.enable && !isSubscribed(data.user) ? <Redirect to="/pricing" replace /> : <NotFoundPage />;
    return status === 404 ? <NotFoundPage /> : <RouteErrorPage />;
  }
  return <WatchBody key={query.data.video.id} data={query.data} />;
}

function WatchBody({ data }: { data: WatchResponse }) {
  const t = useTrans();
  const [, navigate] = useLocation();
  const autoPlay = new URLSearchParams(useSearch()).get('autoplay') === '1';
  const [ended, setEnded] = useState(false);
  const [cancelled, setCancelled] = useState(false);
  const settings = useSettings();
  const { video, next_episode: next } = data;
  const isSeries = data.episode != null || data.title.type === 'series';
  // admin settings > videos: resume playback and next-episode autoplay can each be turned off
  const startAt = getSetting(settings, 'videos.resume') === false ? null : data.resume_at;
  const autoplayNext = getSetting(settings, 'videos.autoplay_next') !== false;

  const countdown =
    autoplayNext && ended && !cancelled && next?.video_id ? (
      <NextCountdown
        label={next.name || t('Season :season · Episode :episode', { season: next.season_number, episode: next.episode_number })}
        onGo={() => navigate(`${watchLink({ id: next.video_id! })}?autoplay=1`)}
        onCancel={() => setCancelled(true)}
      />
    ) : null;

  return (
    <article data-testid="watch-page" className="pb-16">
      <div className="bg-black">
        <div className="mx-auto w-full max-w-[min(1680px,calc((100svh-9rem)*16/9))]">
          {video.type === 'embed' ? (
            <EmbedPlayer video={video} startAt={startAt} autoPlay={autoPlay} />
          ) : (
            <VideoPlayer
              video={video}
              startAt={startAt}
              autoPlay={autoPlay}
              onEnded={() => {
                setEnded(true);
                setCancelled(false);
              }}
              overlay={countdown}
            />
          )}
        </div>
      </div>
      <AdSlot slot="watch_page" className="px-4 pt-6" />
      <div className={`${pageFrame} mt-6 grid gap-10 lg:grid-cols-[minmax(0,1fr)_360px] xl:grid-cols-[minmax(0,1fr)_400px]`}>
        <div className="min-w-0">
          <WatchTitleFacts data={data} />
        </div>
        <aside className="flex min-w-0 flex-col gap-8" aria-label={t('More videos')}>
          {isSeries && <EpisodePicker data={data} />}
          <VideoRows heading="Other versions" videos={data.alternative_videos} detail="source" testId="alternative-videos" />
          <VideoRows heading="Related videos" videos={data.related_videos} detail="category" testId="related-videos" />
        </aside>
      </div>
    </article>
  );
}

function WatchSkeleton() {
  return (
    <div aria-busy className="pb-16">
      <div className="bg-black">
        <div className="mx-auto aspect-video w-full max-w-[min(1680px,calc((100svh-9rem)*16/9))] animate-pulse bg-white/5" />
      </div>
      <div className={`${pageFrame} mt-6 flex gap-6`}>
        <Skeleton className="aspect-[2/3] w-24 shrink-0 sm:w-36" />
        <div className="w-full max-w-2xl">
          <Skeleton className="h-8 w-2/3" />
          <Skeleton className="mt-3 h-4 w-1/3" />
          <SkeletonText className="mt-5" lines={3} />
        </div>
      </div>
    </div>
  );
}
