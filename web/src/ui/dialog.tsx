import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { trans, useTrans } from '../shell/i18n';
import { Button } from './button';

const sizes = { sm: 'max-w-sm', md: 'max-w-lg', lg: 'max-w-2xl', full: 'max-w-none h-full rounded-none' } as const;

interface DialogFrameProps {
  isOpen: boolean;
  onClose: () => void;
  size?: keyof typeof sizes;
  dismissable?: boolean;
  label?: string;
  children: ReactNode;
}

/** Overlay + modal + accessible dialog (focus trap, Escape, scroll lock) from react-aria. */
export function DialogFrame({ isOpen, onClose, size = 'md', dismissable = true, label, children }: DialogFrameProps) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      isDismissable={dismissable}
      className={`fixed inset-0 z-50 flex justify-center bg-black/60 backdrop-blur-sm data-[entering]:animate-fade-up ${size === 'full' ? 'items-stretch' : 'items-end sm:items-center sm:p-6'}`}
    >
      <Modal
        className={`w-full ${sizes[size]} ${size === 'full' ? '' : 'max-h-[90dvh] rounded-t-2xl border sm:rounded-2xl'} overflow-hidden border-line bg-surface text-fg shadow-2xl`}
      >
        <Dialog aria-label={label} className="flex max-h-[inherit] flex-col outline-none">
          {children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

export function DialogHeader({ children, onClose }: { children: ReactNode; onClose?: () => void }) {
  return (
    <div className="flex items-center gap-3 border-b border-line px-6 py-4">
      <Heading slot="title" className="me-auto text-lg font-semibold">
        {children}
      </Heading>
      {onClose && <CloseButton onClose={onClose} />}
    </div>
  );
}

/** The round X that closes a dialog or an overlay. */
export function CloseButton({ onClose }: { onClose: () => void }) {
  return (
    <button
      type="button"
      aria-label={trans('Close')}
      onClick={onClose}
      className="grid size-9 place-items-center rounded-full text-muted hover:bg-fg/10 hover:text-fg"
    >
      <X size={18} aria-hidden />
    </button>
  );
}

export const DialogBody = ({ children, className = '' }: { children: ReactNode; className?: string }) => (
  <div className={`overflow-y-auto px-6 py-5 text-sm leading-6 ${className}`}>{children}</div>
);

export const DialogFooter = ({ children }: { children: ReactNode }) => (
  <div className="flex justify-end gap-2 border-t border-line bg-raised/40 px-6 py-4">{children}</div>
);

/** The footer's ghost button that leaves the dialog: Cancel, or Close where nothing is submitted. */
export function DismissButton({ onClick, label }: { onClick: () => void; label: string }) {
  return (
    <Button variant="ghost" onClick={onClick}>
      {label}
    </Button>
  );
}

/** The footer of a form dialog: Cancel, then the submit button with `label`. */
export function SubmitFooter({
  onCancel,
  label,
  variant,
  loading,
  disabled,
  testId,
}: {
  onCancel: () => void;
  label: ReactNode;
  variant?: 'primary' | 'danger';
  loading?: boolean;
  disabled?: boolean;
  testId?: string;
}) {
  const t = useTrans();
  return (
    <DialogFooter>
      <DismissButton onClick={onCancel} label={t('Cancel')} />
      <Button type="submit" variant={variant} loading={loading} disabled={disabled} data-testid={testId}>
        {label}
      </Button>
    </DialogFooter>
  );
}
