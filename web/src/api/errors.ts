import { openErrorViewer } from '../shell/error-viewer-store';
import { trans } from '../shell/i18n';
import { toast } from '../ui/toast-store';
import { isHttpError } from './http';

export const GENERIC_ERROR = 'There was an issue. Please try again.';

/** The message to show: the named field's first message, else the general message, else the fallback. */
export function errorMessage(err: unknown, field?: string, fallback = GENERIC_ERROR) {
  if (isHttpError(err)) {
    const fieldMessage = field ? err.fieldErrors[field]?.[0] : undefined;
    return fieldMessage || err.body.message || trans(fallback);
  }
  return trans(fallback);
}

/** Spec section 8: a debug trace opens the error viewer; anything else is a danger toast. */
export function showHttpError(err: unknown, fallback = GENERIC_ERROR) {
  if (isHttpError(err) && err.exception) {
    openErrorViewer(err.exception);
    return;
  }
  toast.danger(errorMessage(err, undefined, fallback));
}
