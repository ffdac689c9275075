import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { showHttpError } from './errors';
import { isHttpError } from './http';

type FormLike<T extends FieldValues> = Pick<UseFormReturn<T>, 'setError' | 'getValues'>;

function hasField(values: unknown, name: string) {
  let node = values;
  for (const part of name.split('.')) {
    if (node === null || typeof node !== 'object' || !(part in node)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return true;
}

/**
 * Puts a server 422's field errors on the matching react-hook-form fields and focuses the first.
 * Errors that match no field, or a response without an errors map, fall back to the general toast
 * (or the error viewer for debug traces). Use it as a mutation's onError:
 *   useMutation({ mutationFn, onError: (e) => applyServerErrors(form, e) })
 * Returns true when at least one field error was placed.
 */
export function applyServerErrors<T extends FieldValues>(form: FormLike<T>, err: unknown, fields?: string[]): boolean {
  if (!isHttpError(err) || err.exception) {
    showHttpError(err);
    return false;
  }
  const values = form.getValues();
  const matching = Object.entries(err.fieldErrors).filter(
    ([name, messages]) => messages.length > 0 && (fields ? fields.includes(name) : hasField(values, name)),
  );
  if (matching.length === 0) {
    showHttpError(err);
    return false;
  }
  matching.forEach(([name, messages], index) => {
    form.setError(name as Path<T>, { type: 'server', message: messages[0] }, { shouldFocus: index === 0 });
  });
  return true;
}
