import { bootstrapStore } from '../../shell/bootstrap';
import { MB } from './upload-rules';
import type { UploadConfig } from './upload-types';

// The public uploads.* settings of the bootstrap data, as the queue needs them.

interface UploadSettings {
  max_size_mb?: number;
  allowed_extensions?: string[];
  blocked_extensions?: string[];
  chunk_size_mb?: number;
  disable_tus?: boolean;
  s3_direct_upload?: boolean;
  /** The storage driver, when the server publishes it; direct upload needs S3. */
  driver?: string;
}

export function uploadConfigFrom(settings: { uploads?: UploadSettings } | Record<string, unknown>): UploadConfig {
  const u = ((settings as { uploads?: UploadSettings }).uploads ?? {}) as UploadSettings;
  const list = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
  return {
    maxSize: typeof u.max_size_mb === 'number' && u.max_size_mb > 0 ? u.max_size_mb * MB : null,
    allowedExtensions: list(u.allowed_extensions),
    blockedExtensions: list(u.blocked_extensions),
    tusChunkSize: typeof u.chunk_size_mb === 'number' && u.chunk_size_mb > 0 ? Math.round(u.chunk_size_mb * MB) : null,
    tusEnabled: u.disable_tus !== true,
    s3Direct: u.s3_direct_upload === true && (u.driver === undefined || u.driver === 's3'),
  };
}

export const readUploadConfig = () => uploadConfigFrom(bootstrapStore.get().settings);
