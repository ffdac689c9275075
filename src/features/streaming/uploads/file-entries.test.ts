import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestUser, grantPermission } from '../../../testing/factories';
import { useTestContext } from '../../../testing/harness';
import { createFileEntry } from './file-entries.service';
import { fakeMp4, sha256, uploadForm } from '../../../testing/uploads';

const t = useTestContext({}, { each: true });

const upload = (form: FormData) => t.request('/api/v1/file-entries', { method: 'POST', body: form });
const uploadsDir = (userId: number) => path.join(t.config.paths.storage, 'media/uploads', String(userId));
const storedFiles = (userId: number) => (fs.existsSync(uploadsDir(userId)) ? fs.readdirSync(uploadsDir(userId)) : []);

describe('POST file-entries (multipart)', () => {
  it('stores the file, sniffs its type and returns the entry with its SHA-256', async () => {
    const user = await createTestUser(t.db);
    await t.signIn(user.id);
    const file = fakeMp4(300 * 1024);
    const res = await upload(
      uploadForm(file, 'Trailer.MP4', {
        clientMime: 'video/mp4',
        clientExtension: 'mp4',
        metadata: JSON.stringify({ relativePath: 'Season 1/../Trailer.MP4' }),
      }),
    );
    expect(res.status).toBe(201);
    const { fileEntry } = await res.json();
    expect(fileEntry).toMatchObject({
      name: 'Trailer.MP4',
      extension: 'mp4',
      mime: 'video/mp4',
      size: file.length,
      file_size: file.length,
      fingerprint: sha256(file),
      relativePath: 'Season 1/Trailer.MP4',
      user_id: user.id,
      url: `/api/v1/file-entries/${fileEntry.id}/download`,
    });
    expect(fileEntry.path).toMatch(new RegExp(`^media/uploads/${user.id}/[0-9a-f-]{36}\\.mp4$`));
    expect(sha256(await t.services.storage.read(fileEntry.path))).toBe(sha256(file));

    // the uploader can read it back; the bytes never come as a page
    const show = await t.request(`/api/v1/file-entries/${fileEntry.id}`);
    expect((await show.json()).fileEntry.id).toBe(fileEntry.id);
    const dl = await t.request(`/api/v1/file-entries/${fileEntry.id}/download`);
    expect(dl.headers.get('x-content-type-options')).toBe('nosniff');
    expect(dl.headers.get('content-type')).toBe('video/mp4');
    expect(sha256(Buffer.from(await dl.arrayBuffer()))).toBe(sha256(file));
  });

  it('refuses a file over the size limit with the spec message, keeping nothing', async () => {
    await t.services.settings.save({ 'uploads.max_size_mb': 1 });
    const user = await createTestUser(t.db);
    await t.signIn(user.id);
    // a body without Content-Length is cut off by the streaming parser
    const form = uploadForm(fakeMp4(1024 * 1024 + 10), 'big.mp4');
    const body = new Response(form);
    const res = await t.request('/api/v1/file-entries', {
      method: 'POST',
      headers: { 'content-type': body.headers.get('content-type')! },
      body: body.body,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      message: 'big.mp4 exceeds maximum allowed size of 1 MB',
      errors: { file: ['big.mp4 exceeds maximum allowed size of 1 MB'] },
    });
    expect(storedFiles(user.id)).toEqual([]);
    // with a declared length far over the limit the body is not even read
    const big = new Response(uploadForm(fakeMp4(3 * 1024 * 1024), 'bigger.mp4'));
    const bytes = new Uint8Array(await big.arrayBuffer());
    const declared = await t.request('/api/v1/file-entries', {
      method: 'POST',
      headers: { 'content-type': big.headers.get('content-type')!, 'content-length': String(bytes.length) },
      body: bytes,
    });
    expect(declared.status).toBe(422);
    expect((await declared.json()).errors.file[0]).toBe('The file exceeds maximum allowed size of 1 MB');
  });

  it('judges the type by content: HTML named .mp4 is refused and deleted', async () => {
    const user = await createTestUser(t.db);
    await t.signIn(user.id);
    const html = Buffer.from('<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>');
    const res = await upload(uploadForm(html, 'movie.mp4', { clientMime: 'video/mp4', clientExtension: 'mp4' }, 'video/mp4'));
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ message: 'This file type is not allowed', errors: { file: ['This file type is not allowed'] } });
    expect(storedFiles(user.id)).toEqual([]);
    expect(await t.db.selectFrom('file_entries').selectAll().execute()).toEqual([]);

    // a blocked name is refused before anything is stored; so is plain text posing as a video
    for (const [name, data] of [
      ['page.html', html],
      ['notes.mp4', Buffer.from('just some text\n'.repeat(50))],
    ] as const) {
      const r = await upload(uploadForm(data, name));
      expect(r.status).toBe(422);
      expect((await r.json()).errors.file).toEqual(['This file type is not allowed']);
    }
    // captions pass by content
    const vtt = await upload(uploadForm(Buffer.from('WEBVTT\n\n00:00.000 --> 00:01.000\nHi\n'), 'en.vtt'));
    expect(vtt.status).toBe(201);
    expect((await vtt.json()).fileEntry.mime).toBe('text/vtt');
  });

  it('enforces the files.create max_storage_mb quota', async () => {
    const user = await createTestUser(t.db, { roleIds: [] });
    await grantPermission(t.db, user.id, 'files.create', [{ name: 'max_storage_mb', value: 1 }]);
    await t.signIn(user.id);
    expect((await upload(uploadForm(fakeMp4(600 * 1024), 'a.mp4'))).status).toBe(201);
    const res = await upload(uploadForm(fakeMp4(600 * 1024), 'b.mp4'));
    expect(res.status).toBe(422);
    expect((await res.json()).errors.file).toEqual(['You have exhausted your allowed space of 1 MB.']);
    expect(storedFiles(user.id)).toHaveLength(1);
  });

  it('needs a signed-in user with files.create', async () => {
    const guest = await upload(uploadForm(fakeMp4(), 'a.mp4'));
    expect(guest.status).toBe(401);
    const user = await createTestUser(t.db, { roleIds: [] });
    await t.signIn(user.id);
    expect((await upload(uploadForm(fakeMp4(), 'a.mp4'))).status).toBe(403);
    expect(await t.db.selectFrom('file_entries').selectAll().execute()).toEqual([]);
  });
});

