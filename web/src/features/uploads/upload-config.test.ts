import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, loadSession, saveSession, sessionKeyOf } from './multipart-session';
import { uploadConfigFrom } from './upload-config';
import { MB } from './upload-rules';

describe('uploadConfigFrom (public uploads.* settings)', () => {
  it('reads limits, type lists, tus chunk size and the direct-upload switch', () => {
    const config = uploadConfigFrom({
      uploads: {
        max_size_mb: 5120,
        allowed_extensions: ['video/*', 'srt'],
        blocked_extensions: ['exe'],
        chunk_size_mb: 5,
        disable_tus: false,
        s3_direct_upload: false,
      },
    });
    expect(config).toEqual({
      maxSize: 5120 * MB,
      allowedExtensions: ['video/*', 'srt'],
      blockedExtensions: ['exe'],
      tusChunkSize: 5 * MB,
      tusEnabled: true,
      s3Direct: false,
    });
  });
  it('goes direct to S3 only when switched on (and the driver, when published, is s3)', () => {
    expect(uploadConfigFrom({ uploads: { s3_direct_upload: true } }).s3Direct).toBe(true);
    expect(uploadConfigFrom({ uploads: { s3_direct_upload: true, driver: 'local' } }).s3Direct).toBe(false);
    expect(uploadConfigFrom({ uploads: { disable_tus: true } }).tusEnabled).toBe(false);
  });
  it('falls back to no limits when the settings are missing', () => {
    expect(uploadConfigFrom({})).toEqual({
      maxSize: null,
      allowedExtensions: [],
      blockedExtensions: [],
      tusChunkSize: null,
      tusEnabled: true,
      s3Direct: false,
    });
  });
});

describe('multipart session (localStorage)', () => {
  const values = new Map<string, string>();
  const storage = {
    getItem: (k: string) => values.get(k) ?? null,
    setItem: (k: string, v: string) => void values.set(k, v),
    removeItem: (k: string) => void values.delete(k),
  };
  (globalThis as { localStorage?: unknown }).localStorage = storage;
  afterEach(() => values.clear());

  const file = { name: 'movie.mp4', size: 200 * MB, lastModified: 1700000000000, type: 'video/mp4' };

  it('keeps {createdAt, fileKey, uploadId} under the file fingerprint', () => {
    const key = sessionKeyOf(file);
    expect(key).not.toBe(sessionKeyOf({ ...file, lastModified: file.lastModified + 1 }));
    saveSession(key, { createdAt: 1000, fileKey: 'media/uploads/1/a.mp4', uploadId: 'u-1' });
    expect(JSON.parse(values.get(key)!)).toEqual({ createdAt: 1000, fileKey: 'media/uploads/1/a.mp4', uploadId: 'u-1' });
    expect(loadSession(key, 2000)).toEqual({ createdAt: 1000, fileKey: 'media/uploads/1/a.mp4', uploadId: 'u-1' });
    clearSession(key);
    expect(loadSession(key)).toBeNull();
  });

  it('drops damaged and week-old sessions', () => {
    const key = sessionKeyOf(file);
    values.set(key, '{not json');
    expect(loadSession(key)).toBeNull();
    expect(values.has(key)).toBe(false);
    saveSession(key, { createdAt: 0, fileKey: 'k', uploadId: 'u' });
    expect(loadSession(key, 8 * 24 * 60 * 60 * 1000)).toBeNull();
  });
});
