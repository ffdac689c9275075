import { Button } from '../ui/button';
import { DialogBody, DialogFooter, DialogHeader } from '../ui/dialog';
import { trans } from './i18n';
import { openDialog } from './modal-host';

interface ConfirmOptions {
  title: string;
  body: string;
  confirmLabel?: string;
  danger?: boolean;
}

/** Asks before a destructive action; resolves true only when confirmed. */
export async function confirmAction({ title, body, confirmLabel = 'Confirm', danger = true }: ConfirmOptions) {
  const result = await openDialog<boolean>(
    (close) => (
      <>
        <DialogHeader onClose={() => close(false)}>{trans(title)}</DialogHeader>
        <DialogBody>
          <p className="text-muted">{trans(body)}</p>
        </DialogBody>
        <DialogFooter>
          <Button variant="ghost" onClick={() => close(false)}>
            {trans('Cancel')}
          </Button>
          <Button variant={danger ? 'danger' : 'primary'} onClick={() => close(true)} autoFocus>
            {trans(confirmLabel)}
          </Button>
        </DialogFooter>
      </>
    ),
    { size: 'sm', label: trans(title) },
  );
  return result === true;
}
