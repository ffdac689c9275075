import { describe, expect, it, vi } from 'vitest';
import { createTestCredit, createTestPerson, createTestTitle } from '../common/factories';
import { useTestApp } from '../../../testing/harness';
import { createTestUser } from '../../../testing/factories';

const env = useTestApp();

/** Status, headers (the request id's value aside) and body bytes of a response. */
async function snapshot(res: Response) {
  const headers = Object.fromEntries([...res.headers].filter(([name]) => name !== 'x-request-id'));
  return {
    status: res.status,
    headers,
    body: Buffer.from(await res.arrayBuffer()).toString('base64'),
    requestId: res.headers.get('x-request-id'),
  };
}

describe('GET titles/{id} for guests (served from the cached serialized response)', () => {
  it('answers exactly as the full pipeline does, for every request shape a guest sends', async () => {
    const title = await createTestTitle(env.ctx.db, {
      name: 'Guest Read',
      description: 'A long description. '.repeat(80),
      genres: ['Drama'],
    });
    const person = await createTestPerson(env.ctx.db, { name: 'Some Actor' });
    await createTestCredit(env.ctx.db, { person_id: person.id, title_id: title.id, department: 'cast', character: 'Lead', order: 0 });
    const url = `/api/v1/titles/${title.id}`;
    const first = await env.ctx.request(url);
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^W\/"/);

    const shapes: Record<string, string>[] = [
      {},
      { 'accept-encoding': 'br, gzip' },
      { 'accept-encoding': 'gzip' },
      { 'accept-encoding': 'br;q=0, gzip;q=0' },
      { 'if-none-match': etag },
      { 'if-none-match': '"something-else"' },
      { 'if-none-match': etag, 'accept-encoding': 'br' },
      { 'x-request-id': 'edge-proxy-1234' },
    ];
    for (const headers of shapes) {
      const label = JSON.stringify(headers);
      // a cookie that names no session sends the request through the whole middleware chain
      const full = await snapshot(await env.ctx.request(url, { headers: { ...headers, cookie: 'unrelated=1' } }));
      const guest = await snapshot(await env.ctx.request(url, { headers }));
      expect(guest.status, label).toBe(full.status);
      expect(guest.headers, label).toEqual(full.headers);
      expect(guest.body, label).toBe(full.body);
      // a 304 keeps only the validator and caching headers: no request id on either
      expect(guest.requestId === null, label).toBe(full.requestId === null);
      if (headers['x-request-id'] && guest.status === 200) expect(guest.requestId).toBe('edge-proxy-1234');
      else if (guest.requestId !== null) expect(guest.requestId, label).toMatch(/^[\w-]{8,64}$/);
      if (process.env.SHOW_SHAPES) console.log(label, guest.status, guest.headers, guest.requestId);
    }
    // the slug form and a trailing slug give the same document
    const slugged = await env.ctx.request(`${url}-guest-read`);
    expect(slugged.headers.get('etag')).toBe(etag);
  });

  it('answers a signed-in reader exactly as the full pipeline does, with their state; a banned one goes the usual way', async () => {
    // characters of two to four UTF-8 bytes before the viewer's splice point: it is found in bytes, not characters
    const title = await createTestTitle(env.ctx.db, {
      name: 'Signed Read — Amélie à Tōkyō 🎬',
      description: 'Une longue déscription. '.repeat(80),
    });
    const url = `/api/v1/titles/${title.id}`;
    const user = await createTestUser(env.ctx.db);
    await env.ctx.signIn(user.id);
    expect(
      (await env.ctx.request('/api/v1/users/me/ratings', { method: 'POST', json: { rateable: 'title', id: title.id, rating: 9 } })).status,
    ).toBe(200);
    const first = await env.ctx.request(url);
    expect((await first.json()).title.user_rating).toBe(9);
    const etag = first.headers.get('etag')!;
    const shapes: Record<string, string>[] = [
      {},
      { 'accept-encoding': 'br, gzip' },
      { 'accept-encoding': 'gzip' },
      { 'if-none-match': etag },
      { 'if-none-match': '"x"' },
    ];
    for (const headers of shapes) {
      const label = JSON.stringify(headers);
      // a query string sends the request through the whole middleware chain
      const full = await snapshot(await env.ctx.request(`${url}?via=chain`, { headers }));
      const cached = await snapshot(await env.ctx.request(url, { headers }));
      expect(cached.status, label).toBe(full.status);
      expect(cached.headers, label).toEqual(full.headers);
      expect(cached.body, label).toBe(full.body);
    }
    await env.ctx.db
      .updateTable('users')
      .set({ banned_at: '2026-01-01T00:00:00.000Z', updated_at: new Date().toISOString() })
      .where('id', '=', user.id)
      .execute();
    const banned = await env.ctx.request(url);
    expect(banned.status).toBe(403);
    expect((await banned.json()).message).toBe('Your account is suspended.');
    env.ctx.signOut();
  });

  it('serves a changed title at once after an edit (the same invalidation as the cache)', async () => {
    const title = await createTestTitle(env.ctx.db, { name: 'Before Edit' });
    const url = `/api/v1/titles/${title.id}`;
    expect((await (await env.ctx.request(url)).json()).title.name).toBe('Before Edit');
    await env.ctx.signIn(env.adminId);
    expect((await env.ctx.request(url, { method: 'PUT', json: { name: 'After Edit' } })).status).toBe(200);
    env.ctx.signOut();
    expect((await (await env.ctx.request(url)).json()).title.name).toBe('After Edit');
  });

  it('falls back to the full chain, and says so in the log, when the shortcut fails', async () => {
    const title = await createTestTitle(env.ctx.db, { name: 'Fallback Read' });
    const url = `/api/v1/titles/${title.id}`;
    await env.ctx.request(url); // cached
    const { services } = env.ctx;
    // a fault inside the shortcut only: the chain's own auth asks for the guest role again and gets it
    const guestSubject = vi.spyOn(services, 'guestSubject').mockRejectedValueOnce(new Error('shortcut fault'));
    const warn = vi.spyOn(services.logger, 'warn');
    try {
      const res = await env.ctx.request(url);
      expect(res.status).toBe(200);
      expect((await res.json()).title.name).toBe('Fallback Read');
      expect(warn).toHaveBeenCalledWith(expect.objectContaining({ path: url }), 'cached title read failed; answered by the full chain');
    } finally {
      guestSubject.mockRestore();
      warn.mockRestore();
    }
  });

  it('still refuses guests when the guest role may not view titles', async () => {
    const title = await createTestTitle(env.ctx.db, { name: 'Members Only' });
    await env.ctx.request(`/api/v1/titles/${title.id}`); // cached while guests could read it
    // what the roles admin does: change the guest role's grants, then invalidate the 'roles' tag
    const role = await env.ctx.db.selectFrom('roles').select('id').where('guests', '=', 1).executeTakeFirstOrThrow();
    const permission = await env.ctx.db.selectFrom('permissions').select('id').where('name', '=', 'titles.view').executeTakeFirstOrThrow();
    await env.ctx.db.deleteFrom('role_permissions').where('role_id', '=', role.id).where('permission_id', '=', permission.id).execute();
    env.ctx.services.cache.invalidate('roles');
    expect((await env.ctx.request(`/api/v1/titles/${title.id}`)).status).toBe(401);
  });
});
