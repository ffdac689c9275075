import type { Context } from 'hono';
import type { AppEnv } from '../../../http/app-env';
import { createRouter } from '../../../http/app-env';
import { forbidden, notFound } from '../../../http/errors';
import { authorize } from '../../../http/guard';
import { respondsFile } from '../../../http/responds';
import { subjectOf } from '../../accounts/auth/auth-state';
import { hasPermission } from '../../accounts/roles/access';
import { mediaKeyPrefix, verifyMediaSignature } from './media.signing';
import { findStreamableVideo } from './media.queries';
import { nodeResponse, sendStorageFile } from './media.serve';

// GET /api/v1/videos/{id}/stream/<file>: a processed video's HLS playlists and segments, its
// captions, and `original` (the uploaded source when it is browser-playable MP4).
// A valid `?exp=&sig=` is enough (one HMAC, no database); unsigned requests are allowed only for
// trailers and clips, which need titles.view alone. Full videos need the signature, which
// GET watch/{id} and GET videos/{id} issue to viewers with videos.play.

/** File names are plain ASCII segments: this refuses `..`, encoded or double-encoded forms, absolute paths, backslashes and NUL. */
const SAFE_FILE = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}(\/[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}){0,4}$/;

export function requestedFile(c: Context<AppEnv>): string | null {
  const raw = new URL(c.req.url).pathname;
  const marker = raw.indexOf('/stream/');
  if (marker < 0) return null;
  let file: string;
  try {
    file = decodeURIComponent(raw.slice(marker + '/stream/'.length));
  } catch {
    return null;
  }
  return SAFE_FILE.test(file) ? file : null;
}

function withSignature(text: string, query: string) {
  const add = (uri: string) => (/^[a-z]+:|^\//i.test(uri) ? uri : `${uri}${uri.includes('?') ? '&' : '?'}${query}`);
  return text
    .split('\n')
    .map((line) => {
      const t = line.trim();
      if (!t) return line;
      if (t.startsWith('#')) return line.replace(/URI="([^"]+)"/g, (_m, uri: string) => `URI="${add(uri)}"`);
      return add(t);
    })
    .join('\n');
}

const streamed = respondsFile(
  [
    'application/vnd.apple.mpegurl',
    'video/mp2t',
    'video/iso.segment',
    'video/mp4',
    'video/webm',
    'text/vtt',
    'image/jpeg',
    'application/octet-stream',
  ],
  "A file of the video's stream: an HLS playlist (signed like the request) or segment, a caption track, a thumbnail, or `original`; byte ranges answer 206.",
);

export const mediaRoutes = createRouter().get('/:id{[0-9]+}/stream/*', streamed, async (c) => {
  const videoId = Number(c.req.param('id'));
  const file = requestedFile(c);
  if (!file) throw notFound();
  const exp = c.req.query('exp');
  const sig = c.req.query('sig');
  const check = verifyMediaSignature(c.var.config.DATA_DIR, videoId, exp, sig);
  if (check === 'expired' || check === 'invalid') throw forbidden('This media link has expired or is not valid.');

  let key = mediaKeyPrefix(videoId) + file;
  if (check === 'missing' || file === 'original') {
    const video = await findStreamableVideo(c.var.db, videoId);
    if (!video) throw notFound();
    if (check === 'missing') {
      authorize(c.var.auth, 'titles.view');
      const manager = hasPermission(subjectOf(c.var.auth), 'videos.update');
      if (!video.approved && !manager) throw notFound();
      if (video.category === 'full') throw forbidden('This media link has expired or is not valid.');
    }
    if (file === 'original') {
      if (!video.source_key || !(video.sources ?? '').includes('"original"')) throw notFound();
      key = video.source_key;
    }
  }
  const signed = check === 'valid';
  const rewrite = file.endsWith('.m3u8') ? (text: string) => (signed ? withSignature(text, `exp=${exp}&sig=${sig}`) : text) : undefined;
  return sendStorageFile(
    c.var.services.storage,
    key,
    { file: file === 'original' ? key : file, signed, rewrite },
    {
      method: c.req.method,
      range: c.req.header('range'),
      ifRange: c.req.header('if-range'),
      ifNoneMatch: c.req.header('if-none-match'),
      ifModifiedSince: c.req.header('if-modified-since'),
      requestId: c.get('requestId'),
      outgoing: nodeResponse(c.env),
    },
  );
});
