import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BarChart3, Radio, Trash2 } from 'lucide-react';
import { showHttpError } from '../../api';
import { paths } from '../../paths';
import { useTrans } from '../../shell/i18n';
import { Button, ButtonLink } from '../../ui/button';
import { toast } from '../../ui/toast-store';
import { Badge } from '../kit/badge';
import { settingsAdminKeys, settingsApi } from './api';
import { QueuePanel } from './queue-panel';
import { SearchPanel } from './search-panel';
import { useLiveState } from './use-live-state';

/** Tabs with a live panel (jobs, search index, stream status), shown before the facts. */
export const PANEL_TABS = ['queue', 'search', 'websockets'];

/** The live panel of the queue, search and websockets tabs. */
export function TabPanel({ tab }: { tab: string }) {
  if (tab === 'queue' || tab === 'search' || tab === 'websockets') return <LiveTab tab={tab} />;
  return null;
}

/** The buttons under a tab's facts: clear the cache, open the reports. */
export function TabActions({ tab }: { tab: string }) {
  if (tab === 'cache') return <ClearCache />;
  if (tab === 'analytics') return <ReportsLink />;
  return null;
}

function LiveTab({ tab }: { tab: 'queue' | 'search' | 'websockets' }) {
  const { state, connection } = useLiveState();
  if (tab === 'queue') return <QueuePanel live={state} />;
  if (tab === 'search') return <SearchPanel live={state} />;
  return <LiveStatus connection={connection} streams={state?.streams ?? null} />;
}

function LiveStatus({ connection, streams }: { connection: 'connecting' | 'open' | 'error'; streams: number | null }) {
  const t = useTrans();
  const badge =
    connection === 'open' ? (
      <Badge tone="positive">{t('Connected')}</Badge>
    ) : connection === 'connecting' ? (
      <Badge tone="warning">{t('Connecting…')}</Badge>
    ) : (
      <Badge tone="danger">{t('Not connected')}</Badge>
    );
  return (
    <section className="mt-8 rounded-2xl border border-line bg-surface p-4 sm:p-6" aria-labelledby="live-heading" data-testid="live-status">
      <h2 id="live-heading" className="flex items-center gap-2 text-base font-semibold tracking-tight">
        <Radio className="size-4 text-primary" aria-hidden />
        {t('Live updates in this browser')}
      </h2>
      <dl className="mt-4 divide-y divide-line text-sm">
        <div className="grid gap-1 py-2.5 sm:grid-cols-[16rem_minmax(0,1fr)] sm:gap-4">
          <dt className="text-muted">{t('Event stream')}</dt>
          <dd data-testid="live-connection">{badge}</dd>
        </div>
        <div className="grid gap-1 py-2.5 sm:grid-cols-[16rem_minmax(0,1fr)] sm:gap-4">
          <dt className="text-muted">{t('Open streams now')}</dt>
          <dd className="font-medium tabular-nums" data-testid="live-streams">
            {streams ?? '–'}
          </dd>
        </div>
      </dl>
      {connection === 'error' && (
        <p className="mt-3 text-sm text-muted">
          {t(
            'The browser could not keep the stream open. A proxy in front of Marquee may buffer responses: turn buffering off for /api/v1/settings/live.',
          )}
        </p>
      )}
    </section>
  );
}

function ClearCache() {
  const t = useTrans();
  const client = useQueryClient();
  const clear = useMutation({
    mutationFn: settingsApi.clearCache,
    onSuccess: (res) => {
      toast(t('Cache cleared (:count entries)', { count: res.dropped }));
      void client.invalidateQueries({ queryKey: settingsAdminKeys.form });
    },
    onError: showHttpError,
  });
  return (
    <Button variant="outline" className="mt-6" loading={clear.isPending} onClick={() => clear.mutate()} data-testid="cache-clear">
      <Trash2 className="size-4" aria-hidden />
      {t('Clear cache')}
    </Button>
  );
}

function ReportsLink() {
  const t = useTrans();
  return (
    <ButtonLink to={paths.admin} variant="outline" className="mt-6">
      <BarChart3 className="size-4" aria-hidden />
      {t('Open the reports')}
    </ButtonLink>
  );
}
