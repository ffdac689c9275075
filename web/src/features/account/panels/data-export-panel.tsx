import { Download } from 'lucide-react';
import { isHttpError } from '../../../api/http';
import { useTrans } from '../../../shell/i18n';
import { numberFormat } from '../../../shell/locale';
import { Button, buttonClass } from '../../../ui/button';
import { formatDate } from '../../../ui/catalogue/format';
import { Skeleton } from '../../../ui/skeleton';
import { Spinner } from '../../../ui/spinner';
import { toast } from '../../../ui/toast-store';
import { type DataExport, useDataExports, useRequestExport } from '../data-export-api';
import { Panel } from '../panel';

const sizeOf = (bytes: number | null) =>
  bytes == null
    ? ''
    : numberFormat({
        style: 'unit',
        unit: bytes < 1024 * 1024 ? 'kilobyte' : 'megabyte',
        maximumFractionDigits: 1,
      }).format(bytes < 1024 * 1024 ? bytes / 1024 : bytes / 1024 / 1024);

function ExportStatus({ item }: { item: DataExport }) {
  const t = useTrans();
  if (item.status === 'pending')
    return (
      <p className="flex items-center gap-2 text-sm text-muted" role="status" data-testid="export-status">
        <Spinner size={16} /> {t('Preparing your archive… We will e-mail you a link when it is ready.')}
      </p>
    );
  if (item.status === 'ready' && item.download_url)
    return (
      <div className="flex flex-wrap items-center gap-x-4 gap-y-3" data-testid="export-status">
        <a href={item.download_url} download className={buttonClass('secondary', 'md', 'gap-2')} data-testid="export-download">
          <Download size={16} aria-hidden /> {t('Download ZIP')}
        </a>
        <span className="text-sm text-muted">
          {sizeOf(item.size)} · {t('Available until :date', { date: formatDate(item.expires_at, 'long') })}
        </span>
      </div>
    );
  return (
    <p className="text-sm text-muted" data-testid="export-status">
      {item.status === 'failed' ? t('The last export could not be made. Please ask again.') : t('Your last export has expired.')}
    </p>
  );
}

/** "Download my data": a ZIP of everything the user gave the site, built in the background. */
export function DataExportPanel() {
  const t = useTrans();
  const exports = useDataExports();
  const request = useRequestExport();
  const latest = exports.data?.[0];
  const ask = () =>
    request.mutate(undefined, {
      onSuccess: () => toast.positive(t('We are preparing your data.')),
      onError: (e) => toast.danger(isHttpError(e) ? e.message : t('Could not ask for an export.')),
    });
  return (
    <Panel
      id="your-data"
      title={t('Download my data')}
      description={t(
        'Get a copy of your account, ratings, reviews, comments, lists, watchlist, diary, follows, notification settings, subscriptions and invoices as a ZIP file. Its CSV files can be imported into Letterboxd or another Marquee site.',
      )}
      actions={
        <Button loading={request.isPending} disabled={latest?.status === 'pending'} onClick={ask}>
          {t('Request my data')}
        </Button>
      }
    >
      {exports.isPending ? (
        <Skeleton className="h-10 w-72 max-w-full" />
      ) : latest ? (
        <ExportStatus item={latest} />
      ) : (
        <p className="text-sm text-muted">{t('You have not asked for an export yet. One export can be requested every hour.')}</p>
      )}
    </Panel>
  );
}
