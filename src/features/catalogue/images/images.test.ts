import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../testing/harness';
import { createTestPerson, createTestTitle } from '../common/factories';

const env = useTestApp();

const png = (width: number, height: number, r = 200) =>
  sharp({ create: { width, height, channels: 3, background: { r, g: 40, b: 90 } } })
    .png()
    .toBuffer();

async function upload(fields: Record<string, string>, file?: { data: Buffer; name: string; type: string }) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  if (file) form.set('file', new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
  return env.ctx.request('/api/v1/images', { method: 'POST', body: form });
}

const storageKey = (url: string) => decodeURIComponent(url.replace(/^\/storage\//, ''));

describe('POST images', () => {
  it('needs titles.update', async () => {
    const t = await createTestTitle(env.ctx.db);
    const file = { data: await png(100, 150), name: 'p.png', type: 'image/png' };
    env.ctx.signOut();
    expect((await upload({ model_type: 'title', model_id: String(t.id), type: 'poster' }, file)).status).toBe(401);
    await env.ctx.signIn(env.userId);
    expect((await upload({ model_type: 'title', model_id: String(t.id), type: 'poster' }, file)).status).toBe(403);
    expect((await upload({ model_type: 'nope', model_id: 'x', type: 'poster' }, file)).status).toBe(403);
    env.ctx.signOut();
  });

  it('resizes to fixed WebP widths, keeps the original and sets the title poster', async () => {
    const t = await createTestTitle(env.ctx.db);
    await env.ctx.signIn(env.adminId);
    const res = await upload(
      { model_type: 'title', model_id: String(t.id), type: 'poster' },
      { data: await png(1000, 1500), name: 'poster.png', type: 'image/png' },
    );
    expect(res.status).toBe(201);
    const { image } = await res.json();
    expect(Object.keys(image.variants)).toEqual(['185', '342', '500', '780']);
    for (const [w, url] of Object.entries(image.variants as Record<string, string>)) {
      expect(url).toMatch(new RegExp(`^/storage/images/title/${t.id}/[0-9a-f]{16}-${w}\\.webp$`));
      const meta = await sharp(await env.ctx.services.storage.read(storageKey(url))).metadata();
      expect([meta.format, meta.width]).toEqual(['webp', Number(w)]);
    }
    expect(image.url).toMatch(/-original\.png$/);
    expect(await env.ctx.services.storage.stat(storageKey(image.url))).not.toBeNull();
    const { title } = await (await env.ctx.request(`/api/v1/titles/${t.id}`)).json();
    expect(title.poster).toBe(image.variants['342']);
    expect(title.images).toHaveLength(1);
    env.ctx.signOut();
  });

  it('never enlarges small images and rejects non-images, missing files and wrong types', async () => {
    const t = await createTestTitle(env.ctx.db);
    const person = await createTestPerson(env.ctx.db);
    await env.ctx.signIn(env.adminId);
    let res = await upload(
      { model_type: 'person', model_id: String(person.id), type: 'profile' },
      { data: await png(200, 300), name: 'p.png', type: 'image/png' },
    );
    const { image } = await res.json();
    const meta = await sharp(await env.ctx.services.storage.read(storageKey(image.variants['342']))).metadata();
    expect(meta.width).toBe(200);
    expect((await (await env.ctx.request(`/api/v1/people/${person.id}`)).json()).person.poster).toBe(image.variants['342']);

    res = await upload(
      { model_type: 'title', model_id: String(t.id), type: 'poster' },
      { data: Buffer.from('not an image at all'), name: 'x.png', type: 'image/png' },
    );
    expect(res.status).toBe(422);
    expect((await res.json()).errors.file).toEqual(['Please select an image.']);
    res = await upload({ model_type: 'title', model_id: String(t.id), type: 'poster' });
    expect((await res.json()).errors.file).toBeTruthy();
    res = await upload(
      { model_type: 'title', model_id: String(t.id), type: 'profile' },
      { data: await png(10, 10), name: 'x.png', type: 'image/png' },
    );
    expect((await res.json()).errors.type).toBeTruthy();
    res = await upload(
      { model_type: 'title', model_id: String(t.id), type: 'poster' },
      { data: Buffer.alloc(17 * 1024 * 1024), name: 'big.png', type: 'image/png' },
    );
    expect(res.status).toBe(422);
    expect((await res.json()).errors.file[0]).toMatch(/exceeds maximum allowed size/);
    res = await upload(
      { model_type: 'title', model_id: '999999', type: 'poster' },
      { data: await png(10, 10), name: 'x.png', type: 'image/png' },
    );
    expect((await res.json()).errors.model_id).toBeTruthy();
    env.ctx.signOut();
  });
});

describe('change-order and DELETE images/{id}', () => {
  it('makes the first poster primary and removes files on delete', async () => {
    const t = await createTestTitle(env.ctx.db);
    await env.ctx.signIn(env.adminId);
    const poster = async (name: string, r: number) =>
      (
        await (
          await upload(
            { model_type: 'title', model_id: String(t.id), type: 'poster' },
            { data: await png(300, 450, r), name, type: 'image/png' },
          )
        ).json()
      ).image;
    const a = await poster('a.png', 10);
    const b = await poster('b.png', 250);
    expect((await (await env.ctx.request(`/api/v1/titles/${t.id}`)).json()).title.poster).toBe(a.variants['342']);

    let res = await env.ctx.request(`/api/v1/titles/${t.id}/images/change-order`, { method: 'POST', json: { ids: [b.id, a.id] } });
    expect(res.status).toBe(200);
    let title = (await (await env.ctx.request(`/api/v1/titles/${t.id}`)).json()).title;
    expect(title.poster).toBe(b.variants['342']);
    expect(title.images.map((i: { id: number }) => i.id)).toEqual([b.id, a.id]);
    res = await env.ctx.request(`/api/v1/titles/${t.id}/images/change-order`, { method: 'POST', json: { ids: [999999] } });
    expect(res.status).toBe(422);

    await env.ctx.signIn(env.userId);
    expect((await env.ctx.request(`/api/v1/images/${b.id}`, { method: 'DELETE' })).status).toBe(403);
    await env.ctx.signIn(env.adminId);
    expect((await env.ctx.request(`/api/v1/images/${b.id}`, { method: 'DELETE' })).status).toBe(200);
    expect(await env.ctx.services.storage.stat(storageKey(b.variants['185']))).toBeNull();
    expect(await env.ctx.services.storage.stat(storageKey(b.url))).toBeNull();
    title = (await (await env.ctx.request(`/api/v1/titles/${t.id}`)).json()).title;
    expect(title.poster).toBe(a.variants['342']);
    expect((await env.ctx.request(`/api/v1/images/${a.id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await (await env.ctx.request(`/api/v1/titles/${t.id}`)).json()).title.poster).toBeNull();
    expect((await env.ctx.request(`/api/v1/images/${a.id}`, { method: 'DELETE' })).status).toBe(404);
    env.ctx.signOut();
  });
});
