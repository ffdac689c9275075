import mime from 'mime-types';
import { createRouter } from '../../../http/app-env';
import { notFound } from '../../../http/errors';
import { assertSafeKey } from '../../../platform/storage';
import { ensureDemoArt } from '../../catalogue/demo/demo.artwork';
import { canPresign } from '../media/media.serve';

// GET /storage/<key>: public files (avatars, artwork). Media with Range support is served by the
// videos feature; this route is for small public files only.
export const storageRoutes = createRouter().get('/*', async (c) => {
  const storage = c.var.services.storage;
  let key: string;
  try {
    key = assertSafeKey(decodeURIComponent(c.req.path.slice('/storage/'.length)));
  } catch {
    throw notFound();
  }
  // gated video files are served only by the media route, behind a signed URL; data exports only to their owner
  if (key === 'media' || key.startsWith('media/') || key.startsWith('exports/')) throw notFound();
  // the demo's artwork is drawn on its first request (demo.seed.ts)
  if (key.startsWith('images/demo/')) await ensureDemoArt(storage, key);
  const type = mime.lookup(key) || 'application/octet-stream';
  const inline = /^(image|video|audio)\//.test(type) && type !== 'image/svg+xml';
  if (canPresign(storage)) {
    // S3: a short-lived presigned GET whose signed response headers keep the type and disposition
    const url = await storage.presignedGetUrl(key, {
      expiresInSeconds: 600,
      contentType: type,
      disposition: inline ? 'inline' : 'attachment',
      cacheControl: 'public, max-age=604800',
    });
    return new Response(null, { status: 302, headers: { Location: url, 'Cache-Control': 'private, max-age=300' } });
  }
  const stat = await storage.stat(key).catch(() => null);
  if (!stat) throw notFound();
  const etag = `"${stat.size.toString(16)}-${stat.mtime.getTime().toString(16)}"`;
  const headers: Record<string, string> = {
    'Content-Type': type,
    ETag: etag,
    'Last-Modified': stat.mtime.toUTCString(),
    'Cache-Control': 'public, max-age=604800',
    'X-Content-Type-Options': 'nosniff',
  };
  if (!inline) headers['Content-Disposition'] = 'attachment';
  if (c.req.header('if-none-match') === etag) return new Response(null, { status: 304, headers });
  const data = await storage.read(key);
  return new Response(new Uint8Array(data), { headers: { ...headers, 'Content-Length': String(data.byteLength) } });
});
