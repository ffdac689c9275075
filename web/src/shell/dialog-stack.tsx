import { DialogFrame } from '../ui/dialog';
import type { OpenDialog } from './modal-host';

/** The dialogs openDialog() opened, each in its frame (loaded by ModalHost with the first one). */
export function DialogStack({ dialogs }: { dialogs: OpenDialog[] }) {
  return (
    <>
      {dialogs.map((d) => (
        <DialogFrame key={d.id} isOpen onClose={() => d.resolve(undefined)} size={d.size} dismissable={d.dismissable} label={d.label}>
          {d.render(d.resolve)}
        </DialogFrame>
      ))}
    </>
  );
}
