import { Button } from '../ui/button';
import { trans } from './i18n';
import { openDialog } from './modal-host';

interface ConfirmOptions {
  title: string;
  body: string;
  confirmLabel?: string;
  danger?: boolean;
}

/**
 * A yes/no dialog with the texts as given (already translated); resolves true only when confirmed.
 * `label` names the dialog (by default the title).
 */
export async function openConfirm(o: {
  title: string;
  body: string;
  confirmLabel: string;
  cancelLabel?: string;
  danger?: boolean;
  confirmTestId?: string;
  autoFocus?: boolean;
  label?: string;
}) {
  // loaded on the first question, not with every page that may ask one (react-aria's ~40 KB)
  const { DialogBody, DialogFooter, DialogHeader } = await import('../ui/dialog');
  const result = await openDialog<boolean>(
    (close) => (
      <>
        <DialogHeader onClose={() => close(false)}>{o.title}</DialogHeader>
        <DialogBody>
          <p className="text-muted">{o.body}</p>
        </DialogBody>
        <DialogFooter>
          <Button variant="ghost" onClick={() => close(false)}>
            {o.cancelLabel ?? trans('Cancel')}
          </Button>
          <Button
            variant={o.danger === false ? 'primary' : 'danger'}
            onClick={() => close(true)}
            autoFocus={o.autoFocus ?? true}
            data-testid={o.confirmTestId}
          >
            {o.confirmLabel}
          </Button>
        </DialogFooter>
      </>
    ),
    { size: 'sm', label: o.label ?? o.title },
  );
  return result === true;
}

/** Asks before a destructive action; resolves true only when confirmed. Translates its texts. */
export function confirmAction({ title, body, confirmLabel = 'Confirm', danger = true }: ConfirmOptions) {
  return openConfirm({ title: trans(title), body: trans(body), confirmLabel: trans(confirmLabel), danger });
}
