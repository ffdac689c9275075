import { Download, ScrollText } from 'lucide-react';
import { useState } from 'react';
import { useParams } from 'wouter';
import { showHttpError } from '../../api';
import { pathTo, paths, tabs } from '../../paths';
import { useTrans } from '../../shell/i18n';
import { openDialog } from '../../shell/modal-host';
import { NotFoundPage } from '../../shell/screens/not-found';
import { AdminPagination, AdminTable, type AdminColumn } from '../../ui/admin-table';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { toast } from '../../ui/toast-store';
import { useAdminListParams } from '../kit/use-admin-list';
import { Badge } from '../kit/badge';
import { EditorTabs } from '../kit/editor-shell';
import { ERROR_LEVELS, type LogEntries, type LogKind, latestErrorLogUrl, useLog } from './api';
import { EmailDialog, ErrorDialog, ScheduleDialog } from './log-dialogs';
import { downloadLatestErrorLog, formatDuration, formatLogTime, toneOf } from './log-format';
import { SearchBox, type SortOption, SortSelect } from '../kit/list-toolbar';

const columns: Record<LogKind, AdminColumn[]> = {
  schedule: [
    { label: 'Command' },
    { label: 'Status' },
    { label: 'Duration', className: 'hidden sm:table-cell' },
    { label: 'Ran at', className: 'hidden md:table-cell' },
  ],
  error: [
    { label: 'Message' },
    { label: 'Level' },
    { label: 'Request', className: 'hidden lg:table-cell' },
    { label: 'Date', className: 'hidden md:table-cell' },
  ],
  'outgoing-email': [
    { label: 'Subject' },
    { label: 'To', className: 'hidden sm:table-cell' },
    { label: 'Status' },
    { label: 'Date', className: 'hidden md:table-cell' },
  ],
};

const searchLabels: Record<LogKind, string> = {
  schedule: 'Search commands and output',
  error: 'Search messages and URLs',
  'outgoing-email': 'Search recipients and subjects',
};

const sourceLabels = { server: 'Server', client: 'Browser' } as const;

/** The error log's filters, each a select over ?<param>= (levels are shown as they are, sources translated). */
const errorFilters: { param: 'level' | 'source'; label: string; all: string; options: SortOption[] }[] = [
  { param: 'level', label: 'Level', all: 'All levels', options: ERROR_LEVELS.map((l) => ({ value: l, label: l })) },
  {
    param: 'source',
    label: 'Source',
    all: 'All sources',
    options: (['server', 'client'] as const).map((s) => ({ value: s, label: sourceLabels[s] })),
  },
];

/** /admin/logs/{tab}: the schedule, error and outgoing e-mail logs, newest first. */
export default function LogsPage() {
  const t = useTrans();
  const { tab } = useParams<{ tab?: string }>();
  const kind = (tab ?? tabs.adminLogs[0]) as LogKind;
  if (!(tabs.adminLogs as readonly string[]).includes(kind)) return <NotFoundPage />;
  return (
    <div data-testid="admin-logs">
      <h1 className="mb-6 text-2xl font-bold tracking-tight">{t('Logs')}</h1>
      <EditorTabs
        label={t('Logs')}
        tabs={tabs.adminLogs}
        active={kind}
        href={(name) => pathTo(paths.adminLogs, { tab: name === tabs.adminLogs[0] ? undefined : name })}
      />
      <LogList key={kind} kind={kind} />
    </div>
  );
}

