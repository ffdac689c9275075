import { Meter } from '../../ui/progress-bar';
import { CircleAlert, CircleCheck, Loader } from 'lucide-react';
import { formatRuntime } from '../../ui/catalogue/format';
import { useTrans } from '../../shell/i18n';
import { StatusBadge } from '../kit/video-status-badge';
import type { AdminVideo } from '../kit/video-types';

/** The processing state of an uploaded video: live progress, the result, or ffmpeg's reason. */
export function ProcessingPanel({ video }: { video: AdminVideo }) {
  const t = useTrans();
  const working = video.status === 'pending' || video.status === 'processing';
  const pct = Math.round((video.progress ?? 0) * 100);
  return (
    <section
      className="rounded-theme border border-line bg-surface/60 p-4"
      aria-labelledby="processing-heading"
      data-testid="processing-panel"
      data-status={video.status}
    >
      <div className="flex items-center gap-3">
        <span
          className={`grid size-9 place-items-center rounded-lg ${video.status === 'failed' ? 'bg-danger/12 text-danger' : video.status === 'ready' ? 'bg-positive/12 text-positive' : 'bg-primary/12 text-primary'}`}
        >
          {video.status === 'failed' ? (
            <CircleAlert className="size-5" aria-hidden />
          ) : video.status === 'ready' ? (
            <CircleCheck className="size-5" aria-hidden />
          ) : (
            <Loader className="size-5 animate-spin motion-reduce:animate-none" aria-hidden />
          )}
        </span>
        <div className="min-w-0 flex-1">
          <h3 id="processing-heading" className="text-sm font-semibold">
            {t('Processing')}
          </h3>
          <p className="text-xs text-muted">
            {video.status === 'pending' && t('Waiting for the media worker…')}
            {video.status === 'processing' && t('Creating the streaming versions, poster and previews…')}
            {video.status === 'ready' &&
              [t('Ready to play'), video.duration ? formatRuntime(Math.max(1, Math.round(video.duration / 60))) : null]
                .filter(Boolean)
                .join(' · ')}
            {video.status === 'failed' && t('Processing failed. The original file is kept.')}
          </p>
        </div>
        <StatusBadge video={video} percent={false} />
      </div>
      {working && (
        <div className="mt-3 flex items-center gap-3">
          <Meter
            value={pct}
            label={t('Processing progress')}
            className="h-1.5 flex-1"
            barClassName="bg-primary duration-500"
            testId="processing-progress"
          />
          <span className="w-10 text-end text-xs tabular-nums text-muted">{pct}%</span>
        </div>
      )}
      {video.status_message && (
        <pre
          className="mt-3 max-h-48 overflow-auto whitespace-pre-wrap rounded-md bg-danger/8 p-3 text-xs text-danger"
          data-testid="processing-error"
        >
          {video.status_message}
        </pre>
      )}
    </section>
  );
}
