import { useMutation, useQuery } from '@tanstack/react-query';
import { FileUp } from 'lucide-react';
import { useState } from 'react';
import { api, type ApiResponse } from '../../../api/client';
import { http } from '../../../api/http';
import { errorMessage } from '../../../api/errors';
import { useTrans } from '../../../shell/i18n';
import { hasPermission } from '../../../../../src/shared/access';
import { useBootstrap } from '../../../shell/bootstrap';
import { Button } from '../../../ui/button';
import { toast } from '../../../ui/toast-store';
import { Checkbox, SelectField } from '../../../ui/field';
import { Meter } from '../../../ui/progress-bar';
import { Panel } from '../panel';

type DataImport = ApiResponse<'get', 'users/me/imports/{id}'>['import'];
type Source = DataImport['source'];

const SOURCES: { value: Source; label: string; hint: string; accept: string }[] = [
  {
    value: 'letterboxd',
    label: 'Letterboxd',
    hint: 'On Letterboxd, open Settings → Data → Export your data, and upload the ZIP file as it is.',
    accept: '.zip,.csv',
  },
  {
    value: 'imdb',
    label: 'IMDb',
    hint: 'On IMDb, export your ratings, your watchlist or a list (the ⋮ menu → Export) and upload the CSV file, one at a time.',
    accept: '.csv',
  },
  {
    value: 'trakt',
    label: 'Trakt',
    hint: 'On Trakt, open Settings → Data → Export your data, and upload the ZIP file or one of its JSON files.',
    accept: '.zip,.json',
  },
];

const running = (i: DataImport | undefined) => i?.status === 'queued' || i?.status === 'running';

/** "Import your data": POST users/me/imports, then GET users/me/imports/{id} while its job runs. */
export function DataImportPanel() {
  const t = useTrans();
  const [source, setSource] = useState<Source>('letterboxd');
  const [file, setFile] = useState<File | null>(null);
  const [overwrite, setOverwrite] = useState(false);
  const [importId, setImportId] = useState<number | null>(null);
  const chosen = SOURCES.find((s) => s.value === source)!;

  const start = useMutation({
    mutationFn: () => {
      const form = new FormData();
      form.append('file', file!);
      form.append('source', source);
      form.append('overwrite', overwrite ? 'true' : 'false');
      return http.post<ApiResponse<'post', 'users/me/imports'>>('users/me/imports', form);
    },
    onSuccess: (res) => setImportId(res.import.id),
  });
  // coming back to the page shows the latest import
  const recent = useQuery({
    queryKey: ['data-imports'],
    queryFn: async () => (await api.get('users/me/imports')).imports,
  });
  const shownId = importId ?? recent.data?.[0]?.id ?? null;
  const current = useQuery({
    queryKey: ['data-import', shownId],
    enabled: shownId !== null,
    queryFn: async () => (await api.get('users/me/imports/{id}', { path: { id: shownId! } })).import,
    refetchInterval: (q) => (running(q.state.data) || !q.state.data ? 1000 : false),
  });
  const job = current.data;

  return (
    <Panel
      id="import-data"
      title={t('Import your data')}
      description={t(
        'Bring your ratings, watchlist, diary, reviews and lists from Letterboxd, IMDb or Trakt. Importing the same file again changes nothing.',
      )}
      submit={{ form: 'data-import-form', label: t('Import'), loading: start.isPending || running(job), disabled: !file }}
    >
      <form
        id="data-import-form"
        className="flex flex-col gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          if (file) start.mutate();
        }}
      >
        <SelectField
          label={t('Where is the file from?')}
          value={source}
          onChange={(e) => setSource(e.target.value as Source)}
          options={SOURCES.map((s) => ({ value: s.value, label: s.label }))}
          description={t(chosen.hint)}
        />
        <label className="flex cursor-pointer flex-col items-center gap-2 rounded-xl border border-dashed border-line bg-raised/30 px-4 py-6 text-center text-sm text-muted transition-colors hover:border-primary/60 focus-within:border-primary">
          <FileUp size={22} aria-hidden className="text-primary" />
          <span className="font-medium text-fg">{file ? file.name : t('Choose the export file')}</span>
          <span>{t('A ZIP, CSV or JSON file')}</span>
          <input
            type="file"
            className="sr-only"
            accept={chosen.accept}
            data-testid="data-import-file"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
        </label>
        <Checkbox
          label={t('Overwrite the ratings and reviews I already have')}
          checked={overwrite}
          onChange={(e) => setOverwrite(e.target.checked)}
        />
        {start.isError && (
          <p role="alert" className="text-sm font-medium text-danger">
            {errorMessage(start.error, 'file')}
          </p>
        )}
      </form>
      {job && <ImportStatus job={job} />}
    </Panel>
  );
}

function ImportStatus({ job }: { job: DataImport }) {
  const t = useTrans();
  const percent = Math.round(job.progress * 100);
  const totals: [string, number][] = [
    [t('Imported'), job.totals.imported],
    [t('Updated'), job.totals.updated],
    [t('Skipped'), job.totals.skipped],
    [t('Not found'), job.totals.unmatched],
  ];
  return (
    <div className="mt-6 rounded-xl border border-line p-4" data-testid="data-import-status" aria-live="polite">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span className="min-w-0 truncate font-medium text-fg">{job.file_name}</span>
        <span className="shrink-0 text-muted">
          {job.status === 'done' ? t('Finished') : job.status === 'failed' ? t('Failed') : `${percent}%`}
        </span>
      </div>
      <Meter
        value={percent}
        label={t('Import progress')}
        className="mt-3 h-2"
        barClassName={job.status === 'failed' ? 'bg-danger' : 'bg-primary'}
        testId="data-import-progress"
      />
      {job.message && <p className="mt-3 text-sm text-danger">{job.message}</p>}
      <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {totals.map(([label, value]) => (
          <div key={label} className="rounded-lg bg-fg/5 px-3 py-2">
            <dt className="text-xs text-muted">{label}</dt>
            <dd className="text-lg font-semibold tabular-nums text-fg">{value}</dd>
          </div>
        ))}
      </dl>
      {job.status === 'done' && job.totals.unmatched > 0 && (
        <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-muted">
          <span>
            {t('Some rows matched no title here.')}{' '}
            <a
              className="font-medium text-primary underline-offset-4 hover:underline"
              href={job.report_url}
              download
              data-testid="data-import-report"
            >
              {t('Download the report')}
            </a>
          </span>
          <MissingTitlesButton job={job} />
        </div>
      )}
    </div>
  );
}

/** Admins: POST users/me/imports/{id}/import-missing-titles (TMDB), which then applies the rows it matched. */
function MissingTitlesButton({ job }: { job: DataImport }) {
  const t = useTrans();
  const { user } = useBootstrap();
  const run = useMutation({
    mutationFn: () => http.post(`users/me/imports/${job.id}/import-missing-titles`),
    onSuccess: () => toast.positive(t('Importing the missing titles from TMDB. Open this page again in a moment to see the new totals.')),
    onError: (err) => toast.danger(errorMessage(err)),
  });
  if (!hasPermission(user, 'titles.create')) return null;
  return (
    <Button variant="secondary" size="sm" loading={run.isPending} onClick={() => run.mutate()}>
      {t('Import missing titles from TMDB')}
    </Button>
  );
}
