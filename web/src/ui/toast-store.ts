import { createStore } from '../shell/store';

// Spec: one toast visible; a new one replaces it (and one with an existing id is replaced in place).
// Danger 8000 ms, loading until removed (no close button), others 3000 ms; hover/focus pauses.

export type ToastType = 'positive' | 'danger' | 'loading';
export interface ToastOptions {
  id?: string;
  type?: ToastType;
  duration?: number;
  action?: { label: string; onAction: () => void };
}
export interface ToastItem {
  id: string;
  key: number;
  message: string;
  type: ToastType;
  duration: number | null;
  action?: ToastOptions['action'];
}

export const TOAST_DURATION = { positive: 3000, danger: 8000 } as const;

export const toastStore = createStore<ToastItem | null>(null);

let timer: ReturnType<typeof setTimeout> | null = null;
let remaining = 0;
let startedAt = 0;
let seq = 0;

function clearTimer() {
  if (timer) clearTimeout(timer);
  timer = null;
}

function startTimer(ms: number) {
  clearTimer();
  remaining = ms;
  startedAt = Date.now();
  const id = toastStore.get()?.id;
  timer = setTimeout(() => {
    if (toastStore.get()?.id === id) toastStore.set(null);
  }, ms);
}

export function toast(message: string, options: ToastOptions = {}): string {
  const type = options.type ?? 'positive';
  const duration = type === 'loading' ? null : (options.duration ?? TOAST_DURATION[type]);
  const id = options.id ?? `toast-${++seq}`;
  toastStore.set({ id, key: ++seq, message, type, duration, action: options.action });
  if (duration === null) clearTimer();
  else startTimer(duration);
  return id;
}

toast.positive = (message: string, options: Omit<ToastOptions, 'type'> = {}) => toast(message, { ...options, type: 'positive' });
toast.danger = (message: string, options: Omit<ToastOptions, 'type'> = {}) => toast(message, { ...options, type: 'danger' });
toast.loading = (message: string, options: Omit<ToastOptions, 'type'> = {}) => toast(message, { ...options, type: 'loading' });

/** Removes the toast (by id, or whatever is shown). */
export function removeToast(id?: string) {
  const current = toastStore.get();
  if (!current || (id && current.id !== id)) return;
  clearTimer();
  toastStore.set(null);
}

export function pauseToast() {
  if (!timer) return;
  clearTimer();
  remaining = Math.max(0, remaining - (Date.now() - startedAt));
}

export function resumeToast() {
  const current = toastStore.get();
  if (!current || current.duration === null || timer) return;
  startTimer(remaining);
}
