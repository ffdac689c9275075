import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorViewerStore } from '../shell/error-viewer-store';
import { toastStore } from '../ui/toast-store';
import { applyServerErrors } from './form-errors';
import { HttpError } from './http';

function fakeForm(values: Record<string, unknown>) {
  return { getValues: () => values, setError: vi.fn() };
}

afterEach(() => {
  toastStore.set(null);
  errorViewerStore.set(null);
});

describe('applyServerErrors', () => {
  it('puts each field error on its field and focuses only the first', () => {
    const form = fakeForm({ email: '', password: '', profile: { city: '' } });
    const err = new HttpError(422, {
      message: 'The email is taken.',
      errors: { email: ['The email is taken.', 'Second'], 'profile.city': 'Required.' },
    });
    expect(applyServerErrors(form as never, err)).toBe(true);
    expect(form.setError).toHaveBeenCalledTimes(2);
    expect(form.setError).toHaveBeenNthCalledWith(1, 'email', { type: 'server', message: 'The email is taken.' }, { shouldFocus: true });
    expect(form.setError).toHaveBeenNthCalledWith(2, 'profile.city', { type: 'server', message: 'Required.' }, { shouldFocus: false });
    expect(toastStore.get()).toBeNull();
  });

  it('shows a toast when the errors map is empty or matches no field', () => {
    const form = fakeForm({ email: '' });
    expect(applyServerErrors(form as never, new HttpError(422, { message: 'Bad input.', errors: {} }))).toBe(false);
    expect(toastStore.get()?.message).toBe('Bad input.');
    expect(applyServerErrors(form as never, new HttpError(422, { message: 'Other.', errors: { token: ['Expired.'] } }))).toBe(false);
    expect(toastStore.get()?.message).toBe('Other.');
    expect(form.setError).not.toHaveBeenCalled();
  });

  it('opens the error viewer for a debug trace', () => {
    const exception = { name: 'Error', message: 'x', file: null, line: null, frames: [] };
    applyServerErrors(fakeForm({}) as never, new HttpError(500, { message: 'Server Error', exception }));
    expect(errorViewerStore.get()).toEqual(exception);
  });
});
