import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { useCommunityContext } from '../../../testing/community';

const kit = useCommunityContext();

const png = (w: number, h: number) =>
  sharp({ create: { width: w, height: h, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();
const form = (bytes: Buffer | string, type: string, name = 'banner.png') => {
  const f = new FormData();
  f.append('file', new File([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], name, { type }));
  return f;
};
const upload = (id: number | string, body: FormData) => kit.t.request(`/api/v1/users/${id}/banner`, { method: 'POST', body });

describe('POST users/{id}/banner', () => {
  it('goes with the account: deleting the user removes the banner file', async () => {
    const u = await kit.user();
    await kit.as(u);
    const banner = (await (await upload(u.id, form(await png(800, 300), 'image/png'))).json()).banner as string;
    expect((await kit.t.request(banner)).status).toBe(200);
    const admin = await kit.admin();
    await kit.as(admin);
    expect((await kit.call('DELETE', `users/${u.id}`)).status).toBe(200);
    expect((await kit.t.request(banner)).status).toBe(404);
  });

  it('stores a 1920×640 WebP, shows it on the profile and removes the previous upload on replace', async () => {
    const u = await kit.user();
    await kit.as(u);
    const res = await upload('me', form(await png(2400, 1200), 'image/png'));
    expect(res.status).toBe(200);
    const first = (await res.json()).banner as string;
    expect(first).toMatch(new RegExp(`^/storage/banners/${u.id}/[a-f0-9]{16}/banner\\.webp$`));
    const served = await kit.t.request(first);
    expect(served.status).toBe(200);
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1920, 640]);
    expect((await kit.call('GET', `user-profile/${u.id}`)).body.profile.banner).toBe(first);

    const second = (await (await upload(u.id, form(await png(800, 300), 'image/png'))).json()).banner as string;
    expect(second).not.toBe(first);
    expect((await kit.t.request(first)).status).toBe(404);
    expect((await kit.t.request(second)).status).toBe(200);

    const removed = await kit.call('DELETE', `users/${u.id}/banner`);
    expect(removed.body).toMatchObject({ banner: null, message: 'Removed banner' });
    expect((await kit.t.request(second)).status).toBe(404);
    expect((await kit.call('GET', `user-profile/${u.id}`)).body.profile.banner).toBeNull();
  });

  it("refuses what is not a raster image up to 2 MB with 'Please select an image.'", async () => {
    await kit.as(await kit.user());
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)" width="10" height="10"/>';
    for (const body of [
      form('hello', 'text/plain', 'a.txt'),
      form(svg, 'image/svg+xml', 'a.svg'),
      form('not really a png', 'image/png'),
      new FormData(),
    ]) {
      const res = await upload('me', body);
      expect(res.status).toBe(422);
      expect((await res.json()).errors.file).toEqual(['Please select an image.']);
    }
    const big = await upload('me', form(Buffer.alloc(2 * 1024 * 1024 + 10, 1), 'image/png'));
    expect(big.status).toBe(422);
    expect((await big.json()).errors.file).toEqual(['The image may not be greater than 2 MB.']);
    const dir = path.join(kit.t.config.paths.storage, 'banners');
    expect(fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true }).filter((f) => String(f).endsWith('.webp')) : []).toEqual([]);
  });

  it("needs a login, and another user's banner needs users.update", async () => {
    const [a, b] = [await kit.user(), await kit.user()];
    expect((await upload(a.id, form(await png(10, 10), 'image/png'))).status).toBe(401);
    await kit.as(b);
    expect((await upload(a.id, form(await png(10, 10), 'image/png'))).status).toBe(403);
    expect((await kit.call('DELETE', `users/${a.id}/banner`)).status).toBe(403);
    await kit.as(await kit.admin());
    expect((await upload(a.id, form(await png(10, 10), 'image/png'))).status).toBe(200);
    expect((await upload(987654, form(await png(10, 10), 'image/png'))).status).toBe(404);
  });
});
