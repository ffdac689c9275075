import { useEffect } from 'react';
import { useTrans } from '../../../shell/i18n';
import { logPlay } from '../api';
import type { WatchVideo } from '../types';
import { embedUrl } from './sources';

export function EmbedPlayer({ video, startAt, autoPlay }: { video: WatchVideo; startAt: number | null; autoPlay?: boolean }) {
  const t = useTrans();
  const src = video.sources?.[0]?.src ?? video.src;
  // a third-party frame does not report its position: record the play itself
  useEffect(() => {
    if (src) void logPlay(video.id, 0, video.duration);
  }, [src, video.id, video.duration]);
  return (
    <div data-testid="video-player" className="relative aspect-video w-full overflow-hidden bg-black">
      {src ? (
        <iframe
          src={embedUrl(src, startAt, !!autoPlay)}
          title={video.name}
          className="absolute inset-0 size-full border-0"
          allow="autoplay; fullscreen; picture-in-picture; encrypted-media; clipboard-write"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <p className="absolute inset-0 grid place-items-center text-white/80">{t('This video is not available yet.')}</p>
      )}
    </div>
  );
}
