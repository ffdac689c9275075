import { createStore, type Store } from '../../shell/store';
import { checkFile, chooseMethod, MESSAGES, nextSpeed, STALL_TIMEOUT_MS, tasksToStart } from './upload-rules';
import type { FileEntry, RunningUpload, UploadConfig, Uploader, UploadMethod, UploadOptions, UploadTask } from './upload-types';

// The upload queue of spec section 4: pending -> inProgress -> completed | failed | aborted.
// Transfers are pluggable (one Uploader per method) so the queue's rules are tested without a network.

export interface QueueCallbacks {
  onSuccess?: (entry: FileEntry, task: UploadTask) => void;
  onError?: (message: string | null, task: UploadTask) => void;
}

export interface QueueDeps {
  uploaders: Record<UploadMethod, Uploader>;
  config: () => UploadConfig;
  /** Translates a message with values (the app passes i18n's trans). */
  translate?: (message: string, values?: Record<string, string>) => string;
  now?: () => number;
  /** How often stalls are checked while something uploads. */
  stallCheckMs?: number;
}

export interface UploadQueue {
  store: Store<UploadTask[]>;
  add(files: (File | { file: File; relativePath?: string })[], options?: UploadOptions, callbacks?: QueueCallbacks): UploadTask[];
  abort(id: string): void;
  retry(id: string): void;
  /** Removes every upload that is not in progress. */
  clearInactive(group?: string): void;
  remove(id: string): void;
  /** Fails uploads without progress for 30 s (runs on a timer; exposed for tests). */
  checkStalls(): void;
}

let seq = 0;

export function createUploadQueue(deps: QueueDeps): UploadQueue {
  const store = createStore<UploadTask[]>([]);
  const now = deps.now ?? Date.now;
  const translate = deps.translate ?? ((m: string, v?: Record<string, string>) => m.replace(/:(\w+)/g, (s, k: string) => v?.[k] ?? s));
  const running = new Map<string, RunningUpload>();
  const callbacks = new Map<string, QueueCallbacks>();
  let timer: ReturnType<typeof setInterval> | null = null;

  const get = (id: string) => store.get().find((t) => t.id === id);
  const patch = (id: string, values: Partial<UploadTask>) =>
    store.set((tasks) => tasks.map((t) => (t.id === id ? { ...t, ...values } : t)));

  function syncTimer() {
    const busy = store.get().some((t) => t.status === 'inProgress');
    if (busy && !timer) timer = setInterval(checkStalls, deps.stallCheckMs ?? 1000);
    if (!busy && timer) {
      clearInterval(timer);
      timer = null;
    }
  }

  function finish(id: string, values: Partial<UploadTask>) {
    running.delete(id);
    patch(id, values);
    pump();
  }

  function start(task: UploadTask) {
    const startedAt = now();
    patch(task.id, { status: 'inProgress', lastProgressAt: startedAt, percentage: 0, bytesUploaded: 0, speed: 0, errorMessage: null });
    let done = false;
    let last = { at: startedAt, bytes: 0 };
    const live = () => !done && get(task.id)?.status === 'inProgress';
    const handle = deps.uploaders[task.method](get(task.id)!, {
      onProgress(bytes, total) {
        if (!live()) return;
        const at = now();
        const current = get(task.id)!;
        const speed = nextSpeed(current.speed, bytes - last.bytes, at - last.at);
        last = { at, bytes };
        const percentage = total > 0 ? Math.min(100, (bytes / total) * 100) : 0;
        patch(task.id, { bytesUploaded: bytes, percentage, speed, ...(bytes !== current.bytesUploaded ? { lastProgressAt: at } : {}) });
      },
      onSuccess(entry) {
        if (!live()) return;
        done = true;
        finish(task.id, { status: 'completed', entry, percentage: 100, bytesUploaded: task.file.size });
        const current = get(task.id);
        if (current) callbacks.get(task.id)?.onSuccess?.(entry, current);
      },
      onError(message) {
        if (!live()) return;
        done = true;
        finish(task.id, { status: 'failed', errorMessage: message });
        const current = get(task.id);
        if (current) callbacks.get(task.id)?.onError?.(message, current);
      },
    });
    if (!done) running.set(task.id, handle);
  }

  function pump() {
    for (const task of tasksToStart(store.get())) start(task);
    syncTimer();
  }

  function checkStalls() {
    const at = now();
    for (const task of store.get()) {
      if (task.status !== 'inProgress' || at - task.lastProgressAt < STALL_TIMEOUT_MS) continue;
      const handle = running.get(task.id);
      running.delete(task.id);
      const message = translate(MESSAGES.timedOut);
      patch(task.id, { status: 'failed', errorMessage: message });
      handle?.abort();
      callbacks.get(task.id)?.onError?.(message, get(task.id)!);
    }
    pump();
  }

  return {
    store,
    add(files, options = {}, cb = {}) {
      const config = deps.config();
      const added: UploadTask[] = files.map((f) => {
        const file = f instanceof File ? f : f.file;
        const relativePath = f instanceof File ? (file.webkitRelativePath ?? '') : (f.relativePath ?? '');
        const problem = checkFile(file, config, options);
        const task: UploadTask = {
          id: `upload-${++seq}-${now()}`,
          file,
          relativePath,
          method: chooseMethod(file.size, config),
          status: problem ? 'failed' : 'pending',
          percentage: 0,
          bytesUploaded: 0,
          speed: 0,
          options,
          entry: null,
          errorMessage: problem ? translate(problem.message, problem.values) : null,
          lastProgressAt: now(),
        };
        callbacks.set(task.id, cb);
        return task;
      });
      store.set((tasks) => [...tasks, ...added]);
      for (const task of added) if (task.status === 'failed') cb.onError?.(task.errorMessage, task);
      pump();
      return added.map((t) => get(t.id) ?? t);
    },
    abort(id) {
      const task = get(id);
      if (!task) return;
      // spec: aborting before start removes the upload
      if (task.status === 'pending') {
        store.set((tasks) => tasks.filter((t) => t.id !== id));
        callbacks.delete(id);
        return;
      }
      if (task.status !== 'inProgress') return;
      const handle = running.get(id);
      running.delete(id);
      patch(id, { status: 'aborted', speed: 0 });
      handle?.abort(); // a user abort never reaches onError
      pump();
    },
    retry(id) {
      const task = get(id);
      if (!task || (task.status !== 'failed' && task.status !== 'aborted')) return;
      const problem = checkFile(task.file, deps.config(), task.options);
      if (problem) {
        patch(id, { status: 'failed', errorMessage: translate(problem.message, problem.values) });
        return;
      }
      patch(id, { status: 'pending', errorMessage: null, percentage: 0, bytesUploaded: 0, speed: 0, lastProgressAt: now() });
      pump();
    },
    clearInactive(group) {
      const gone = store.get().filter((t) => t.status !== 'inProgress' && (group === undefined || t.options.group === group));
      for (const t of gone) callbacks.delete(t.id);
      const ids = new Set(gone.map((t) => t.id));
      store.set((tasks) => tasks.filter((t) => !ids.has(t.id)));
    },
    remove(id) {
      const task = get(id);
      if (!task || task.status === 'inProgress') return;
      callbacks.delete(id);
      store.set((tasks) => tasks.filter((t) => t.id !== id));
    },
    checkStalls,
  };
}
