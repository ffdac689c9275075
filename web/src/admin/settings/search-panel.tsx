import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { useEffect } from 'react';
import { showHttpError } from '../../api';
import { useTrans } from '../../shell/i18n';
import { Button } from '../../ui/button';
import { Skeleton } from '../../ui/skeleton';
import { toast } from '../../ui/toast-store';
import { Badge } from '../kit/badge';
import { type LiveState, settingsAdminKeys, settingsApi, useSearchIndex } from './api';
import { JobProgress } from './queue-panel';

export const formatBytes = (n: number) =>
  n < 1024 ? `${n} B` : n < 1024 ** 2 ? `${(n / 1024).toFixed(1)} KB` : `${(n / 1024 ** 2).toFixed(1)} MB`;

const TYPE_LABELS: Record<string, string> = { titles: 'Titles', people: 'People', episodes: 'Episodes', news: 'News', lists: 'Lists' };

/** Settings > search: each index against its table, the total size, and "Rebuild index" with live progress. */
export function SearchPanel({ live }: { live: LiveState | null }) {
  const t = useTrans();
  const client = useQueryClient();
  const index = useSearchIndex();
  const rebuild = live?.rebuild ?? index.data?.rebuild ?? null;
  const busy = rebuild?.status === 'pending' || rebuild?.status === 'running';

  // when the rebuild finishes, the counts and sizes changed
  const finished = rebuild && !busy ? `${rebuild.id}:${rebuild.status}` : '';
  useEffect(() => {
    if (finished) void client.invalidateQueries({ queryKey: settingsAdminKeys.searchIndex });
  }, [finished, client]);

  const start = useMutation({
    mutationFn: settingsApi.rebuildSearch,
    onSuccess: (res) => {
      toast(t(res.message));
      void client.invalidateQueries({ queryKey: settingsAdminKeys.searchIndex });
    },
    onError: showHttpError,
  });

  return (
    <section
      className="mt-8 rounded-2xl border border-line bg-surface p-4 sm:p-6"
      aria-labelledby="search-index-heading"
      data-testid="search-panel"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="search-index-heading" className="text-base font-semibold tracking-tight">
            {t('Search index')}
          </h2>
          <p className="mt-0.5 text-sm text-muted" data-testid="search-index-size">
            {index.data
              ? index.data.bytes === null
                ? t('Size on disk not available')
                : t(':size on disk', { size: formatBytes(index.data.bytes) })
              : t('Loading…')}
          </p>
        </div>
        <Button variant="outline" loading={start.isPending} disabled={busy} onClick={() => start.mutate()} data-testid="search-rebuild">
          <RefreshCw className="size-4" aria-hidden />
          {t('Rebuild index')}
        </Button>
      </div>
      {rebuild && (
        <div className="mt-4" data-testid="search-rebuild-status" aria-live="polite">
          {busy ? (
            <JobProgress value={rebuild.progress} message={rebuild.message ?? t('Waiting for the worker…')} />
          ) : rebuild.status === 'failed' ? (
            <p className="text-sm text-danger">{t('The last rebuild failed: :error', { error: rebuild.error ?? '' })}</p>
          ) : (
            <p className="text-sm text-muted">{rebuild.message ?? t('The last rebuild finished.')}</p>
          )}
        </div>
      )}
      {index.isPending ? (
        <Skeleton className="mt-4 h-32 w-full" />
      ) : (
        <dl className="mt-4 divide-y divide-line text-sm">
          {index.data?.indexes.map((row) => (
            <div
              key={row.type}
              className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2.5"
              data-testid={`search-index-${row.type}`}
            >
              <dt className="font-medium">{t(TYPE_LABELS[row.type] ?? row.type)}</dt>
              <dd className="flex flex-wrap items-center gap-3 text-muted">
                {row.indexed === null ? (
                  <Badge tone="warning">{t('Not available')}</Badge>
                ) : (
                  <>
                    <span className="tabular-nums">{t(':indexed of :source rows', { indexed: row.indexed, source: row.source ?? 0 })}</span>
                    {row.bytes !== null && <span className="tabular-nums">{formatBytes(row.bytes)}</span>}
                    {row.indexed === row.source ? (
                      <Badge tone="positive">{t('In step')}</Badge>
                    ) : (
                      <Badge tone="warning">{t('Out of step')}</Badge>
                    )}
                  </>
                )}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
