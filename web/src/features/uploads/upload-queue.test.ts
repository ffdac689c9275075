import { afterEach, describe, expect, it } from 'vitest';
import { createUploadQueue, type UploadQueue } from './upload-queue';
import { MB } from './upload-rules';
import type { FileEntry, UploadConfig, UploadHandlers, UploadMethod, UploadTask } from './upload-types';

// The queue's states and concurrency with transfers that the test drives by hand.

interface Transfer {
  task: UploadTask;
  handlers: UploadHandlers;
  aborted: boolean;
}

const config: UploadConfig = {
  maxSize: 100 * MB,
  allowedExtensions: [],
  blockedExtensions: ['exe'],
  tusChunkSize: null,
  tusEnabled: true,
  s3Direct: false,
};
const fileOf = (name: string, size = 10) => new File([new Uint8Array(size)], name, { type: 'video/mp4' });

let clock = 0;
let queue: UploadQueue;
let transfers: Transfer[];

function setup(overrides: Partial<UploadConfig> = {}) {
  transfers = [];
  clock = 1_000;
  const uploader = (task: UploadTask, handlers: UploadHandlers) => {
    const t: Transfer = { task, handlers, aborted: false };
    transfers.push(t);
    return { abort: () => (t.aborted = true) };
  };
  const methods: UploadMethod[] = ['s3-multipart', 's3-simple', 'tus', 'multipart-post'];
  queue = createUploadQueue({
    uploaders: Object.fromEntries(methods.map((m) => [m, uploader])) as Record<UploadMethod, typeof uploader>,
    config: () => ({ ...config, ...overrides }),
    now: () => clock,
    stallCheckMs: 60_000_000,
  });
  return queue;
}

const statuses = () => queue.store.get().map((t) => t.status);
const transferOf = (name: string) => transfers.find((t) => t.task.file.name === name)!;
const entry = (id: number) => ({ id, name: `f${id}` }) as FileEntry;

afterEach(() => {
  for (const t of queue.store.get()) if (t.status === 'inProgress') queue.abort(t.id);
});

describe('upload queue', () => {
  it('moves pending -> inProgress -> completed and hands the entry to the caller', () => {
    setup();
    const done: FileEntry[] = [];
    queue.add([fileOf('a.mp4')], {}, { onSuccess: (e) => done.push(e) });
    expect(statuses()).toEqual(['inProgress']);
    transferOf('a.mp4').handlers.onProgress(5, 10);
    expect(queue.store.get()[0]).toMatchObject({ percentage: 50, bytesUploaded: 5 });
    transferOf('a.mp4').handlers.onSuccess(entry(7));
    expect(queue.store.get()[0]).toMatchObject({ status: 'completed', percentage: 100, entry: { id: 7 } });
    expect(done.map((e) => e.id)).toEqual([7]);
  });

  it('runs three at once and starts the next when one finishes', () => {
    setup();
    queue.add(['a', 'b', 'c', 'd', 'e'].map((n) => fileOf(`${n}.mp4`)));
    expect(statuses()).toEqual(['inProgress', 'inProgress', 'inProgress', 'pending', 'pending']);
    transferOf('b.mp4').handlers.onError('Server said no');
    expect(statuses()).toEqual(['inProgress', 'failed', 'inProgress', 'inProgress', 'pending']);
    expect(queue.store.get()[1]!.errorMessage).toBe('Server said no');
  });

  it('keeps a tus upload alone in flight', () => {
    setup();
    queue.add([fileOf('big.mp4', 5 * MB), fileOf('small.mp4')]);
    expect(queue.store.get().map((t) => [t.method, t.status])).toEqual([
      ['tus', 'inProgress'],
      ['multipart-post', 'pending'],
    ]);
    transferOf('big.mp4').handlers.onSuccess(entry(1));
    expect(statuses()).toEqual(['completed', 'inProgress']);
  });

  it('removes a pending upload on abort, marks a running one aborted without an error callback', () => {
    setup();
    const errors: (string | null)[] = [];
    queue.add(
      ['a', 'b', 'c', 'd'].map((n) => fileOf(`${n}.mp4`)),
      {},
      { onError: (m) => errors.push(m) },
    );
    const [a, , , d] = queue.store.get();
    queue.abort(d!.id);
    expect(queue.store.get()).toHaveLength(3);
    queue.abort(a!.id);
    expect(statuses()).toEqual(['aborted', 'inProgress', 'inProgress']);
    expect(transferOf('a.mp4').aborted).toBe(true);
    // a late callback from the aborted transfer changes nothing
    transferOf('a.mp4').handlers.onError('late');
    expect(statuses()[0]).toBe('aborted');
    expect(errors).toEqual([]);
  });

  it('fails an upload with no progress for 30 s with "Upload timed out"', () => {
    setup();
    const errors: (string | null)[] = [];
    queue.add([fileOf('a.mp4'), fileOf('b.mp4')], {}, { onError: (m) => errors.push(m) });
    clock += 20_000;
    transferOf('b.mp4').handlers.onProgress(3, 10);
    clock += 10_001;
    queue.checkStalls();
    expect(statuses()).toEqual(['failed', 'inProgress']);
    expect(queue.store.get()[0]!.errorMessage).toBe('Upload timed out');
    expect(transferOf('a.mp4').aborted).toBe(true);
    expect(errors).toEqual(['Upload timed out']);
  });

  it('retries a failed upload from the start, and clears every upload not in progress', () => {
    setup();
    queue.add([fileOf('a.mp4'), fileOf('b.mp4'), fileOf('c.mp4')]);
    transferOf('a.mp4').handlers.onError(null);
    transferOf('b.mp4').handlers.onSuccess(entry(2));
    const failed = queue.store.get()[0]!;
    queue.retry(failed.id);
    expect(statuses()).toEqual(['inProgress', 'completed', 'inProgress']);
    expect(transfers.filter((t) => t.task.file.name === 'a.mp4')).toHaveLength(2);
    queue.clearInactive();
    expect(queue.store.get().map((t) => t.file.name)).toEqual(['a.mp4', 'c.mp4']);
  });

  it('refuses files that break the limits before sending anything', () => {
    setup({ maxSize: MB });
    const errors: (string | null)[] = [];
    queue.add([fileOf('huge.mp4', 2 * MB), fileOf('virus.exe')], {}, { onError: (m) => errors.push(m) });
    expect(statuses()).toEqual(['failed', 'failed']);
    expect(errors).toEqual(['huge.mp4 exceeds maximum allowed size of 1 MB', 'This file type is not allowed']);
    expect(transfers).toHaveLength(0);
  });
});
