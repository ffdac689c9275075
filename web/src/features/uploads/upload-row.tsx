import { CircleAlert, CircleCheck, FileVideo, RotateCcw, X } from 'lucide-react';
import { useTrans } from '../../shell/i18n';
import { IconButton } from '../../ui/button';
import { formatBytes } from './upload-rules';
import { uploadQueue } from './upload-store';
import type { UploadTask } from './upload-types';

/** One file of the queue: name, progress bar, percentage, speed, and cancel / retry / remove. */
export function UploadRow({ task }: { task: UploadTask }) {
  const t = useTrans();
  const pct = Math.round(task.percentage);
  const active = task.status === 'inProgress' || task.status === 'pending';
  const tone =
    task.status === 'failed'
      ? 'bg-danger'
      : task.status === 'completed'
        ? 'bg-positive'
        : task.status === 'aborted'
          ? 'bg-muted'
          : 'bg-primary';
  let detail: string;
  if (task.status === 'inProgress') {
    detail = `${formatBytes(task.bytesUploaded)} / ${formatBytes(task.file.size)}${task.speed > 0 ? ` · ${formatBytes(task.speed)}/s` : ''}`;
  } else if (task.status === 'pending') detail = t('Waiting to upload…');
  else if (task.status === 'completed') detail = `${formatBytes(task.file.size)} · ${t('Uploaded')}`;
  else if (task.status === 'aborted') detail = t('Upload cancelled');
  else detail = task.errorMessage || t('Upload failed');

  return (
    <li
      className="flex items-center gap-3 rounded-theme border border-line bg-surface/60 px-3 py-2.5"
      data-testid="upload-row"
      data-status={task.status}
    >
      <span
        className={`grid size-9 shrink-0 place-items-center rounded-lg ${task.status === 'failed' ? 'bg-danger/12 text-danger' : task.status === 'completed' ? 'bg-positive/12 text-positive' : 'bg-primary/12 text-primary'}`}
      >
        {task.status === 'failed' ? (
          <CircleAlert className="size-5" aria-hidden />
        ) : task.status === 'completed' ? (
          <CircleCheck className="size-5" aria-hidden />
        ) : (
          <FileVideo className="size-5" aria-hidden />
        )}
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex items-baseline justify-between gap-3 text-sm">
          <span className="truncate font-medium" title={task.relativePath || task.file.name}>
            {task.relativePath || task.file.name}
          </span>
          {task.status === 'inProgress' && (
            <span className="shrink-0 tabular-nums text-muted" data-testid="upload-percentage">
              {pct}%
            </span>
          )}
        </div>
        <div
          role="progressbar"
          aria-label={t('Uploading :file', { file: task.file.name })}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={pct}
          className="mt-1.5 h-1.5 overflow-hidden rounded-full bg-fg/10"
          data-testid="upload-progress"
        >
          <div
            className={`h-full rounded-full transition-[width] duration-200 ${tone}`}
            style={{ width: `${task.status === 'completed' ? 100 : pct}%` }}
          />
        </div>
        <p
          className={`mt-1 truncate text-xs ${task.status === 'failed' ? 'text-danger' : 'text-muted'}`}
          data-testid="upload-detail"
          role={task.status === 'failed' ? 'alert' : undefined}
        >
          {detail}
        </p>
      </div>
      <div className="flex shrink-0 items-center">
        {(task.status === 'failed' || task.status === 'aborted') && (
          <IconButton label={t('Retry')} onClick={() => uploadQueue.retry(task.id)} className="size-9" data-testid="upload-retry">
            <RotateCcw className="size-4" aria-hidden />
          </IconButton>
        )}
        <IconButton
          label={active ? t('Cancel upload') : t('Remove')}
          onClick={() => (active ? uploadQueue.abort(task.id) : uploadQueue.remove(task.id))}
          className="size-9"
          data-testid={active ? 'upload-cancel' : 'upload-remove'}
        >
          <X className="size-4" aria-hidden />
        </IconButton>
      </div>
    </li>
  );
}
