import { type KeyboardEvent, type SyntheticEvent, useState } from 'react';
import { errorMessage } from '../../api';
import { isHttpError } from '../../api/http';
import { useTrans } from '../../shell/i18n';
import { Button, DeleteIconButton } from '../../ui/button';
import { TextField } from '../../ui/field';
import { toast } from '../../ui/toast-store';
import { useAddCaption, useDeleteCaption } from './api';
import type { VideoCaption } from '../kit/video-types';

/** Captions of a saved video: WebVTT or SRT files (converted to WebVTT by the server), several per video. */
export function CaptionsPanel({ videoId, captions }: { videoId: number; captions: VideoCaption[] }) {
  const t = useTrans();
  const add = useAddCaption(videoId);
  const remove = useDeleteCaption(videoId);
  const [file, setFile] = useState<File | null>(null);
  const [language, setLanguage] = useState('en');
  const [label, setLabel] = useState('English');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [inputKey, setInputKey] = useState(0);

  // not a <form>: the panel sits inside the video form, and Enter here must not save the video
  const submit = (e: SyntheticEvent) => {
    e.preventDefault();
    if (!file) return setErrors({ file: t('Upload a WebVTT or SRT file.') });
    setErrors({});
    add.mutate(
      { file, language: language.trim(), label: label.trim() },
      {
        onSuccess: () => {
          toast(t('Caption added'));
          setFile(null);
          setInputKey((k) => k + 1);
        },
        onError: (err) => {
          const fields = isHttpError(err) ? err.fieldErrors : {};
          if (Object.keys(fields).length) setErrors(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v[0] ?? ''])));
          else toast.danger(errorMessage(err));
        },
      },
    );
  };

  return (
    <section
      className="rounded-theme border border-line bg-surface/60 p-4 sm:p-5"
      aria-labelledby="captions-heading"
      data-testid="captions-panel"
    >
      <h2 id="captions-heading" className="mb-4 text-sm font-semibold uppercase tracking-wide text-muted">
        {t('Captions')}
      </h2>
      {captions.length > 0 ? (
        <ul className="mb-4 divide-y divide-line rounded-md border border-line">
          {captions.map((c) => (
            <li key={c.id} className="flex items-center gap-3 px-3 py-2 text-sm" data-testid="caption-row">
              <span className="rounded bg-fg/8 px-1.5 py-0.5 text-xs font-semibold uppercase">{c.language}</span>
              <span className="min-w-0 flex-1 truncate">{c.label}</span>
              {c.url && (
                <a href={c.url} target="_blank" rel="noreferrer" className="text-xs text-muted hover:text-primary">
                  {t('View')}
                </a>
              )}
              <DeleteIconButton
                label={t('Delete caption')}
                className="size-8"
                onClick={() => remove.mutate(c.id, { onSuccess: () => toast(t('Caption deleted')) })}
              />
            </li>
          ))}
        </ul>
      ) : (
        <p className="mb-4 text-sm text-muted">{t('No captions yet.')}</p>
      )}
      <div className="grid gap-3" onKeyDown={(e: KeyboardEvent) => e.key === 'Enter' && submit(e)}>
        <div className="grid grid-cols-2 gap-3">
          <TextField
            label={t('Language')}
            value={language}
            onChange={(e) => setLanguage(e.target.value)}
            error={errors.language}
            placeholder="en"
          />
          <TextField
            label={t('Label')}
            value={label}
            onChange={(e) => setLabel(e.target.value)}
            error={errors.label}
            placeholder={t('English')}
          />
        </div>
        <TextField
          key={inputKey}
          label={t('File')}
          type="file"
          accept=".vtt,.srt,text/vtt,application/x-subrip"
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          error={errors.file}
          className="file:me-3 file:rounded file:border-0 file:bg-fg/10 file:px-2 file:py-1 file:text-xs file:text-fg py-2"
          data-testid="caption-file"
        />
        <Button variant="secondary" onClick={submit} loading={add.isPending} data-testid="caption-add">
          {t('Add caption')}
        </Button>
      </div>
    </section>
  );
}
