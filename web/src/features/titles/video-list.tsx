import { Film, PlayCircle } from 'lucide-react';
import { Link } from 'wouter';
import { useTrans } from '../../shell/i18n';
import { Artwork } from '../../ui/catalogue/artwork';
import { EmptyState } from '../../ui/empty-state';
import { watchLink } from '../../ui/catalogue/links';
import type { Video } from '../../ui/catalogue/types';

const TILE_SIZES = '(min-width: 1280px) 30vw, (min-width: 640px) 45vw, 90vw';
const categoryLabel: Record<string, string> = { full: 'Full', trailer: 'Trailer', clip: 'Clip' };

/** The videos of a title, season or episode; `empty` says what appears once videos are added. */
export function VideosOrEmpty({ videos, empty }: { videos: Video[] | undefined; empty: string }) {
  const t = useTrans();
  return videos?.length ? <VideoList videos={videos} /> : <EmptyState icon={<Film />} title={t('No videos yet')} message={empty} />;
}

/** Videos as 16:9 tiles that open the watch page. */
export function VideoList({ videos }: { videos: Video[] }) {
  const t = useTrans();
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3" data-testid="video-list">
      {videos.map((v) => (
        <li key={v.id}>
          <Link to={watchLink(v)} className="group block rounded-theme outline-none focus-visible:ring-2 focus-visible:ring-primary">
            <div className="relative">
              <Artwork src={v.thumbnail} kind="backdrop" seed={v.name} sizes={TILE_SIZES} />
              <span className="absolute inset-0 grid place-items-center bg-black/25 transition-colors group-hover:bg-black/10">
                <PlayCircle className="size-12 text-white drop-shadow-lg" aria-hidden />
              </span>
            </div>
            <p className="mt-2 line-clamp-1 text-sm font-semibold group-hover:text-primary">{v.name}</p>
            <p className="text-xs text-muted">{t(categoryLabel[v.category] ?? v.category)}</p>
          </Link>
        </li>
      ))}
    </ul>
  );
}
