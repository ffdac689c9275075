import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, RotateCcw, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { showHttpError } from '../../api';
import { confirmAction } from '../../shell/confirm';
import { useTrans } from '../../shell/i18n';
import { relativeTime } from '../../shell/relative-time';
import { AdminPagination, AdminTable } from '../../ui/admin-table';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { toast } from '../../ui/toast-store';
import { Badge } from '../kit/badge';
import { type JobStatus, type LiveState, type QueueJob, settingsAdminKeys, settingsApi, useQueueJobs } from './api';

const FILTERS: { status: JobStatus; label: string; empty: string }[] = [
  { status: 'pending', label: 'Waiting', empty: 'No jobs are waiting.' },
  { status: 'running', label: 'Running', empty: 'No job is running right now.' },
  { status: 'failed', label: 'Failed', empty: 'No job has failed.' },
];

/** Settings > queue: the jobs waiting, running and failed, kept current by the live stream. */
export function QueuePanel({ live }: { live: LiveState | null }) {
  const t = useTrans();
  const client = useQueryClient();
  const [status, setStatus] = useState<JobStatus>('failed');
  const [page, setPage] = useState(1);
  const jobs = useQueueJobs(status, page);
  const counts = live?.counts ?? jobs.data?.counts;

  // the stream says when the queue changed: reload the list then, not on a timer
  const signature = live ? JSON.stringify([live.counts, live.running.map((j) => j.id)]) : '';
  useEffect(() => {
    if (signature) void client.invalidateQueries({ queryKey: settingsAdminKeys.allJobs });
  }, [signature, client]);

  const done = (message: string) => {
    toast(t(message));
    void client.invalidateQueries({ queryKey: settingsAdminKeys.allJobs });
    void client.invalidateQueries({ queryKey: settingsAdminKeys.form });
  };
  const retry = useMutation({
    mutationFn: settingsApi.retryJob,
    onSuccess: () => done('The job will run again shortly.'),
    onError: (err) => showHttpError(err),
  });
  const remove = useMutation({
    mutationFn: settingsApi.deleteJob,
    onSuccess: () => done('Job deleted'),
    onError: (err) => showHttpError(err),
  });
  const askDelete = async (job: QueueJob) => {
    const ok = await confirmAction({
      title: 'Delete this job?',
      body: t('":name" will not run. This cannot be undone.', { name: job.name }),
      confirmLabel: 'Delete',
    });
    if (ok) remove.mutate(job.id);
  };
  const progressOf = (job: QueueJob) => live?.running.find((r) => r.id === job.id) ?? job;
  const filter = FILTERS.find((f) => f.status === status)!;

  return (
    <section className="mt-8" aria-labelledby="queue-jobs-heading" data-testid="queue-panel">
      <h2 id="queue-jobs-heading" className="text-base font-semibold tracking-tight">
        {t('Jobs')}
      </h2>
      <div role="tablist" aria-label={t('Job status')} className="mt-3 flex flex-wrap gap-2">
        {FILTERS.map((f) => (
          <button
            key={f.status}
            type="button"
            role="tab"
            aria-selected={f.status === status}
            data-testid={`queue-filter-${f.status}`}
            onClick={() => {
              setStatus(f.status);
              setPage(1);
            }}
            className={`inline-flex h-9 items-center gap-2 rounded-full border px-3.5 text-sm font-medium transition-colors duration-150 ${
              f.status === status ? 'border-primary bg-primary/12 text-fg' : 'border-line text-muted hover:text-fg'
            }`}
          >
            {t(f.label)}
            <span className="rounded-full bg-fg/10 px-1.5 text-xs tabular-nums" data-testid={`queue-count-${f.status}`}>
              {counts ? counts[f.status] : '–'}
            </span>
          </button>
        ))}
      </div>
      <div className="mt-4">
        <AdminTable
          loading={jobs.isPending}
          skeletonRows={3}
          columns={[
            { label: 'Job' },
            { label: status === 'failed' ? 'Error' : 'Progress', className: 'hidden sm:table-cell' },
            { label: 'Attempts', className: 'hidden md:table-cell' },
            { label: status === 'pending' ? 'Runs' : 'Updated', className: 'hidden md:table-cell' },
            { label: '', srLabel: 'Actions', className: 'text-end' },
          ]}
          footer={
            jobs.data && jobs.data.pagination.data.length === 0 ? (
              <EmptyState icon={<CheckCircle2 />} title={t(filter.empty)} className="!py-10" />
            ) : null
          }
        >
          {jobs.data?.pagination.data.map((job) => {
            const p = progressOf(job);
            return (
              <tr key={job.id} data-testid="queue-job">
                <td className="px-4 py-3 align-top">
                  <div className="font-medium">{job.name}</div>
                  <div className="text-xs text-muted">
                    #{job.id} · {job.queue}
                    {job.subject_type ? ` · ${job.subject_type} ${job.subject_id}` : ''}
                  </div>
                  {status === 'failed' && job.error && <p className="mt-1 line-clamp-2 text-xs text-danger sm:hidden">{job.error}</p>}
                </td>
                <td className="hidden max-w-xs px-4 py-3 align-top sm:table-cell">
                  {status === 'failed' ? (
                    <p className="line-clamp-3 break-words text-xs text-danger">{job.error ?? t('No error recorded')}</p>
                  ) : status === 'running' ? (
                    <JobProgress value={p.progress} message={p.progress_message} />
                  ) : (
                    <Badge>{t('Waiting')}</Badge>
                  )}
                </td>
                <td className="hidden px-4 py-3 align-top tabular-nums md:table-cell">
                  {job.attempts} / {job.max_attempts}
                </td>
                <td className="hidden whitespace-nowrap px-4 py-3 align-top text-muted md:table-cell">
                  {relativeTime(status === 'pending' ? job.run_at : job.updated_at)}
                </td>
                <td className="px-4 py-3 text-end align-top">
                  <div className="flex justify-end gap-1">
                    {status === 'failed' && (
                      <Button
                        size="xs"
                        variant="outline"
                        loading={retry.isPending && retry.variables === job.id}
                        onClick={() => retry.mutate(job.id)}
                      >
                        <RotateCcw className="size-3.5" aria-hidden />
                        {t('Retry')}
                      </Button>
                    )}
                    {status !== 'running' && (
                      <Button
                        size="xs"
                        variant="ghost"
                        aria-label={t('Delete job :id', { id: job.id })}
                        onClick={() => void askDelete(job)}
                      >
                        <Trash2 className="size-3.5" aria-hidden />
                      </Button>
                    )}
                  </div>
                </td>
              </tr>
            );
          })}
        </AdminTable>
        <AdminPagination page={jobs.data?.pagination} onPage={setPage} />
      </div>
    </section>
  );
}

export function JobProgress({ value, message }: { value: number; message: string | null }) {
  const pct = Math.round(Math.max(0, Math.min(1, value)) * 100);
  return (
    <div className="min-w-32">
      <div className="flex justify-between gap-2 text-xs text-muted">
        <span className="truncate">{message ?? ''}</span>
        <span className="tabular-nums">{pct}%</span>
      </div>
      <div
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={pct}
        className="mt-1 h-1.5 overflow-hidden rounded-full bg-fg/10"
      >
        <div className="h-full rounded-full bg-primary transition-[width] duration-200" style={{ width: `${pct}%` }} />
      </div>
    </div>
  );
}
