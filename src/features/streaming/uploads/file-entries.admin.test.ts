import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, grantPermission } from '../../../testing/factories';
import { useTestContext } from '../../../testing/harness';
import { fakeMp4, uploadForm } from '../../../testing/uploads';

describe('GET file-entries (admin list)', () => {
  const t = useTestContext();
  let alice: Awaited<ReturnType<typeof createTestUser>>;
  let bob: Awaited<ReturnType<typeof createTestUser>>;
  let admin: Awaited<ReturnType<typeof createTestUser>>;
  const ids: Record<string, number> = {};
  type Row = { id: number; name: string; size: number; type: string; owner: { id: number; name: string } | null; url: string };
  const list = async (qs = '') => {
    const res = await t.request(`/api/v1/file-entries${qs}`);
    expect(res.status).toBe(200);
    return (await res.json()).pagination as { data: Row[]; total: number; last_page: number };
  };
  const names = (rows: Row[]) => rows.map((r) => r.name);

  beforeAll(async () => {
    alice = await createTestUser(t.db, { name: 'Alice' });
    bob = await createTestUser(t.db, { name: 'Bob' });
    admin = await createTestUser(t.db, { admin: true });
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c33' } })
      .png()
      .toBuffer();
    for (const [user, file, name] of [
      [alice, png, 'poster_100%.png'],
      [alice, fakeMp4(200 * 1024), 'trailer.mp4'],
      [bob, Buffer.from('WEBVTT\n\n00:00.000 --> 00:01.000\nHello\n'), 'notes.vtt'],
    ] as const) {
      t.signOut();
      await t.signIn(user.id);
      const res = await t.request('/api/v1/file-entries', { method: 'POST', body: uploadForm(file, name) });
      expect(res.status, name).toBe(201);
      ids[name] = (await res.json()).fileEntry.id;
    }
    t.signOut();
    await t.signIn(admin.id);
  });

  it('needs files.update', async () => {
    t.signOut();
    expect((await t.request('/api/v1/file-entries')).status).toBe(401);
    await t.signIn(alice.id);
    expect((await t.request('/api/v1/file-entries')).status).toBe(403);
    await grantPermission(t.db, alice.id, 'files.update');
    expect((await t.request('/api/v1/file-entries')).status).toBe(200);
    t.signOut();
    await t.signIn(admin.id);
  });

  it('lists every entry with its owner, newest first, and pages', async () => {
    const page = await list();
    expect(page.total).toBe(3);
    expect(names(page.data)).toEqual(['notes.vtt', 'trailer.mp4', 'poster_100%.png']);
    expect(page.data[0]).toMatchObject({
      type: 'text',
      owner: { id: bob.id, name: 'Bob' },
      url: `/api/v1/file-entries/${ids['notes.vtt']}/download`,
    });
    const second = await list('?perPage=2&page=2');
    expect(second).toMatchObject({ total: 3, last_page: 2 });
    expect(names(second.data)).toEqual(['poster_100%.png']);
  });

  it('searches by name (LIKE wildcards are literal), filters by type and owner, sorts by size', async () => {
    expect(names((await list('?query=POSTER')).data)).toEqual(['poster_100%.png']);
    expect(names((await list(`?query=${encodeURIComponent('100%')}`)).data)).toEqual(['poster_100%.png']);
    expect(names((await list(`?query=${encodeURIComponent('%')}`)).data)).toEqual(['poster_100%.png']);
    expect(names((await list('?query=_')).data)).toEqual(['poster_100%.png']);
    expect(names((await list('?type=image')).data)).toEqual(['poster_100%.png']);
    expect(names((await list('?type=video')).data)).toEqual(['trailer.mp4']);
    expect(names((await list('?type=other')).data)).toEqual(['notes.vtt']);
    expect(names((await list(`?userId=${alice.id}&orderBy=file_size&orderDir=asc`)).data)).toEqual(['poster_100%.png', 'trailer.mp4']);
    expect(names((await list('?orderBy=file_size&orderDir=desc')).data)[0]).toBe('trailer.mp4');
    const bad = await t.request('/api/v1/file-entries?type=audio&orderBy=password');
    expect(bad.status).toBe(422);
    expect(Object.keys((await bad.json()).errors)).toEqual(expect.arrayContaining(['type', 'orderBy']));
  });

  it('leaves out entries deleted through file-entries/delete', async () => {
    const res = await t.request('/api/v1/file-entries/delete', {
      method: 'POST',
      json: { entryIds: [ids['notes.vtt']], deleteForever: true },
    });
    expect(res.status).toBe(200);
    expect(names((await list()).data)).toEqual(['trailer.mp4', 'poster_100%.png']);
    expect(await t.db.selectFrom('file_entries').select('id').where('id', '=', ids['notes.vtt']!).executeTakeFirst()).toBeUndefined();
  });
});