describe('uploading settings', () => {
  it('are public in the bootstrap data, so the client can pick the method and check files', async () => {
    const res = await t.request('/api/v1/bootstrap-data');
    const { settings } = await res.json();
    expect(settings.uploads).toMatchObject({ max_size_mb: 5120, chunk_size_mb: 5, disable_tus: false, s3_direct_upload: false });
    expect(settings.uploads.blocked_extensions).toEqual(expect.arrayContaining(['html', 'svg', 'php', 'exe']));
    expect(settings.uploads.allowed_extensions).toEqual(expect.arrayContaining(['video/*', 'vtt']));
  });
});

describe('createFileEntry', () => {
  it("never takes (or deletes) a key outside the caller's folder or one already in use", async () => {
    const owner = await createTestUser(t.db);
    await t.signIn(owner.id);
    const { fileEntry } = await (await upload(uploadForm(fakeMp4(), 'a.mp4'))).json();
    const intruder = await createTestUser(t.db);
    const auth = {
      user: { ...intruder, roles: [], permissions: [{ name: 'files.create', restrictions: [] }] },
      sessionId: null,
      via: null,
      guest: { roles: [], permissions: [] },
    };
    const ctx = { db: t.db, services: t.services, config: t.config, auth } as unknown as Parameters<typeof createFileEntry>[0];
    await expect(createFileEntry(ctx, { clientName: 'x.mp4', size: 10, diskKey: fileEntry.path })).rejects.toMatchObject({ status: 422 });
    expect(sha256(await t.services.storage.read(fileEntry.path))).toBe(fileEntry.fingerprint);
  });
});

describe('POST file-entries/delete', () => {
  it('lets the owner and files.delete holders delete, nobody else', async () => {
    const owner = await createTestUser(t.db);
    await t.signIn(owner.id);
    const { fileEntry } = await (await upload(uploadForm(fakeMp4(), 'a.mp4'))).json();
    const storedPath = path.join(t.config.paths.storage, fileEntry.path);

    const other = await createTestUser(t.db);
    await t.signIn(other.id);
    const denied = await t.request('/api/v1/file-entries/delete', {
      method: 'POST',
      json: { entryIds: [fileEntry.id], deleteForever: true },
    });
    expect(denied.status).toBe(403);
    expect((await t.request(`/api/v1/file-entries/${fileEntry.id}`)).status).toBe(404);
    expect(fs.existsSync(storedPath)).toBe(true);

    await t.signIn(owner.id);
    const trashed = await t.request('/api/v1/file-entries/delete', { method: 'POST', json: { paths: [fileEntry.path] } });
    expect(trashed.status).toBe(200);
    expect((await t.request(`/api/v1/file-entries/${fileEntry.id}`)).status).toBe(404);
    expect(fs.existsSync(storedPath)).toBe(true);
    const forever = await t.request('/api/v1/file-entries/delete', {
      method: 'POST',
      json: { entryIds: [fileEntry.id], deleteForever: true },
    });
    expect(await forever.json()).toMatchObject({ entryIds: [fileEntry.id] });
    expect(fs.existsSync(storedPath)).toBe(false);

    const { fileEntry: second } = await (await upload(uploadForm(fakeMp4(), 'b.mp4'))).json();
    const admin = await createTestUser(t.db, { admin: true });
    await t.signIn(admin.id);
    const byAdmin = await t.request('/api/v1/file-entries/delete', {
      method: 'POST',
      json: { entryIds: [second.id], deleteForever: true },
    });
    expect(byAdmin.status).toBe(200);
    expect(await t.db.selectFrom('file_entries').selectAll().execute()).toEqual([]);
  });
});
