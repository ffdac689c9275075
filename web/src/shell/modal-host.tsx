import { lazy, type ReactNode, Suspense } from 'react';
import { createStore, useStore } from './store';

// The dialog frames (react-aria's modal) load with the first dialog opened, not with the page (issue 18).
const DialogStack = lazy(async () => ({ default: (await import('./dialog-stack')).DialogStack }));

export interface OpenDialog {
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

/** Renders the open dialogs; nothing (and no dialog code) until the first one opens. */
export function ModalHost() {
  const dialogs = useStore(dialogsStore);
  if (dialogs.length === 0) return null;
  return (
    <Suspense>
      <DialogStack dialogs={dialogs} />
    </Suspense>
  );
}
