import { Meter } from '../../ui/progress-bar';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, CircleAlert } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { http } from '../../api';
import { api, type ApiResponse } from '../../api/client';
import { errorMessage } from '../../api/errors';
import { pathTo, paths } from '../../paths';
import { useTrans } from '../../shell/i18n';
import { Button } from '../../ui/button';
import { DialogBody, DialogFooter, DialogHeader } from '../../ui/dialog';
import { SelectField, TextField } from '../../ui/field';
import { TMDB_LISTS, parseTmdbInput, type TmdbItemType } from './tmdb-input';

type Mode = 'item' | 'list';

/** 'Import from TMDB': one title or person by id or URL, or pages of a TMDB list, as a background job with progress. */
export function TmdbImportDialog({ close }: { close: () => void }) {
  const t = useTrans();
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<Mode>('item');
  const [input, setInput] = useState('');
  const [type, setType] = useState<TmdbItemType>('movie');
  const [list, setList] = useState<string>(TMDB_LISTS[0]!.value);
  const [pages, setPages] = useState('1');
  const [inputError, setInputError] = useState<string | null>(null);
  const [jobId, setJobId] = useState<number | null>(null);
  const [importedType, setImportedType] = useState<TmdbItemType | null>(null);

  const start = useMutation({
    mutationFn: (body: Record<string, unknown>) => http.post<ApiResponse<'post', 'tmdb/import'>>('tmdb/import', body),
    onSuccess: (res) => setJobId(res.job.id),
  });
  const job = useQuery({
    queryKey: ['tmdb-import', jobId],
    queryFn: () => api.get('tmdb/import/{jobId}', { path: { jobId: jobId! } }).then((r) => r.job),
    enabled: jobId !== null,
    refetchInterval: (q) => (q.state.data && ['completed', 'failed'].includes(q.state.data.status) ? false : 1000),
  });
  const done = job.data?.status === 'completed';
  useEffect(() => {
    // the catalogue lists behind the dialog show the imported titles
    if (done) void queryClient.invalidateQueries({ queryKey: ['titles'] });
  }, [done, queryClient]);

  const submit = () => {
    setInputError(null);
    if (mode === 'list') return start.mutate({ list, pages: Number(pages) || 1 });
    const parsed = parseTmdbInput(input);
    if (!parsed) return setInputError(t('Enter a TMDB id or a themoviedb.org link.'));
    const chosen = parsed.type ?? type;
    if (parsed.type) setType(parsed.type);
    setImportedType(chosen);
    start.mutate({ type: chosen, tmdb_id: parsed.id });
  };

  const fieldError = (field: string) => (start.error ? errorMessage(start.error, field, '') || undefined : undefined);
  const generalError =
    start.error && !fieldError('tmdb_id') && !fieldError('list') && !fieldError('pages') ? errorMessage(start.error, 'api_key') : null;
  const running = jobId !== null && !done && job.data?.status !== 'failed';
  const percent = Math.round((job.data?.progress ?? 0) * 100);
  const result = job.data?.result;

  return (
    <>
      <DialogHeader onClose={close}>{t('Import from TMDB')}</DialogHeader>
      <DialogBody className="flex flex-col gap-5">
        {jobId === null ? (
          <form
            id="tmdb-import-form"
            className="flex flex-col gap-4"
            onSubmit={(e) => {
              e.preventDefault();
              submit();
            }}
          >
            <div role="radiogroup" aria-label={t('What to import')} className="grid grid-cols-2 gap-1 rounded-full bg-fg/6 p-1">
              {(['item', 'list'] as const).map((m) => (
                <button
                  key={m}
                  type="button"
                  role="radio"
                  aria-checked={mode === m}
                  onClick={() => setMode(m)}
                  className={`rounded-full py-1.5 text-sm font-medium ${mode === m ? 'bg-surface text-fg shadow' : 'text-muted hover:text-fg'}`}
                >
                  {m === 'item' ? t('One title or person') : t('A TMDB list')}
                </button>
              ))}
            </div>
            {mode === 'item' ? (
              <>
                <TextField
                  label={t('TMDB id or link')}
                  placeholder="https://www.themoviedb.org/movie/550"
                  value={input}
                  onChange={(e) => setInput(e.target.value)}
                  error={inputError ?? fieldError('tmdb_id')}
                  autoFocus
                />
                <SelectField
                  label={t('Type')}
                  value={type}
                  onChange={(e) => setType(e.target.value as TmdbItemType)}
                  options={[
                    { value: 'movie', label: t('Movie') },
                    { value: 'series', label: t('Series') },
                    { value: 'person', label: t('Person') },
                  ]}
                  description={t('A themoviedb.org link sets the type by itself.')}
                  error={fieldError('type')}
                />
              </>
            ) : (
              <>
                <SelectField
                  label={t('List')}
                  value={list}
                  onChange={(e) => setList(e.target.value)}
                  options={TMDB_LISTS.map((l) => ({ value: l.value, label: t(l.label) }))}
                  error={fieldError('list')}
                />
                <TextField
                  label={t('Pages')}
                  type="number"
                  min={1}
                  max={50}
                  value={pages}
                  onChange={(e) => setPages(e.target.value)}
                  description={t('20 titles per page, with their seasons, episodes, credits and images.')}
                  error={fieldError('pages')}
                />
              </>
            )}
            {generalError && (
              <p role="alert" className="flex items-start gap-2 rounded-lg bg-danger/10 p-3 text-sm text-danger">
                <CircleAlert size={16} className="mt-0.5 shrink-0" aria-hidden />
                {generalError}
              </p>
            )}
          </form>
        ) : (
          <div className="flex flex-col gap-3" data-testid="tmdb-import-progress">
            <div className="flex items-baseline justify-between text-sm">
              <span className="font-medium">
                {done
                  ? t('Import finished')
                  : job.data?.status === 'failed'
                    ? t('Import failed')
                    : t(job.data?.message ?? 'Waiting to start')}
              </span>
              <span className="tabular-nums text-muted">{percent}%</span>
            </div>
            <Meter
              value={percent}
              width={done ? 100 : percent}
              label={t('Import progress')}
              className="h-2"
              barClassName={`duration-300 ${job.data?.status === 'failed' ? 'bg-danger' : 'bg-primary'}`}
            />
            {job.data?.status === 'failed' && <p className="text-sm text-danger">{job.data.error}</p>}
            {/* a failed first attempt waits for its retry: say why now, not after the last attempt */}
            {job.data?.status === 'pending' && job.data.error && (
              <p className="text-sm text-danger" data-testid="tmdb-import-retrying">
                {t('Trying again shortly. :error', { error: job.data.error })}
              </p>
            )}
            {done && result && (
              <p className="flex items-center gap-2 text-sm">
                <CheckCircle2 size={16} className="text-positive" aria-hidden />
                {t('Created :created, updated :updated.', { created: result.created, updated: result.updated })}
                {result.id && importedType && (
                  <Link
                    to={
                      importedType === 'person'
                        ? pathTo(paths.adminPersonEdit, { personId: result.id })
                        : pathTo(paths.adminTitleEdit, { titleId: result.id })
                    }
                    onClick={close}
                    className="font-semibold text-primary hover:underline"
                  >
                    {t('Open')}
                  </Link>
                )}
              </p>
            )}
          </div>
        )}
      </DialogBody>
      <DialogFooter>
        {jobId === null ? (
          <>
            <Button variant="ghost" onClick={close}>
              {t('Cancel')}
            </Button>
            <Button type="submit" form="tmdb-import-form" loading={start.isPending}>
              {t('Import')}
            </Button>
          </>
        ) : (
          <>
            {!running && (
              <Button
                variant="ghost"
                onClick={() => {
                  setJobId(null);
                  start.reset();
                }}
              >
                {t('Import more')}
              </Button>
            )}
            <Button variant={running ? 'ghost' : 'primary'} onClick={close}>
              {running ? t('Continue in the background') : t('Done')}
            </Button>
          </>
        )}
      </DialogFooter>
    </>
  );
}
