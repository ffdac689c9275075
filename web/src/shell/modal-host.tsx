import type { ReactNode } from 'react';
import { DialogFrame } from '../ui/dialog';
import { createStore, useStore } from './store';

interface OpenDialog {
  id: number;
  size?: 'sm' | 'md' | 'lg' | 'full';
  dismissable?: boolean;
  label?: string;
  render: (close: (result?: unknown) => void) => ReactNode;
  resolve: (result: unknown) => void;
}

const dialogsStore = createStore<OpenDialog[]>([]);
let nextId = 0;

/**
 * Opens a dialog from anywhere (no local state needed); resolves with the value passed to close(),
 * or undefined when dismissed. The global modal host renders it.
 *   const ok = await openDialog<boolean>((close) => <ConfirmBody onConfirm={() => close(true)} />);
 */
export function openDialog<R = unknown>(
  render: (close: (result?: R) => void) => ReactNode,
  options: { size?: OpenDialog['size']; dismissable?: boolean; label?: string } = {},
): Promise<R | undefined> {
  return new Promise((resolve) => {
    const id = ++nextId;
    const close = (result?: unknown) => {
      dialogsStore.set((list) => list.filter((d) => d.id !== id));
      resolve(result as R | undefined);
    };
    dialogsStore.set((list) => [...list, { id, ...options, render: render as OpenDialog['render'], resolve: close }]);
  });
}

export function ModalHost() {
  const dialogs = useStore(dialogsStore);
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
