import { useState } from 'react';
import { isHttpError, showHttpError } from '../../api';
import { useTrans } from '../../shell/i18n';
import { DialogBody, DialogHeader, SubmitFooter } from '../dialog';
import { TextArea } from '../field';
import { toast } from '../toast-store';
import { reportContent } from '../../api/community';
import type { Reportable } from './report-dialog';

/** The report dialog's form: loaded when it opens (with the dialog code, off the page's first load). */
export function ReportForm({ type, id, close }: { type: Reportable; id: number; close: (sent?: boolean) => void }) {
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
