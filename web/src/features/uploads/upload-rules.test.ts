import { describe, expect, it } from 'vitest';
import {
  batches,
  checkFile,
  chooseMethod,
  formatBytes,
  matchesType,
  MB,
  multipartChunkSize,
  partNumbers,
  shouldRetryTus,
  tasksToStart,
} from './upload-rules';
import type { UploadTask } from './upload-types';

const task = (id: string, values: Partial<UploadTask> = {}): UploadTask => ({
  id,
  file: new File(['x'], `${id}.mp4`),
  relativePath: '',
  method: 'multipart-post',
  status: 'pending',
  percentage: 0,
  bytesUploaded: 0,
  speed: 0,
  options: {},
  entry: null,
  errorMessage: null,
  lastProgressAt: 0,
  ...values,
});

describe('chooseMethod', () => {
  const local = { s3Direct: false, tusEnabled: true };
  it('sends 4 MB and more through tus, smaller files as a plain multipart post', () => {
    expect(chooseMethod(4 * MB, local)).toBe('tus');
    expect(chooseMethod(4 * MB - 1, local)).toBe('multipart-post');
    expect(chooseMethod(500 * MB, { ...local, tusEnabled: false })).toBe('multipart-post');
  });
  it('goes direct to S3 when enabled: multipart from 100 MB, else one presigned PUT', () => {
    const s3 = { s3Direct: true, tusEnabled: true };
    expect(chooseMethod(100 * MB, s3)).toBe('s3-multipart');
    expect(chooseMethod(100 * MB - 1, s3)).toBe('s3-simple');
    expect(chooseMethod(10, s3)).toBe('s3-simple');
  });
});

describe('multipart chunks', () => {
  it('uses the larger of 20 MB and size/10000', () => {
    expect(multipartChunkSize(100 * MB)).toBe(20 * MB);
    expect(multipartChunkSize(1024 * 1024 * MB)).toBe(Math.ceil((1024 * 1024 * MB) / 10_000));
    expect(multipartChunkSize(1)).toBeGreaterThanOrEqual(5 * MB);
  });
  it('numbers the parts from 1 and signs them 10 at a time', () => {
    const parts = partNumbers(210 * MB, 20 * MB);
    expect(parts).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(batches(parts, 10).map((b) => b.length)).toEqual([10, 1]);
  });
});

describe('shouldRetryTus', () => {
  it('retries network errors and 5xx, and of the 4xx only 409 and 423', () => {
    expect(shouldRetryTus(undefined)).toBe(true);
    expect(shouldRetryTus(0)).toBe(true);
    expect(shouldRetryTus(500)).toBe(true);
    expect(shouldRetryTus(503)).toBe(true);
    expect(shouldRetryTus(409)).toBe(true);
    expect(shouldRetryTus(423)).toBe(true);
    for (const s of [400, 401, 403, 404, 413, 422, 460]) expect(shouldRetryTus(s)).toBe(false);
  });
});

describe('tasksToStart (concurrency)', () => {
  it('starts three plain uploads at once', () => {
    const tasks = ['a', 'b', 'c', 'd'].map((id) => task(id));
    expect(tasksToStart(tasks).map((t) => t.id)).toEqual(['a', 'b', 'c']);
    tasks[0]!.status = 'inProgress';
    expect(tasksToStart(tasks).map((t) => t.id)).toEqual(['b', 'c']);
  });
  it('runs a tus, direct-multipart or folder upload alone', () => {
    expect(tasksToStart([task('t', { method: 'tus' }), task('p')]).map((t) => t.id)).toEqual(['t']);
    expect(tasksToStart([task('p'), task('t', { method: 'tus' }), task('q')]).map((t) => t.id)).toEqual(['p']);
    expect(tasksToStart([task('m', { method: 's3-multipart', status: 'inProgress' }), task('p')])).toEqual([]);
    expect(tasksToStart([task('f', { relativePath: 'album/a.mp4' }), task('g', { relativePath: 'album/b.mp4' })]).map((t) => t.id)).toEqual(
      ['f'],
    );
  });
  it('ignores finished tasks', () => {
    const tasks = [task('a', { status: 'completed' }), task('b', { status: 'failed' }), task('c', { status: 'aborted' }), task('d')];
    expect(tasksToStart(tasks).map((t) => t.id)).toEqual(['d']);
  });
});

describe('checkFile', () => {
  const config = { maxSize: 10 * MB, allowedExtensions: [], blockedExtensions: ['exe', 'application/x-msdownload'] };
  it('refuses files over the limit with the spec message', () => {
    expect(checkFile({ name: 'big.mp4', type: 'video/mp4', size: 11 * MB }, config)).toEqual({
      message: ':file exceeds maximum allowed size of :size',
      values: { file: 'big.mp4', size: '10 MB' },
    });
    expect(checkFile({ name: 'a.mp4', type: 'video/mp4', size: 2 * MB }, config, { maxFileSize: MB })?.values?.size).toBe('1 MB');
  });
  it('refuses blocked and not-allowed types by extension or mime pattern', () => {
    expect(checkFile({ name: 'setup.EXE', type: '', size: 1 }, config)?.message).toBe('This file type is not allowed');
    expect(checkFile({ name: 'x.bin', type: 'application/x-msdownload', size: 1 }, config)?.message).toBe('This file type is not allowed');
    expect(checkFile({ name: 'notes.txt', type: 'text/plain', size: 1 }, config, { allowedFileTypes: ['video/*'] })?.message).toBe(
      'This file type is not allowed',
    );
    expect(checkFile({ name: 'clip.mp4', type: 'video/mp4', size: 1 }, config, { allowedFileTypes: ['video/*'] })).toBeNull();
    expect(checkFile({ name: 'clip.mkv', type: '', size: 1 }, { ...config, allowedExtensions: ['mp4', '.mkv'] })).toBeNull();
    expect(checkFile({ name: 'clip.avi', type: 'video/x-msvideo', size: 1 }, { ...config, allowedExtensions: ['mp4'] })?.message).toBe(
      'This file type is not allowed',
    );
  });
  it('matches mime wildcards and exact mimes', () => {
    expect(matchesType({ name: 'a', type: 'video/webm' }, 'video/*')).toBe(true);
    expect(matchesType({ name: 'a', type: 'videox/webm' }, 'video/*')).toBe(false);
    expect(matchesType({ name: 'a', type: 'image/png' }, 'image/png')).toBe(true);
  });
});

describe('formatBytes', () => {
  it('reads like a person would write it', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(40 * MB)).toBe('40 MB');
    expect(formatBytes(2.25 * 1024 * MB)).toBe('2.3 GB');
  });
});
