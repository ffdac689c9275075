import { Flag } from 'lucide-react';
import { useState } from 'react';
import { isHttpError, showHttpError } from '../../api';
import { useTrans } from '../../shell/i18n';
import { openDialog } from '../../shell/modal-host';
import { Button } from '../button';
import { DialogBody, DialogHeader, SubmitFooter } from '../dialog';
import { TextArea } from '../field';
import { toast } from '../toast-store';
import { reportContent } from '../../api/community';
import { useRequireLogin } from './require-login';

type Reportable = 'review' | 'comment';

function ReportForm({ type, id, close }: { type: Reportable; id: number; close: (sent?: boolean) => void }) {
  const t = useTrans();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  return (
    <form
      data-testid="report-dialog"
      onSubmit={async (e) => {
        e.preventDefault();
        if (reason.trim().length < 3) return setError(t('Please give a reason.'));
        setBusy(true);
        try {
          const res = await reportContent(type, id, reason.trim());
          toast(res.message || t('Thank you. The report was sent to the moderators.'));
          close(true);
        } catch (err) {
          if (isHttpError(err) && err.status === 422) setError(err.fieldErrors.reason?.[0] ?? err.message);
          else showHttpError(err);
        } finally {
          setBusy(false);
        }
      }}
    >
      <DialogHeader onClose={() => close()}>{type === 'review' ? t('Report review') : t('Report comment')}</DialogHeader>
      <DialogBody className="space-y-3">
        <p className="text-muted">{t('Tell the moderators what is wrong with it (spam, abuse, spoilers without a warning...).')}</p>
        <TextArea
          label={t('Reason')}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          rows={3}
          maxLength={1000}
          error={error}
          autoFocus
          data-testid="report-reason"
        />
      </DialogBody>
      <SubmitFooter onCancel={() => close()} variant="danger" loading={busy} testId="report-submit" label={t('Send report')} />
    </form>
  );
}

/** 'Report': asks for a reason, sends it to the moderators and confirms with a toast. */
export function ReportButton({ type, id, className = '' }: { type: Reportable; id: number; className?: string }) {
  const t = useTrans();
  const guard = useRequireLogin();
  const open = () =>
    guard(() => void openDialog<boolean>((close) => <ReportForm type={type} id={id} close={close} />, { label: t('Report') }));
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
