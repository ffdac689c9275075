import { FileVideo } from 'lucide-react';
import type { UseFormReturn } from 'react-hook-form';
import { useTrans } from '../../shell/i18n';
import { TextField } from '../../ui/field';
import { FileUploader } from '../../features/uploads/file-uploader';
import type { FileEntry } from '../../features/uploads/upload-types';
import { useFileEntry } from './api';
import type { VideoFormValues } from './video-form-values';

const placeholders: Record<string, string> = {
  embed: 'https://www.youtube.com/watch?v=…',
  direct: 'https://cdn.example.com/movie.mp4',
  stream: 'https://cdn.example.com/live/master.m3u8',
};
const hints: Record<string, string> = {
  embed: 'A YouTube or Vimeo link, or any https iframe URL.',
  direct: 'An .mp4 or .webm file URL.',
  stream: 'An HLS (.m3u8) or DASH (.mpd) URL.',
};

/** The video's source: a URL for external types, or an upload whose file entry becomes file_entry_id. */
export function SourceField({
  form,
  uploadedName,
  onUploaded,
}: {
  form: UseFormReturn<VideoFormValues>;
  uploadedName: string | null;
  onUploaded: (entry: FileEntry) => void;
}) {
  const t = useTrans();
  const type = form.watch('type');
  const entryId = form.watch('file_entry_id');
  const errors = form.formState.errors;
  const stored = useFileEntry(type === 'upload' && !uploadedName ? entryId : null);
  const attachedName = uploadedName ?? stored.data?.name ?? null;

  if (type !== 'upload') {
    return (
      <TextField
        label={t('Source URL')}
        placeholder={placeholders[type]}
        description={t(hints[type] ?? '')}
        error={errors.src?.message}
        {...form.register('src')}
        data-testid="video-src"
      />
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <span className="text-sm font-medium">{t('Video file')}</span>
      {entryId ? (
        <p className="flex items-center gap-2 text-sm text-muted" data-testid="video-file-attached">
          <FileVideo className="size-4 text-positive" aria-hidden />
          {attachedName ? t('Attached: :name', { name: attachedName }) : t('A file is attached. Upload another to replace it.')}
        </p>
      ) : null}
      <FileUploader
        toastErrors
        accept="video/*"
        options={{ allowedFileTypes: ['video/*', 'mp4', 'mkv', 'mov', 'webm', 'avi', 'm4v', 'ts'] }}
        label={entryId ? t('Replace the file: drop a video or click to browse') : t('Drop a video here or click to browse')}
        onUploaded={(entry) => {
          form.clearErrors('file_entry_id');
          onUploaded(entry);
        }}
      />
      {errors.file_entry_id?.message && (
        <p className="text-xs font-medium text-danger" role="alert">
          {errors.file_entry_id.message}
        </p>
      )}
    </div>
  );
}
