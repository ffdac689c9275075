import { useMutation } from '@tanstack/react-query';
import { showHttpError } from '../../api';
import { confirmAction } from '../../shell/confirm';
import { toast } from '../../ui/toast-store';

/**
 * Asks (`question`, `body`, the `confirmLabel` button), then runs `request` for the row: `done` is the
 * toast, then `refresh`. Returns the function to call from a row's remove or delete button.
 */
export function useConfirmedRemove<T>(o: {
  request: (row: T) => Promise<unknown>;
  refresh: () => Promise<unknown>;
  done: (row: T) => string;
  question: (row: T) => string;
  body: string;
  confirmLabel: string;
}) {
  const remove = useMutation({
    mutationFn: o.request,
    onSuccess: async (_, row) => {
      toast(o.done(row));
      await o.refresh();
    },
    onError: (e) => showHttpError(e),
  });
  return async (row: T) => {
    const ok = await confirmAction({ title: o.question(row), body: o.body, confirmLabel: o.confirmLabel });
    if (ok) remove.mutate(row);
  };
}
