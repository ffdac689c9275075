import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pauseToast, removeToast, resumeToast, toast, toastStore } from './toast-store';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  removeToast();
  vi.useRealTimers();
});

describe('toasts', () => {
  it('shows one toast at a time: a new one replaces the old', () => {
    toast('Saved');
    toast.danger('Failed');
    expect(toastStore.get()).toMatchObject({ message: 'Failed', type: 'danger' });
  });

  it('replaces a toast with the same id in place', () => {
    const id = toast.loading('Uploading...', { id: 'upload' });
    expect(id).toBe('upload');
    toast('Uploaded', { id: 'upload' });
    expect(toastStore.get()).toMatchObject({ id: 'upload', message: 'Uploaded', type: 'positive' });
  });

  it('hides positive toasts after 3000 ms and danger toasts after 8000 ms', () => {
    toast('Saved');
    vi.advanceTimersByTime(2999);
    expect(toastStore.get()).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(toastStore.get()).toBeNull();
    toast.danger('Failed');
    vi.advanceTimersByTime(7999);
    expect(toastStore.get()).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(toastStore.get()).toBeNull();
  });

  it('keeps a loading toast until it is removed', () => {
    const id = toast.loading('Working');
    expect(toastStore.get()?.duration).toBeNull();
    vi.advanceTimersByTime(60_000);
    expect(toastStore.get()?.message).toBe('Working');
    removeToast('other');
    expect(toastStore.get()).not.toBeNull();
    removeToast(id);
    expect(toastStore.get()).toBeNull();
  });

  it('pauses the timer on hover or focus and resumes with the time left', () => {
    toast('Saved');
    vi.advanceTimersByTime(2000);
    pauseToast();
    vi.advanceTimersByTime(10_000);
    expect(toastStore.get()).not.toBeNull();
    resumeToast();
    vi.advanceTimersByTime(999);
    expect(toastStore.get()).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(toastStore.get()).toBeNull();
  });

  it('does not let an old timer hide the toast that replaced it', () => {
    toast('First');
    vi.advanceTimersByTime(2500);
    toast('Second');
    vi.advanceTimersByTime(1000);
    expect(toastStore.get()?.message).toBe('Second');
  });
});
