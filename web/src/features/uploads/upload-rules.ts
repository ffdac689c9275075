import type { UploadConfig, UploadMethod, UploadOptions, UploadTask } from './upload-types';

// The numbers and decisions of spec sections 4, 5, 8 and 9 for uploads, as pure functions.

export const MB = 1024 * 1024;
export const CONCURRENCY = 3;
export const STALL_TIMEOUT_MS = 30_000;
export const TUS_THRESHOLD = 4 * MB;
export const MULTIPART_THRESHOLD = 100 * MB;
export const PARTS_PER_SIGN_BATCH = 10;
export const PART_CONCURRENCY = 5;
export const PART_RETRIES = 3;
export const TUS_RETRY_DELAYS = [0, 3000, 5000, 10000, 20000];

export const MESSAGES = {
  tooLarge: ':file exceeds maximum allowed size of :size',
  typeNotAllowed: 'This file type is not allowed',
  timedOut: 'Upload timed out',
} as const;

/** Spec section 4: direct-to-S3 (multipart from 100 MB), else tus from 4 MB unless disabled, else a plain post. */
export function chooseMethod(size: number, config: Pick<UploadConfig, 's3Direct' | 'tusEnabled'>): UploadMethod {
  if (config.s3Direct) return size >= MULTIPART_THRESHOLD ? 's3-multipart' : 's3-simple';
  if (config.tusEnabled && size >= TUS_THRESHOLD) return 'tus';
  return 'multipart-post';
}

/** Spec section 9: the larger of 20 MB and size/10000, never under S3's 5 MB part minimum. */
export function multipartChunkSize(size: number) {
  return Math.max(20 * MB, Math.ceil(size / 10_000), 5 * MB);
}

/** Part numbers (1-based) of a file split into chunks of `chunkSize`. */
export function partNumbers(size: number, chunkSize: number) {
  const count = Math.max(1, Math.ceil(size / chunkSize));
  return Array.from({ length: count }, (_, i) => i + 1);
}

/** Splits a list into consecutive batches (10 part URLs are signed per request). */
export function batches<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Spec section 8: tus retries network errors and 5xx, but no 4xx except 409 and 423. */
export function shouldRetryTus(status: number | null | undefined) {
  if (!status) return true;
  if (status === 409 || status === 423) return true;
  return status < 400 || status >= 500;
}

/**
 * Spec section 9: 3 at once; 1 while a folder-relative, direct-multipart or tus upload runs, and a
 * task of one of those kinds starts only when nothing else is running.
 */
export const isExclusive = (task: Pick<UploadTask, 'relativePath' | 'method'>) =>
  !!task.relativePath || task.method === 's3-multipart' || task.method === 'tus';

/** The pending tasks to start now, in queue order. */
export function tasksToStart(tasks: UploadTask[]): UploadTask[] {
  const running = tasks.filter((t) => t.status === 'inProgress');
  const starting: UploadTask[] = [];
  for (const task of tasks) {
    if (task.status !== 'pending') continue;
    const active = [...running, ...starting];
    if (active.some(isExclusive)) break;
    if (isExclusive(task)) {
      if (active.length === 0) starting.push(task);
      break;
    }
    if (active.length >= CONCURRENCY) break;
    starting.push(task);
  }
  return starting;
}

export function extensionOf(name: string) {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** A pattern is a mime ('video/*', 'video/mp4') when it has a slash, else an extension ('.mp4' or 'mp4'). */
export function matchesType(file: { name: string; type: string }, pattern: string) {
  const p = pattern.trim().toLowerCase();
  if (!p) return false;
  if (p.includes('/')) {
    const mime = (file.type || '').toLowerCase();
    return p.endsWith('/*') ? mime.startsWith(p.slice(0, -1)) : mime === p;
  }
  return extensionOf(file.name) === p.replace(/^\./, '');
}

const units = ['B', 'KB', 'MB', 'GB', 'TB'];
export function formatBytes(bytes: number) {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 B';
  const i = Math.min(units.length - 1, Math.floor(Math.log(bytes) / Math.log(1024)));
  const value = bytes / 1024 ** i;
  return `${value >= 100 || i === 0 ? Math.round(value) : value.toFixed(1).replace(/\.0$/, '')} ${units[i]}`;
}

/** Client-side checks of spec section 5; returns the message key and values, or null when allowed. */
export function checkFile(
  file: { name: string; type: string; size: number },
  config: Pick<UploadConfig, 'maxSize' | 'allowedExtensions' | 'blockedExtensions'>,
  options: Pick<UploadOptions, 'allowedFileTypes' | 'maxFileSize'> = {},
): { message: string; values?: Record<string, string> } | null {
  const limits = [config.maxSize, options.maxFileSize].filter((n): n is number => typeof n === 'number' && n > 0);
  const max = limits.length ? Math.min(...limits) : null;
  if (max !== null && file.size > max) return { message: MESSAGES.tooLarge, values: { file: file.name, size: formatBytes(max) } };
  if (config.blockedExtensions.some((p) => matchesType(file, p))) return { message: MESSAGES.typeNotAllowed };
  if (config.allowedExtensions.length && !config.allowedExtensions.some((p) => matchesType(file, p)))
    return { message: MESSAGES.typeNotAllowed };
  if (options.allowedFileTypes?.length && !options.allowedFileTypes.some((p) => matchesType(file, p)))
    return { message: MESSAGES.typeNotAllowed };
  return null;
}

/** Smooths the transfer speed so the figure does not jump on every progress event. */
export function nextSpeed(previous: number, bytesDelta: number, msDelta: number) {
  if (msDelta <= 0) return previous;
  const instant = (bytesDelta / msDelta) * 1000;
  return previous ? previous * 0.7 + instant * 0.3 : instant;
}
