import { Play } from 'lucide-react';
import { Link } from 'wouter';
import { useTrans } from '../../shell/i18n';
import { Artwork } from '../../ui/catalogue/artwork';
import { watchLink } from '../../ui/catalogue/links';
import { formatTime } from './player/format';
import type { WatchVideo } from './types';

const categoryLabel: Record<string, string> = { full: 'Full', trailer: 'Trailer', clip: 'Clip' };
const sourceLabel: Record<string, string> = { embed: 'Embed', direct: 'File', stream: 'Stream', upload: 'Upload' };

/** A compact 16:9 thumbnail row that opens the watch page of another video. */
export function VideoRow({ video, detail }: { video: WatchVideo; detail: 'source' | 'category' }) {
  const t = useTrans();
  const episode = video.season_number != null && video.episode_number != null ? `S${video.season_number} E${video.episode_number}` : null;
  const meta =
    detail === 'source'
      ? [video.quality, video.language?.toUpperCase(), t(sourceLabel[video.type] ?? video.type)]
      : [episode, t(categoryLabel[video.category] ?? video.category)];
  return (
    <li>
      <Link
        to={watchLink(video)}
        className="group flex gap-3 rounded-theme p-1.5 outline-none transition-colors duration-150 hover:bg-fg/6 focus-visible:ring-2 focus-visible:ring-primary"
      >
        <div className="relative w-36 shrink-0 sm:w-40">
          <Artwork src={video.thumbnail} kind="backdrop" seed={video.name} sizes="160px" rounded="rounded-md" />
          <span className="absolute inset-0 grid place-items-center opacity-0 transition-opacity group-hover:opacity-100">
            <Play className="size-8 text-white drop-shadow-lg" fill="currentColor" aria-hidden />
          </span>
          {video.duration ? (
            <span className="absolute bottom-1 end-1 rounded bg-black/80 px-1 text-[11px] tabular-nums text-white">
              {formatTime(video.duration)}
            </span>
          ) : null}
        </div>
        <div className="min-w-0 py-0.5">
          <p className="line-clamp-2 text-sm font-semibold group-hover:text-primary">{video.name}</p>
          <p className="mt-1 text-xs text-muted">{meta.filter(Boolean).join(' · ')}</p>
        </div>
      </Link>
    </li>
  );
}

export function VideoRows({
  heading,
  videos,
  detail,
  testId,
}: {
  heading: string;
  videos: WatchVideo[];
  detail: 'source' | 'category';
  testId: string;
}) {
  const t = useTrans();
  if (!videos.length) return null;
  return (
    <section aria-labelledby={`${testId}-h`} data-testid={testId}>
      <h2 id={`${testId}-h`} className="mb-2 text-base font-semibold">
        {t(heading)}
      </h2>
      <ul className="flex flex-col gap-1">
        {videos.map((v) => (
          <VideoRow key={v.id} video={v} detail={detail} />
        ))}
      </ul>
    </section>
  );
}
