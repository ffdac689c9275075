import { UploadCloud } from 'lucide-react';
import { type DragEvent, useId, useRef, useState } from 'react';
import { useTrans } from '../../shell/i18n';
import { Button } from '../../ui/button';
import { toast } from '../../ui/toast-store';
import { formatBytes } from './upload-rules';
import { uploadQueue, useUploads } from './upload-store';
import { readUploadConfig } from './upload-config';
import { UploadRow } from './upload-row';
import type { FileEntry, UploadOptions, UploadTask } from './upload-types';

interface FileUploaderProps {
  /** The input's accept attribute, e.g. 'video/*'. Also enforced before upload. */
  accept?: string;
  multiple?: boolean;
  /** Metadata and limits sent with each file. */
  options?: Omit<UploadOptions, 'group'>;
  onUploaded?: (entry: FileEntry, task: UploadTask) => void;
  onFailed?: (message: string | null, task: UploadTask) => void;
  label?: string;
  hint?: string;
  disabled?: boolean;
  /** Spec section 8: a failed upload also shows a toast when the widget asks for it. */
  toastErrors?: boolean;
}

/** A drop zone and file button that queue files, with a row per file (progress, speed, cancel, retry). */
export function FileUploader({
  accept,
  multiple = false,
  options = {},
  onUploaded,
  onFailed,
  label,
  hint,
  disabled,
  toastErrors,
}: FileUploaderProps) {
  const t = useTrans();
  const group = useId();
  const inputId = `${group}-input`;
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const tasks = useUploads(group);
  const maxSize = readUploadConfig().maxSize;

  const queue = (list: FileList | File[] | null) => {
    const files = [...(list ?? [])];
    if (!files.length || disabled) return;
    const allowedFileTypes =
      options.allowedFileTypes ??
      (accept
        ? accept
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)
        : undefined);
    const onError = (message: string | null, task: UploadTask) => {
      if (toastErrors) toast.danger(message || t('There was an issue. Please try again.'));
      onFailed?.(message, task);
    };
    uploadQueue.add(multiple ? files : files.slice(0, 1), { ...options, allowedFileTypes, group }, { onSuccess: onUploaded, onError });
    if (input.current) input.current.value = '';
  };

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    queue(e.dataTransfer.files);
  };

  const inactive = tasks.filter((x) => x.status !== 'inProgress').length;

  return (
    <div className="flex flex-col gap-3" data-testid="file-uploader">
      <label
        htmlFor={inputId}
        onDragOver={(e) => {
          e.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={`flex cursor-pointer flex-col items-center gap-2 rounded-theme border-2 border-dashed px-6 py-8 text-center transition-colors duration-150 has-[:focus-visible]:border-primary has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-primary/25 ${
          dragging ? 'border-primary bg-primary/8' : 'border-line hover:border-fg/30 hover:bg-fg/3'
        } ${disabled ? 'pointer-events-none opacity-60' : ''}`}
        data-testid="upload-dropzone"
      >
        <span className="grid size-12 place-items-center rounded-full bg-primary/12 text-primary">
          <UploadCloud className="size-6" aria-hidden />
        </span>
        <span className="text-sm font-semibold">{label ?? t('Drop a file here or click to browse')}</span>
        <span className="text-xs text-muted">{hint ?? (maxSize ? t('Up to :size', { size: formatBytes(maxSize) }) : '')}</span>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept={accept}
          multiple={multiple}
          disabled={disabled}
          className="sr-only"
          onChange={(e) => queue(e.target.files)}
          data-testid="upload-input"
        />
      </label>
      {tasks.length > 0 && (
        <>
          <ul className="flex flex-col gap-2" aria-label={t('Uploads')}>
            {tasks.map((task) => (
              <UploadRow key={task.id} task={task} />
            ))}
          </ul>
          {inactive > 0 && (
            <div className="flex justify-end">
              <Button variant="ghost" size="xs" onClick={() => uploadQueue.clearInactive(group)} data-testid="upload-clear-inactive">
                {t('Clear inactive')}
              </Button>
            </div>
          )}
        </>
      )}
    </div>
  );
}
