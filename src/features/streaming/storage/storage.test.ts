import { beforeAll, describe, expect, it } from 'vitest';
import { useTestContext } from '../../../testing/harness';

describe('GET /storage/*', () => {
  const t = useTestContext();
  beforeAll(async () => {
    await t.services.storage.put('avatars/1/a.webp', Buffer.from('RIFF....WEBPVP8 '));
    await t.services.storage.put('media/videos/7/hls/master.m3u8', Buffer.from('#EXTM3U\n'));
    await t.services.storage.put('notes/readme.html', Buffer.from('<script>alert(1)</script>'));
  });

  it('serves a public image with its type, an ETag and a week of caching', async () => {
    const res = await t.request('/storage/avatars/1/a.webp');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toContain('max-age=604800');
    const again = await t.request('/storage/avatars/1/a.webp', { headers: { 'if-none-match': res.headers.get('etag')! } });
    expect(again.status).toBe(304);
  });

  it('never serves gated video media, which only the signed media route may send', async () => {
    expect((await t.request('/storage/media/videos/7/hls/master.m3u8')).status).toBe(404);
  });

  it('sends anything that is not media or an image as an attachment, never as a page', async () => {
    const res = await t.request('/storage/notes/readme.html');
    expect(res.headers.get('content-disposition')).toBe('attachment');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers traversal attempts with 404', async () => {
    for (const p of ['/storage/..%2f..%2fetc%2fpasswd', '/storage/avatars/..%2f..%2f..%2fmarquee.db']) {
      expect((await t.request(p)).status).toBe(404);
    }
  });
});
