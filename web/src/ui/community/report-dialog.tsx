import { Flag } from 'lucide-react';
import { showHttpError } from '../../api';
import { useTrans } from '../../shell/i18n';
import { openDialog } from '../../shell/modal-host';
import { useRequireLogin } from './require-login';

export type Reportable = 'review' | 'comment';

/** The form and the dialog code load on the first report, not with the page (react-aria's ~40 KB). */
async function openReport(type: Reportable, id: number, label: string) {
  const { ReportForm } = await import('./report-form');
  await openDialog<boolean>((close) => <ReportForm type={type} id={id} close={close} />, { label });
}

/** 'Report': asks for a reason, sends it to the moderators and confirms with a toast. */
export function ReportButton({ type, id, className = '' }: { type: Reportable; id: number; className?: string }) {
  const t = useTrans();
  const guard = useRequireLogin();
  const open = () => guard(() => void openReport(type, id, t('Report')).catch((err: unknown) => showHttpError(err)));
  return (
    <button
      type="button"
      onClick={open}
      className={`inline-flex items-center gap-1 rounded px-1.5 py-1 text-xs text-muted hover:text-danger focus-visible:ring-2 focus-visible:ring-primary ${className}`}
      data-testid={`report-${type}`}
    >
      <Flag className="size-3.5" aria-hidden />
      {t('Report')}
    </button>
  );
}
