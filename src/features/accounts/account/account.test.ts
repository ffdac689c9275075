import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import { nowIso } from '../../../db/database';
import { createTestUser, grantPermission } from '../../../testing/factories';
import { createTestContext, useTestApp } from '../../../testing/harness';

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } })
    .png()
    .toBuffer();

function form(file: Blob | null, name = 'me.png', extra: Record<string, string> = {}) {
  const body = new FormData();
  if (file) body.set('file', file, name);
  for (const [k, v] of Object.entries(extra)) body.set(k, v);
  return body;
}

const env = useTestApp();

describe('account settings calls', () => {
  beforeEach(() => env.ctx.signOut());

  const upload = (id: number | string, body: FormData) => env.ctx.request(`/api/v1/users/${id}/avatar`, { method: 'POST', body });
  const storageKey = (url: string) => decodeURIComponent(url.replace(/^\/storage\//, ''));

  describe('POST users/{id}/avatar', () => {
    it('resizes an image to 256 px and 64 px WebP under avatars/<id>/, keeps the original and serves it', async () => {
      const user = await createTestUser(env.ctx.db);
      await env.ctx.signIn(user.id);
      const res = await upload(user.id, form(new Blob([new Uint8Array(await png(800, 600))], { type: 'image/png' })));
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(body.message).toBe('Uploaded avatar');
      const image: string = body.user.image;
      expect(image).toMatch(new RegExp(`^/storage/avatars/${user.id}/[a-f0-9]{16}/256\\.webp$`));
      const row = await env.ctx.db.selectFrom('users').select('image').where('id', '=', user.id).executeTakeFirstOrThrow();
      expect(row.image).toBe(image);

      const big = await sharp(await env.ctx.services.storage.read(storageKey(image))).metadata();
      expect(big).toMatchObject({ format: 'webp', width: 256, height: 256 });
      const small = await sharp(await env.ctx.services.storage.read(storageKey(image).replace('256.webp', '64.webp'))).metadata();
      expect(small).toMatchObject({ format: 'webp', width: 64, height: 64 });
      const original = await sharp(await env.ctx.services.storage.read(storageKey(image).replace('256.webp', 'original.png'))).metadata();
      expect(original).toMatchObject({ format: 'png', width: 800, height: 600 });

      const served = await env.ctx.request(image);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
    });

    it('replacing an avatar removes the previous files', async () => {
      const user = await createTestUser(env.ctx.db);
      await env.ctx.signIn(user.id);
      const first = (await (await upload('me', form(new Blob([new Uint8Array(await png(100, 100))], { type: 'image/png' })))).json()).user
        .image;
      const second = (await (await upload('me', form(new Blob([new Uint8Array(await png(120, 90))], { type: 'image/png' })))).json()).user
        .image;
      expect(second).not.toBe(first);
      expect(await env.ctx.services.storage.stat(storageKey(first))).toBeNull();
      expect(await env.ctx.services.storage.stat(storageKey(second))).not.toBeNull();
    });

    it("refuses a file that is not an image with 'Please select an image.' on file", async () => {
      const user = await createTestUser(env.ctx.db);
      await env.ctx.signIn(user.id);
      const text = await upload(user.id, form(new Blob(['hello'], { type: 'text/plain' }), 'notes.txt'));
      expect(text.status).toBe(422);
      expect((await text.json()).errors).toEqual({ file: ['Please select an image.'] });
      const disguised = await upload(user.id, form(new Blob(['<svg onload=alert(1)>'], { type: 'image/png' }), 'x.png'));
      expect(disguised.status).toBe(422);
      expect((await disguised.json()).errors.file).toEqual(['Please select an image.']);
      const svg = await upload(
        user.id,
        form(new Blob(['<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'], { type: 'image/svg+xml' }), 'x.svg'),
      );
      expect(svg.status).toBe(422);
      expect((await upload(user.id, form(null))).status).toBe(422);
      const row = await env.ctx.db.selectFrom('users').select('image').where('id', '=', user.id).executeTakeFirstOrThrow();
      expect(row.image).toBeNull();
    });

    it('refuses an image over 2 MB with a field error on file', async () => {
      const user = await createTestUser(env.ctx.db);
      await env.ctx.signIn(user.id);
      const huge = new Uint8Array(2 * 1024 * 1024 + 10);
      huge.set(await png(10, 10));
      const res = await upload(user.id, form(new Blob([huge], { type: 'image/png' })));
      expect(res.status).toBe(422);
      expect((await res.json()).errors.file).toEqual(['The image may not be greater than 2 MB.']);
      // Far larger bodies are refused before they are read.
      const bigger = await upload(user.id, form(new Blob([new Uint8Array(5 * 1024 * 1024)], { type: 'image/png' })));
      expect(bigger.status).toBe(422);
      expect((await bigger.json()).errors.file).toEqual(['The image may not be greater than 2 MB.']);
    });

    it('accepts an https image URL without fetching it, and refuses other schemes', async () => {
      const user = await createTestUser(env.ctx.db);
      await env.ctx.signIn(user.id);
      const res = await env.ctx.request(`/api/v1/users/${user.id}/avatar`, {
        method: 'POST',
        json: { url: 'https://cdn.example.com/a.png' },
      });
      expect(res.status).toBe(200);
      expect((await res.json()).user.image).toBe('https://cdn.example.com/a.png');
      const bad = await env.ctx.request(`/api/v1/users/${user.id}/avatar`, { method: 'POST', json: { url: 'javascript:alert(1)' } });
      expect(bad.status).toBe(422);
    });

    it("only the owner or a users.update holder may change someone's avatar", async () => {
      const owner = await createTestUser(env.ctx.db);
      const other = await createTestUser(env.ctx.db);
      await env.ctx.signIn(other.id);
      const file = () => form(new Blob([new Uint8Array(1)], { type: 'image/png' }));
      expect((await upload(owner.id, file())).status).toBe(403);
      env.ctx.signOut();
      expect((await upload(owner.id, file())).status).toBe(401);
      await grantPermission(env.ctx.db, other.id, 'users.update');
      await env.ctx.signIn(other.id);
      const ok = await upload(owner.id, form(new Blob([new Uint8Array(await png(50, 50))], { type: 'image/png' })));
      expect(ok.status).toBe(200);
    });
  });

  it("DELETE users/{id}/avatar deletes the files and clears the image ('Removed avatar')", async () => {
    const user = await createTestUser(env.ctx.db);
    await env.ctx.signIn(user.id);
    const image = (await (await upload(user.id, form(new Blob([new Uint8Array(await png(64, 64))], { type: 'image/png' })))).json()).user
      .image;
    const res = await env.ctx.request(`/api/v1/users/${user.id}/avatar`, { method: 'DELETE' });
    expect(res.status).toBe(200);
    expect((await res.json()).message).toBe('Removed avatar');
    expect(await env.ctx.services.storage.stat(storageKey(image))).toBeNull();
    const row = await env.ctx.db.selectFrom('users').select('image').where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(row.image).toBeNull();
  });

  describe('POST users/me/locale', () => {
    it('saves the language and answers with the locale and its lines', async () => {
      const user = await createTestUser(env.ctx.db);
      await env.ctx.signIn(user.id);
      const res = await env.ctx.request('/api/v1/users/me/locale', { method: 'POST', json: { locale: 'en' } });
      expect(res.status).toBe(200);
      expect((await res.json()).locale).toMatchObject({ language: 'en', name: 'English', lines: expect.any(Object) });
      const row = await env.ctx.db.selectFrom('users').select('language').where('id', '=', user.id).executeTakeFirstOrThrow();
      expect(row.language).toBe('en');
    });

    it('refuses an unknown locale', async () => {
      const user = await createTestUser(env.ctx.db);
      await env.ctx.signIn(user.id);
      const res = await env.ctx.request('/api/v1/users/me/locale', { method: 'POST', json: { locale: 'xx' } });
      expect(res.status).toBe(422);
      expect((await res.json()).errors.locale).toBeDefined();
    });
  });

  describe('DELETE users/{id}?deleteCurrentUser=true', () => {
    async function confirmPassword() {
      const res = await env.ctx.request('/auth/user/confirm-password', { method: 'POST', json: { password: 'password123' } });
      expect(res.status).toBeLessThan(300);
    }

    it('needs a recently confirmed password', async () => {
      const user = await createTestUser(env.ctx.db);
      await env.ctx.signIn(user.id);
      const res = await env.ctx.request(`/api/v1/users/${user.id}?deleteCurrentUser=true`, { method: 'DELETE' });
      expect(res.status).toBe(423);
      const stale = new Date(Date.now() - 9001 * 1000);
      await env.ctx.db
        .updateTable('sessions')
        .set({ password_confirmed_at: nowIso(stale) })
        .where('user_id', '=', user.id)
        .execute();
      expect((await env.ctx.request(`/api/v1/users/${user.id}?deleteCurrentUser=true`, { method: 'DELETE' })).status).toBe(423);
      expect(await env.ctx.db.selectFrom('users').select('id').where('id', '=', user.id).executeTakeFirst()).toBeTruthy();
    });

    it("removes the account, sessions, tokens, social profiles and avatar files ('Account deleted')", async () => {
      const user = await createTestUser(env.ctx.db);
      await grantPermission(env.ctx.db, user.id, 'api.access');
      await env.ctx.signIn(user.id);
      await env.ctx.request('/api/v1/access-tokens', { method: 'POST', json: { tokenName: 'cli' } });
      await env.ctx.db
        .insertInto('social_profiles')
        .values({ user_id: user.id, service_name: 'google', user_service_id: `g-${user.id}`, username: 'x' })
        .execute();
      const image = (await (await upload(user.id, form(new Blob([new Uint8Array(await png(64, 64))], { type: 'image/png' })))).json()).user
        .image;
      await env.ctx.signIn(user.id); // a second session on another device
      await confirmPassword();

      const res = await env.ctx.request(`/api/v1/users/${user.id}?deleteCurrentUser=true`, { method: 'DELETE' });
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(body.message).toBe('Account deleted');
      expect(body.bootstrapData.user).toBeNull();
      for (const table of ['sessions', 'personal_access_tokens', 'social_profiles', 'user_roles', 'user_permissions'] as const) {
        expect(await env.ctx.db.selectFrom(table).select('user_id').where('user_id', '=', user.id).execute()).toEqual([]);
      }
      expect(await env.ctx.db.selectFrom('users').select('id').where('id', '=', user.id).executeTakeFirst()).toBeUndefined();
      expect(await env.ctx.services.storage.stat(storageKey(image))).toBeNull();
      expect((await env.ctx.request('/api/v1/users/me')).status).toBe(401);
    });

    it("cannot delete another user's account this way", async () => {
      const user = await createTestUser(env.ctx.db);
      const other = await createTestUser(env.ctx.db);
      await env.ctx.signIn(user.id);
      await confirmPassword();
      expect((await env.ctx.request(`/api/v1/users/${other.id}?deleteCurrentUser=true`, { method: 'DELETE' })).status).toBe(403);
    });

    it('the last admin cannot delete their account', async () => {
      const ctx = await createTestContext();
      try {
        const admin = await ctx.db.selectFrom('users').select('id').where('email', '=', 'admin@example.com').executeTakeFirstOrThrow();
        await ctx.signIn(admin.id);
        const confirmed = await ctx.request('/auth/user/confirm-password', { method: 'POST', json: { password: 'admin-password' } });
        expect(confirmed.status).toBeLessThan(300);
        const res = await ctx.request(`/api/v1/users/${admin.id}?deleteCurrentUser=true`, { method: 'DELETE' });
        expect(res.status).toBe(422);
        expect((await res.json()).message).toBe('The last admin account cannot be removed.');
        expect(await ctx.db.selectFrom('users').select('id').where('id', '=', admin.id).executeTakeFirst()).toBeTruthy();
      } finally {
        await ctx.close();
      }
    });
  });
});
