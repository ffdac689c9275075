import { Clapperboard } from 'lucide-react';
import { useTrans } from '../../shell/i18n';
import type { AdminVideo } from './video-types';

const tones: Record<AdminVideo['status'], string> = {
  ready: 'bg-positive/12 text-positive',
  processing: 'bg-primary/14 text-primary',
  pending: 'bg-fg/8 text-muted',
  failed: 'bg-danger/12 text-danger',
};

const labels: Record<AdminVideo['status'], string> = { ready: 'Ready', processing: 'Processing', pending: 'Queued', failed: 'Failed' };

/** The processing state as a small pill; while processing it carries the percentage. */
export function StatusBadge({
  video,
  testId = 'video-status',
  percent = true,
}: {
  video: Pick<AdminVideo, 'status' | 'progress'>;
  testId?: string;
  percent?: boolean;
}) {
  const t = useTrans();
  const pct = percent && video.status === 'processing' && video.progress !== null ? ` ${Math.round(video.progress * 100)}%` : '';
  return (
    <span
      className={`inline-flex h-6 items-center rounded-full px-2.5 text-xs font-semibold tabular-nums ${tones[video.status]}`}
      data-testid={testId}
    >
      {t(labels[video.status])}
      {pct}
    </span>
  );
}

export const typeLabels: Record<AdminVideo['type'], string> = { upload: 'Upload', embed: 'Embed', direct: 'Direct link', stream: 'Stream' };
export const categoryLabels: Record<AdminVideo['category'], string> = { full: 'Full video', trailer: 'Trailer', clip: 'Clip' };

/** A video's thumbnail in a 16:9 box, or a clapperboard when it has none; `className` sets the width. */
export function VideoThumb({ src, className }: { src: string | null | undefined; className: string }) {
  return (
    <div className={`relative aspect-video shrink-0 overflow-hidden rounded-md bg-fg/8 ${className}`}>
      {src ? (
        <img src={src} alt="" loading="lazy" className="size-full object-cover" />
      ) : (
        <Clapperboard className="absolute inset-0 m-auto size-5 text-muted" aria-hidden />
      )}
    </div>
  );
}
