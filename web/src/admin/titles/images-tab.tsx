import { ImagePlus, Images, TriangleAlert } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import { http } from '../../api';
import { useTrans } from '../../shell/i18n';
import { Button, DeleteIconButton } from '../../ui/button';
import { toast } from '../../ui/toast-store';
import type { ImageJson } from '../../ui/catalogue/types';
import { serverMessage } from '../../features/uploads/transfer-xhr';
import type { TitleDetail } from '../../api/title-types';
import { useRefreshCatalogue } from './editor-api';
import { EmptyBox, Section } from '../kit/editor-shell';
import { SortableHelp, SortHandle, useSortable } from '../kit/sortable';
import { confirmDeleteImage, uploadImage } from '../kit/upload-image';

type Kind = 'poster' | 'backdrop';

interface Upload {
  key: number;
  name: string;
  progress: number;
  error: string | null;
}

let seq = 0;

function ImageGroup({ title, kind, images }: { title: TitleDetail; kind: Kind; images: ImageJson[] }) {
  const t = useTrans();
  const refresh = useRefreshCatalogue();
  const input = useRef<HTMLInputElement>(null);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const label = kind === 'poster' ? t('Posters') : t('Backdrops');
  const sortable = useSortable(
    images,
    (ids) => http.post(`titles/${title.id}/images/change-order`, { ids }).then(() => refresh()),
    (img) =>
      t(':kind :number', { kind: kind === 'poster' ? t('Poster') : t('Backdrop'), number: images.findIndex((i) => i.id === img.id) + 1 }),
  );
  const patch = (key: number, next: Partial<Upload>) => setUploads((list) => list.map((u) => (u.key === key ? { ...u, ...next } : u)));

  const start = async (files: FileList | null) => {
    const picked = [...(files ?? [])];
    if (input.current) input.current.value = '';
    const rows = picked.map((f) => ({ key: ++seq, name: f.name, progress: 0, error: null }));
    setUploads((list) => [...list, ...rows]);
    let done = 0;
    // one at a time: each upload is resized server-side and decides the primary picture in turn
    for (const [i, file] of picked.entries()) {
      const row = rows[i]!;
      try {
        const res = await uploadImage(file, 'title', title.id, kind, (p) => patch(row.key, { progress: p }));
        if (res.status >= 400) {
          patch(row.key, { error: serverMessage(res.body) ?? t('There was an issue. Please try again.') });
          continue;
        }
        done++;
        setUploads((list) => list.filter((u) => u.key !== row.key));
      } catch {
        patch(row.key, { error: t('There was an issue. Please try again.') });
      }
    }
    if (done) {
      toast(t('[one] :count image uploaded|[other] :count images uploaded', { count: done }));
      await refresh();
    }
  };

  const remove = (img: ImageJson) => confirmDeleteImage(img.id, { title: t('Delete image?'), deleted: t('Image deleted') }, refresh);

  const aspect = kind === 'poster' ? 'aspect-[2/3]' : 'aspect-video';
  const grid = kind === 'poster' ? 'grid-cols-2 sm:grid-cols-4 lg:grid-cols-6' : 'grid-cols-1 sm:grid-cols-2 lg:grid-cols-3';
  return (
    <Section
      title={label}
      description={t('The first one is shown on the title page. Drag to reorder, or use the arrow keys on a handle.')}
      testId={`images-${kind}`}
      actions={
        <>
          <input
            ref={input}
            type="file"
            accept="image/*"
            multiple
            className="sr-only"
            tabIndex={-1}
            onChange={(e) => void start(e.target.files)}
            data-testid={`upload-${kind}-input`}
            aria-hidden
          />
          <Button size="sm" variant="outline" onClick={() => input.current?.click()} data-testid={`upload-${kind}`}>
            <ImagePlus className="size-4" aria-hidden />
            {kind === 'poster' ? t('Upload poster') : t('Upload backdrop')}
          </Button>
        </>
      }
    >
      {uploads.length > 0 && (
        <ul className="mb-4 flex flex-col gap-2" aria-label={t('Uploads')}>
          {uploads.map((u) => (
            <li key={u.key} className="rounded-theme border border-line bg-surface px-3 py-2 text-sm" data-testid="image-upload-row">
              <div className="flex items-center gap-3">
                <span className="min-w-0 flex-1 truncate font-medium">{u.name}</span>
                {u.error ? (
                  <>
                    <span className="inline-flex items-center gap-1.5 text-xs font-medium text-danger">
                      <TriangleAlert className="size-4" aria-hidden />
                      {u.error}
                    </span>
                    <button
                      type="button"
                      className="text-xs font-semibold text-muted hover:text-fg"
                      onClick={() => setUploads((l) => l.filter((x) => x.key !== u.key))}
                    >
                      {t('Dismiss')}
                    </button>
                  </>
                ) : (
                  <span className="text-xs tabular-nums text-muted">
                    {u.progress >= 1 ? t('Processing…') : `${Math.round(u.progress * 100)}%`}
                  </span>
                )}
              </div>
              {!u.error && (
                <div
                  role="progressbar"
                  aria-label={u.name}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={Math.round(u.progress * 100)}
                  className="mt-2 h-1.5 overflow-hidden rounded-full bg-fg/10"
                >
                  <div
                    className={`h-full rounded-full bg-primary transition-[width] duration-200 ${u.progress >= 1 ? 'animate-pulse' : ''}`}
                    style={{ width: `${Math.max(4, u.progress * 100)}%` }}
                  />
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {sortable.list.length === 0 ? (
        <EmptyBox
          icon={<Images />}
          title={kind === 'poster' ? t('No posters yet') : t('No backdrops yet')}
          message={t('Upload JPEG, PNG or WebP images up to 15 MB.')}
        />
      ) : (
        <>
          <SortableHelp announcement={sortable.announcement} />
          <ol className={`grid gap-3 ${grid}`} data-testid={`image-list-${kind}`}>
            {sortable.list.map((img, i) => (
              <li
                key={img.id}
                {...sortable.rowProps(i)}
                className="group overflow-hidden rounded-theme border border-line bg-surface transition data-[dragging]:opacity-50 data-[dragging]:ring-2 data-[dragging]:ring-primary"
                data-testid="image-item"
              >
                <div className={`relative ${aspect} bg-fg/8`}>
                  <img
                    src={img.variants[kind === 'poster' ? '342' : '780'] ?? Object.values(img.variants)[0] ?? img.url}
                    alt=""
                    loading="lazy"
                    draggable={false}
                    className="absolute inset-0 size-full object-cover"
                  />
                  {i === 0 && (
                    <span className="absolute start-2 top-2 rounded-full bg-primary px-2 py-0.5 text-[11px] font-semibold text-on-primary shadow">
                      {t('Primary')}
                    </span>
                  )}
                </div>
                <div className="flex items-center gap-1 px-1 py-1">
                  <SortHandle {...sortable.handleProps(i)} />
                  <span className="min-w-0 flex-1 truncate text-xs tabular-nums text-muted">
                    {img.width && img.height ? `${img.width}×${img.height}` : ''}
                  </span>
                  <DeleteIconButton label={t('Delete image')} onClick={() => void remove(img)} data-testid="delete-image" />
                </div>
              </li>
            ))}
          </ol>
        </>
      )}
    </Section>
  );
}

/** Posters and backdrops of a title: upload with progress, reorder, delete. */
export function ImagesTab({ title }: { title: TitleDetail }) {
  const posters = useMemo(() => title.images.filter((i) => i.type === 'poster'), [title.images]);
  const backdrops = useMemo(() => title.images.filter((i) => i.type === 'backdrop'), [title.images]);
  return (
    <>
      <ImageGroup title={title} kind="poster" images={posters} />
      <ImageGroup title={title} kind="backdrop" images={backdrops} />
    </>
  );
}
