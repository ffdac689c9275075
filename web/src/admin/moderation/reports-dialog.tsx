import { Flag } from 'lucide-react';
import { showHttpError } from '../../api';
import { useTrans } from '../../shell/i18n';
import { openDialog } from '../../shell/modal-host';
import { Avatar } from '../../ui/avatar';
import { Button } from '../../ui/button';
import { DialogBody, DialogFooter, DialogHeader } from '../../ui/dialog';
import { EmptyState } from '../../ui/empty-state';
import { Skeleton } from '../../ui/skeleton';
import { toast } from '../../ui/toast-store';
import { formatDate } from '../../ui/catalogue/format';
import { type Kind, useDismissReports, useReportsOn } from './api';

/** Who reported an item and why; each report (or all at once) can be dismissed. */
function ReportsDialog({ kind, id, close }: { kind: Kind; id: number; close: () => void }) {
  const t = useTrans();
  const reports = useReportsOn(kind, id);
  const dismiss = useDismissReports();
  const rows = reports.data ?? [];
  const run = (ids: number[]) =>
    dismiss.mutate(ids, {
      onSuccess: (r) => {
        toast(t('[one] Dismissed :count report|[other] Dismissed :count reports', { count: r.deleted }));
        if (ids.length === rows.length) close();
      },
      onError: (e) => showHttpError(e),
    });
  return (
    <>
      <DialogHeader onClose={close}>{t('Reports')}</DialogHeader>
      <DialogBody>
        {reports.isPending ? (
          <Skeleton className="h-24 w-full" />
        ) : rows.length === 0 ? (
          <EmptyState icon={<Flag />} title={t('No reports')} message={t('Nobody has reported this.')} />
        ) : (
          <ul className="flex flex-col divide-y divide-line" data-testid="reports-list">
            {rows.map((r) => (
              <li key={r.id} className="flex items-start gap-3 py-3" data-testid="report-row">
                <Avatar src={r.reporter?.avatar ?? null} label={r.reporter?.name ?? t('Deleted user')} size={28} />
                <div className="min-w-0 flex-1">
                  <p className="text-sm font-semibold">
                    {r.reporter?.name ?? t('Deleted user')} <span className="font-normal text-muted">· {formatDate(r.created_at)}</span>
                  </p>
                  <p className="mt-0.5 whitespace-pre-line break-words text-sm text-fg/85">{r.reason}</p>
                </div>
                <Button variant="outline" size="xs" onClick={() => run([r.id])} disabled={dismiss.isPending} data-testid="dismiss-report">
                  {t('Dismiss')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </DialogBody>
      <DialogFooter>
        <Button variant="ghost" onClick={close}>
          {t('Close')}
        </Button>
        {rows.length > 1 && (
          <Button
            variant="primary"
            loading={dismiss.isPending}
            onClick={() => run(rows.map((r) => r.id))}
            data-testid="dismiss-all-reports"
          >
            {t('Dismiss all')}
          </Button>
        )}
      </DialogFooter>
    </>
  );
}

export const openReports = (kind: Kind, id: number, label: string) =>
  openDialog((close) => <ReportsDialog kind={kind} id={id} close={() => close()} />, { label });
