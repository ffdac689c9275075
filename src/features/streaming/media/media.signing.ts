import { keyedHash, sameHex } from '../../accounts/auth/app-key';

// Short-lived signed media URLs: `?exp=<unix seconds>&sig=<hmac>` over the video id, the path
// prefix the signature covers (everything under the video's stream/ path) and the expiry. Segment
// requests are then verified with one HMAC: no session or database lookup per segment.

/** URLs stay valid for 4 hours (a long film plus pauses); the player refreshes via GET watch. */
export const SIGNED_URL_TTL_SECONDS = 4 * 60 * 60;
/** Expiries are rounded up to 5 minutes so repeated requests get identical, cacheable URLs. */
const BUCKET_SECONDS = 300;

export const mediaPrefix = (videoId: number) => `/api/v1/videos/${videoId}/stream/`;
/** Storage keys of a video's private media (HLS, captions) live under this prefix. */
export const mediaKeyPrefix = (videoId: number) => `media/videos/${videoId}/`;

function signature(dataDir: string, videoId: number, exp: number) {
  return keyedHash(dataDir, 'media-url', `${videoId}:${mediaPrefix(videoId)}:${exp}`).slice(0, 32);
}

export function signMediaQuery(dataDir: string, videoId: number, now = Date.now()) {
  const exp = Math.ceil((now / 1000 + SIGNED_URL_TTL_SECONDS) / BUCKET_SECONDS) * BUCKET_SECONDS;
  return `exp=${exp}&sig=${signature(dataDir, videoId, exp)}`;
}

/** The URL of a file under the video's stream path; signed unless `signed` is false. */
export function mediaUrl(dataDir: string, videoId: number, file: string, signed = true) {
  const path = mediaPrefix(videoId) + file.split('/').map(encodeURIComponent).join('/');
  return signed ? `${path}?${signMediaQuery(dataDir, videoId)}` : path;
}

export type SignatureCheck = 'valid' | 'missing' | 'expired' | 'invalid';

export function verifyMediaSignature(
  dataDir: string,
  videoId: number,
  exp: string | undefined,
  sig: string | undefined,
  now = Date.now(),
): SignatureCheck {
  if (!exp && !sig) return 'missing';
  if (!exp || !sig || !/^\d{1,12}$/.test(exp) || !/^[0-9a-f]{32}$/.test(sig)) return 'invalid';
  if (Number(exp) * 1000 < now) return 'expired';
  return sameHex(signature(dataDir, videoId, Number(exp)), sig) ? 'valid' : 'invalid';
}
