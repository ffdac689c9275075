import { Clapperboard, Pencil, Plus } from 'lucide-react';
import { Link } from 'wouter';
import { pathTo, paths } from '../../paths';
import { confirmAction } from '../../shell/confirm';
import { useTrans } from '../../shell/i18n';
import { ButtonLink, DeleteIconButton } from '../../ui/button';
import { Skeleton } from '../../ui/skeleton';
import { toast } from '../../ui/toast-store';
import { useDeleteVideos } from '../kit/videos-api';
import { categoryLabels, StatusBadge, typeLabels, VideoThumb } from '../kit/video-status-badge';
import type { AdminVideo } from '../kit/video-types';
import { type Scope, useScopeVideos } from './editor-api';
import { RowList, Section } from '../kit/editor-shell';

/** The existing video form, opened for this title, season or episode. */
function newPath(s: Scope) {
  if (s.episode !== undefined) return pathTo(paths.adminEpisodeVideoNew, { titleId: s.titleId, season: s.season, episode: s.episode });
  if (s.season !== undefined) return pathTo(paths.adminSeasonVideoNew, { titleId: s.titleId, season: s.season });
  return pathTo(paths.adminTitleVideoNew, { titleId: s.titleId });
}

function editPath(s: Scope, v: AdminVideo) {
  if (s.episode !== undefined)
    return pathTo(paths.adminEpisodeVideoEdit, { titleId: s.titleId, season: s.season, episode: s.episode, videoId: v.id });
  if (s.season !== undefined) return pathTo(paths.adminSeasonVideoEdit, { titleId: s.titleId, season: s.season, videoId: v.id });
  // the title's list also shows its seasons' and episodes' videos: edit each in its own scope
  if (v.season_number != null) return editPath({ titleId: s.titleId, season: v.season_number, episode: v.episode_number ?? undefined }, v);
  return pathTo(paths.adminTitleVideoEdit, { titleId: s.titleId, videoId: v.id });
}

/** Videos attached to a title, season or episode, with their processing state; add and edit go to the video form. */
export function VideosTab({ scope }: { scope: Scope }) {
  const t = useTrans();
  const videos = useScopeVideos(scope);
  const remove = useDeleteVideos();
  // a season's list holds the season's own videos; its episodes have theirs
  const rows = (videos.data ?? []).filter((v) => scope.season === undefined || scope.episode !== undefined || v.episode_number == null);
  const confirmDelete = async (v: AdminVideo) => {
    const ok = await confirmAction({
      title: t('Delete video?'),
      body: t('Its processed files, captions and play history are deleted too. This cannot be undone.'),
      confirmLabel: t('Delete'),
    });
    if (ok) remove.mutate([v.id], { onSuccess: () => toast(t('Video deleted')) });
  };
  const add = (
    <ButtonLink to={newPath(scope)} size="sm" data-testid="add-video">
      <Plus className="size-4" aria-hidden />
      {t('Add video')}
    </ButtonLink>
  );
  return (
    <Section
      title={t('Videos')}
      description={t('Full videos, trailers and clips. Uploads show their processing progress here.')}
      actions={rows.length > 0 ? add : undefined}
    >
      {videos.isPending ? (
        <Skeleton className="h-40 w-full" />
      ) : (
        <RowList
          rows={rows}
          empty={{
            icon: <Clapperboard />,
            title: t('No videos yet'),
            message: t('Upload a file, link a stream or embed a trailer.'),
            actions: add,
          }}
          testId="scope-videos"
        >
          {(v) => (
            <li key={v.id} className="flex items-center gap-3 px-3 py-2.5" data-testid="scope-video-row">
              <VideoThumb src={v.thumbnail} className="w-16 sm:w-24" />
              <div className="min-w-0 flex-1">
                <Link to={editPath(scope, v)} className="line-clamp-1 text-sm font-semibold hover:text-primary">
                  {v.name}
                </Link>
                <p className="truncate text-xs text-muted">
                  {[
                    t(categoryLabels[v.category]),
                    t(typeLabels[v.type]),
                    v.quality,
                    scope.season === undefined && v.season_number != null
                      ? `S${v.season_number}${v.episode_number != null ? ` · E${v.episode_number}` : ''}`
                      : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
                {v.status === 'processing' && v.progress !== null && (
                  <div
                    role="progressbar"
                    aria-label={t('Processing')}
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-valuenow={Math.round(v.progress * 100)}
                    className="mt-1.5 h-1 max-w-48 overflow-hidden rounded-full bg-fg/10"
                  >
                    <div className="h-full bg-primary transition-[width] duration-300" style={{ width: `${v.progress * 100}%` }} />
                  </div>
                )}
                {v.status === 'failed' && v.status_message && <p className="mt-0.5 line-clamp-1 text-xs text-danger">{v.status_message}</p>}
              </div>
              <StatusBadge video={v} />
              <Link
                to={editPath(scope, v)}
                aria-label={t('Edit :name', { name: v.name })}
                title={t('Edit')}
                className="hidden size-9 place-items-center rounded-full text-muted hover:bg-fg/10 hover:text-fg sm:grid"
              >
                <Pencil className="size-4" aria-hidden />
              </Link>
              <DeleteIconButton label={t('Delete :name', { name: v.name })} onClick={() => void confirmDelete(v)} />
            </li>
          )}
        </RowList>
      )}
    </Section>
  );
}