function LogList<K extends LogKind>({ kind }: { kind: K }) {
  const t = useTrans();
  const { params, page, text, setText, query, setParams } = useAdminListParams<'level' | 'source'>();
  const level = kind === 'error' ? (params.get('level') ?? '') : '';
  const source = kind === 'error' ? (params.get('source') ?? '') : '';
  const log = useLog(kind, { page, query, level, source });
  const rows = (log.data?.data ?? []) as LogEntries[K][];
  const [downloading, setDownloading] = useState(false);
  const filtered = !!query || !!level || !!source;

  const download = async () => {
    setDownloading(true);
    try {
      const problem = await downloadLatestErrorLog(latestErrorLogUrl);
      if (problem) toast(t(problem), { type: 'danger' });
    } catch (err) {
      showHttpError(err);
    } finally {
      setDownloading(false);
    }
  };

  const open = (entry: LogEntries[LogKind]) =>
    void openDialog(
      (close) =>
        kind === 'outgoing-email' ? (
          <EmailDialog mail={entry as LogEntries['outgoing-email']} close={() => close()} />
        ) : kind === 'error' ? (
          <ErrorDialog entry={entry as LogEntries['error']} close={() => close()} />
        ) : (
          <ScheduleDialog entry={entry as LogEntries['schedule']} close={() => close()} />
        ),
      { size: 'lg', label: t('Log entry') },
    );

  return (
    <div data-testid={`logs-${kind}`}>
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <SearchBox value={text} onChange={setText} label={t(searchLabels[kind])} testId="logs-search" />
        {kind === 'error' && (
          <>
            {errorFilters.map((f) => (
              <div key={f.param} className="w-full sm:w-40">
                <SortSelect
                  label={f.label}
                  value={f.param === 'level' ? level : source}
                  options={f.options}
                  translateLabels={f.param === 'source'}
                  onChange={(v) => setParams({ [f.param]: v, page: '' })}
                  testId={`logs-${f.param}`}
                >
                  <option value="">{t(f.all)}</option>
                </SortSelect>
              </div>
            ))}
            <Button variant="outline" size="sm" className="sm:ms-auto" loading={downloading} onClick={() => void download()}>
              <Download className="size-4" aria-hidden />
              {t('Download latest log file')}
            </Button>
          </>
        )}
      </div>
      <AdminTable
        columns={columns[kind]}
        loading={log.isPending}
        footer={
          log.isError ? (
            <EmptyState
              icon={<ScrollText />}
              title={t('The log could not be loaded')}
              message={t('There was an issue. Please try again.')}
              actions={
                <Button variant="outline" onClick={() => void log.refetch()}>
                  {t('Try again')}
                </Button>
              }
              className="py-10"
            />
          ) : !log.isPending && rows.length === 0 ? (
            <EmptyState
              icon={<ScrollText />}
              title={filtered ? t('There are no items matching your query') : t('There are no log entries yet.')}
              className="py-10"
            />
          ) : null
        }
      >
        {rows.map((entry) => (
          <tr key={entry.id} className="cursor-pointer hover:bg-fg/4" onClick={() => open(entry)} data-testid={`log-row-${entry.id}`}>
            <Cells kind={kind} entry={entry} onOpen={() => open(entry)} />
          </tr>
        ))}
      </AdminTable>
      <AdminPagination page={log.data} onPage={(p) => setParams({ page: String(p) })} />
    </div>
  );
}

/** The first cell is a button, so a row opens from the keyboard too. */
function Cells({ kind, entry, onOpen }: { kind: LogKind; entry: LogEntries[LogKind]; onOpen: () => void }) {
  const t = useTrans();
  const opener = (label: string, sub?: string) => (
    <td className="max-w-0 px-4 py-3">
      <button
        type="button"
        onClick={(e) => {
          e.stopPropagation();
          onOpen();
        }}
        className="block w-full truncate text-start font-medium hover:text-primary focus-visible:text-primary focus-visible:outline-none"
      >
        {label}
      </button>
      {sub && <span className="block truncate text-xs text-muted md:hidden">{sub}</span>}
    </td>
  );
  if (kind === 'schedule') {
    const e = entry as LogEntries['schedule'];
    return (
      <>
        {opener(e.command, formatLogTime(e.ran_at))}
        <td className="px-4 py-3">
          <Badge tone={toneOf(e.status)}>{t(e.status)}</Badge>
        </td>
        <td className="hidden whitespace-nowrap px-4 py-3 text-muted sm:table-cell">{formatDuration(e.duration_ms)}</td>
        <td className="hidden whitespace-nowrap px-4 py-3 text-muted md:table-cell">{formatLogTime(e.ran_at)}</td>
      </>
    );
  }
  if (kind === 'error') {
    const e = entry as LogEntries['error'];
    return (
      <>
        {opener(e.message, `${e.source === 'client' ? `${t('Browser')} · ` : ''}${formatLogTime(e.created_at)}`)}
        <td className="px-4 py-3">
          <Badge tone={toneOf(e.level)}>{e.level}</Badge>
        </td>
        <td className="hidden max-w-64 truncate px-4 py-3 text-muted lg:table-cell">
          {e.source === 'client' && (
            <span className="me-2">
              <Badge tone="primary">{t('Browser')}</Badge>
            </span>
          )}
          {e.url ? `${e.method ?? ''} ${new URL(e.url, location.origin).pathname}`.trim() : '—'}
        </td>
        <td className="hidden whitespace-nowrap px-4 py-3 text-muted md:table-cell">{formatLogTime(e.created_at)}</td>
      </>
    );
  }
  const e = entry as LogEntries['outgoing-email'];
  return (
    <>
      {opener(e.subject || t('(no subject)'), e.to)}
      <td className="hidden max-w-56 truncate px-4 py-3 text-muted sm:table-cell">{e.to}</td>
      <td className="px-4 py-3">
        <Badge tone={toneOf(e.status)}>{t(e.status)}</Badge>
      </td>
      <td className="hidden whitespace-nowrap px-4 py-3 text-muted md:table-cell">{formatLogTime(e.created_at)}</td>
    </>
  );
}
