import { ImagePlus, Trash2, TriangleAlert } from 'lucide-react';
import { type Ref, useEffect, useRef, useState } from 'react';
import { http } from '../../api';
import { confirmDeleteImage } from '../kit/upload-image';
import { useTrans } from '../../shell/i18n';
import { Button } from '../../ui/button';
import { toast } from '../../ui/toast-store';
import { Artwork } from '../../ui/catalogue/artwork';
import { serverMessage } from '../../features/uploads/transfer-xhr';
import { type AdminPerson, uploadProfileImage, useRefreshPeople } from './api';

/** A local preview of a picked file, released when it changes. */
function usePreview(file: File | null) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setUrl(null);
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

function Frame({ src, seed, children, status }: { src: string | null; seed: string; children: React.ReactNode; status?: React.ReactNode }) {
  const t = useTrans();
  return (
    <div className="flex gap-4 rounded-2xl border border-line bg-surface p-4 md:flex-col" data-testid="person-poster">
      <Artwork
        src={src}
        kind="profile"
        alt={t('Poster')}
        seed={seed}
        sizes="200px"
        className="w-28 shrink-0 md:w-full"
        rounded="rounded-xl"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <p className="text-sm font-semibold">{t('Poster')}</p>
        <p className="text-xs text-muted">{t('Upload JPEG, PNG or WebP images up to 15 MB.')}</p>
        {status}
        <div className="flex flex-wrap gap-2">{children}</div>
      </div>
    </div>
  );
}

/** The hidden file input behind the poster buttons. */
function PosterInput({ ref, onPick }: { ref: Ref<HTMLInputElement>; onPick: (file: File | undefined) => void }) {
  return (
    <input
      ref={ref}
      type="file"
      accept="image/*"
      className="sr-only"
      tabIndex={-1}
      aria-hidden
      onChange={(e) => onPick(e.target.files?.[0])}
      data-testid="poster-input"
    />
  );
}

/** New person: the picked file is previewed here and uploaded right after the person is created. */
export function PendingPoster({ file, onFile, seed }: { file: File | null; onFile: (f: File | null) => void; seed: string }) {
  const t = useTrans();
  const input = useRef<HTMLInputElement>(null);
  const preview = usePreview(file);
  return (
    <Frame src={preview} seed={seed} status={file && <p className="truncate text-xs text-muted">{file.name}</p>}>
      <PosterInput ref={input} onPick={(f) => onFile(f ?? null)} />
      <Button size="sm" variant="outline" onClick={() => input.current?.click()}>
        <ImagePlus className="size-4" aria-hidden />
        {file ? t('Change') : t('Choose image')}
      </Button>
      {file && (
        <Button size="sm" variant="ghost" onClick={() => onFile(null)}>
          {t('Remove')}
        </Button>
      )}
    </Frame>
  );
}

/** Existing person: uploads at once with progress; the first profile image is the poster. */
export function PersonPoster({ person }: { person: AdminPerson }) {
  const t = useTrans();
  const refresh = useRefreshPeople();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const primary = person.images.find((i) => i.type === 'profile') ?? null;

  const upload = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    setError(null);
    setProgress(0);
    try {
      const res = await uploadProfileImage(file, person.id, setProgress);
      if (res.status >= 400) setError(serverMessage(res.body) ?? t('There was an issue. Please try again.'));
      else {
        // uploads are appended and the first one is the poster: replacing deletes the older ones
        const older = person.images.filter((i) => i.type === 'profile').map((i) => i.id);
        const created = (res.body as { image?: { id: number } } | null)?.image?.id;
        if (created && older.length) await Promise.all(older.map((id) => http.delete(`images/${id}`)));
        toast(t('Poster uploaded'));
        await refresh();
      }
    } catch {
      setError(t('There was an issue. Please try again.'));
    } finally {
      setProgress(null);
    }
  };

  const remove = async () => {
    if (primary) await confirmDeleteImage(primary.id, { title: t('Delete poster?'), deleted: t('Poster deleted') }, refresh);
  };

  const status =
    progress !== null ? (
      <div
        role="progressbar"
        aria-label={t('Uploading poster')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(progress * 100)}
        className="h-1.5 overflow-hidden rounded-full bg-fg/10"
      >
        <div
          className={`h-full rounded-full bg-primary transition-[width] duration-200 ${progress >= 1 ? 'animate-pulse' : ''}`}
          style={{ width: `${Math.max(4, progress * 100)}%` }}
        />
      </div>
    ) : error ? (
      <p className="inline-flex items-center gap-1.5 text-xs font-medium text-danger" role="alert">
        <TriangleAlert className="size-4 shrink-0" aria-hidden />
        {error}
      </p>
    ) : null;

  return (
    <Frame src={person.poster} seed={person.name} status={status}>
      <PosterInput ref={input} onPick={(f) => void upload(f)} />
      <Button size="sm" variant="outline" loading={progress !== null} onClick={() => input.current?.click()} data-testid="upload-poster">
        <ImagePlus className="size-4" aria-hidden />
        {primary ? t('Replace') : t('Upload')}
      </Button>
      {primary && (
        <Button size="sm" variant="ghost" onClick={() => void remove()} data-testid="delete-poster">
          <Trash2 className="size-4" aria-hidden />
          {t('Delete')}
        </Button>
      )}
    </Frame>
  );
}
