import type { MultipartSession } from './upload-types';

// Spec section 3: a direct multipart upload keeps {createdAt, fileKey, uploadId} in localStorage
// under the file's fingerprint, so a reloaded page resumes instead of starting over.

const PREFIX = 'mq-s3-multipart:';
/** Incomplete multipart uploads are cleaned up by bucket lifecycles; a week-old session is not trusted. */
const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

export const sessionKeyOf = (file: Pick<File, 'name' | 'size' | 'lastModified' | 'type'>) =>
  `${PREFIX}${file.name}-${file.size}-${file.lastModified}-${file.type}`;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function loadSession(key: string, now = Date.now()): MultipartSession | null {
  const raw = storage()?.getItem(key);
  if (!raw) return null;
  try {
    const s = JSON.parse(raw) as Partial<MultipartSession>;
    if (
      typeof s.fileKey === 'string' &&
      typeof s.uploadId === 'string' &&
      typeof s.createdAt === 'number' &&
      now - s.createdAt < MAX_AGE_MS
    ) {
      return { createdAt: s.createdAt, fileKey: s.fileKey, uploadId: s.uploadId };
    }
  } catch {
    // a damaged entry is dropped below
  }
  clearSession(key);
  return null;
}

export function saveSession(key: string, session: MultipartSession) {
  storage()?.setItem(key, JSON.stringify(session));
}

export function clearSession(key: string) {
  storage()?.removeItem(key);
}
