import type { UseMutationResult } from '@tanstack/react-query';
import { showHttpError } from '../../api';
import { confirmAction, openConfirm } from '../../shell/confirm';
import { trans } from '../../shell/i18n';
import { toast } from '../../ui/toast-store';

export interface BulkDeleteOptions<R> {
  mutation: UseMutationResult<R, Error, number[], unknown>;
  confirm: (ids: number[]) => Promise<boolean>;
  done: (result: R, ids: number[]) => string;
  clearSelection?: () => void;
  /** Also report a failure from here (as well as the global mutation error handler). */
  showErrors?: boolean;
}

/**
 * Deleting rows of an admin list: ask, delete, clear the selection, say how many went.
 * `confirm` asks (confirmAction or confirmBulkDelete); `done` is the toast text from the reply.
 */
export async function runBulkDelete<R>(
  { mutation, confirm, done, clearSelection, showErrors = false }: BulkDeleteOptions<R>,
  ids: number[],
) {
  if (!(await confirm(ids))) return;
  mutation.mutate(ids, {
    onSuccess: (r) => {
      clearSelection?.();
      toast(done(r, ids));
    },
    onError: showErrors ? (e) => showHttpError(e) : undefined,
  });
}

/** Asks before deleting the selected rows (button test id `confirm-delete`); true only when confirmed. */
export function confirmBulkDelete({
  title,
  body,
  confirmLabel,
  dialogLabel = title,
}: {
  title: string;
  body: string;
  confirmLabel: string;
  dialogLabel?: string;
}) {
  return openConfirm({ title, body, confirmLabel, confirmTestId: 'confirm-delete', autoFocus: false, label: dialogLabel });
}

/** A bulk delete `confirm` asking with confirmAction: the title from the number of rows, then `body`. */
export const askToDelete =
  (title: (count: number) => string, body: string, confirmLabel = 'Delete') =>
  (ids: number[]) =>
    confirmAction({ title: title(ids.length), body, confirmLabel });

/** The same with confirmBulkDelete (its button has the test id `confirm-delete`). */
export const askToBulkDelete = (title: (count: number) => string, body: string, dialogLabel?: string) => (ids: number[]) =>
  confirmBulkDelete({ title: title(ids.length), body, confirmLabel: trans('Delete'), dialogLabel });

/** What deleting rows says, translated: `ask` and `done` are plurals of :count ("[one] … |[other] …"). */
export interface DeleteTexts {
  ask: string;
  body: string;
  done: string;
  /** The dialog's name (confirmBulkDelete only). */
  dialog?: string;
}

/**
 * The usual bulk delete of a list: asks `ask` with `body` (confirmAction, or confirmBulkDelete with
 * `bulk`), then says `done` with how many went (`deleted` reads the reply; else the ids asked for).
 */
export function deleteRows<R>(
  mutation: UseMutationResult<R, Error, number[], unknown>,
  { ask, body, done, dialog }: DeleteTexts,
  {
    bulk = false,
    deleted = (_r, ids) => ids.length,
    ...rest
  }: { bulk?: boolean; deleted?: (result: R, ids: number[]) => number; showErrors?: boolean; button?: boolean } = {},
): BulkDeleteOptions<R> & { button?: boolean } {
  const title = (count: number) => trans(ask, { count });
  return {
    ...rest,
    mutation,
    confirm: bulk ? askToBulkDelete(title, body, dialog) : askToDelete(title, body),
    done: (r, ids) => trans(done, { count: deleted(r, ids) }),
  };
}
