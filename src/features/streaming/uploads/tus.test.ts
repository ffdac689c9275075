import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import * as tus from 'tus-js-client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestUser } from '../../../testing/factories';
import { createTestContext, type TestContext } from '../../../testing/harness';
import { fakeMp4, sha256 } from '../../../testing/uploads';

// tus over a real loopback socket: the handler streams node request bodies, which app.request skips.

let t: TestContext;
let server: ServerType;
let base: string;

beforeEach(async () => {
  t = await createTestContext();
  server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterEach(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await t.close();
});

const b64 = (v: string) => Buffer.from(v).toString('base64');
const metadata = (m: Record<string, string>) =>
  Object.entries(m)
    .map(([k, v]) => `${k} ${b64(v)}`)
    .join(',');

async function signedIn() {
  const user = await createTestUser(t.db);
  const token = await t.signIn(user.id);
  return { user, headers: { cookie: `marquee_session=${token}`, origin: t.config.APP_URL, 'tus-resumable': '1.0.0' } };
}

function create(headers: Record<string, string>, length: number, name = 'clip.mp4') {
  return fetch(`${base}/api/v1/tus/upload`, {
    method: 'POST',
    headers: {
      ...headers,
      'upload-length': String(length),
      'upload-metadata': metadata({ name, clientName: name, clientExtension: 'mp4', clientMime: 'video/mp4', clientSize: String(length) }),
    },
  });
}

function patch(url: string, headers: Record<string, string>, offset: number, chunk: Buffer, override = false) {
  return fetch(url, {
    method: override ? 'POST' : 'PATCH',
    headers: {
      ...headers,
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
      ...(override ? { 'x-http-method-override': 'PATCH' } : {}),
    },
    body: new Uint8Array(chunk),
  });
}

const claim = (headers: Record<string, string>, uploadKey: string) =>
  fetch(`${base}/api/v1/tus/entries`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ uploadKey }),
  });

describe('tus resumable uploads', () => {
  it('creates, takes chunks (also via method override), reports the offset and hands over the file', async () => {
    const { headers } = await signedIn();
    const file = fakeMp4(3 * 1024 * 1024 + 123);
    const created = await create(headers, file.length);
    expect(created.status).toBe(201);
    const location = created.headers.get('location')!;
    expect(location).toMatch(/^\/api\/v1\/tus\/upload\/[0-9a-f]{32}$/);
    const url = base + location;
    const key = location.split('/').pop()!;

    const first = await patch(url, headers, 0, file.subarray(0, 1024 * 1024));
    expect(first.status).toBe(204);
    expect(first.headers.get('upload-offset')).toBe(String(1024 * 1024));
    const head = await fetch(url, { method: 'HEAD', headers });
    expect(head.status).toBe(200);
    expect(head.headers.get('upload-offset')).toBe(String(1024 * 1024));
    expect(head.headers.get('upload-length')).toBe(String(file.length));

    // a wrong offset is a conflict, and nothing is written
    expect((await patch(url, headers, 5, file.subarray(5, 10))).status).toBe(409);
    const second = await patch(url, headers, 1024 * 1024, file.subarray(1024 * 1024, 2 * 1024 * 1024), true);
    expect(second.status).toBe(204);
    expect((await claim(headers, key)).status).toBe(422); // not finished yet
    expect((await patch(url, headers, 2 * 1024 * 1024, file.subarray(2 * 1024 * 1024))).headers.get('upload-offset')).toBe(
      String(file.length),
    );

    const res = await claim(headers, key);
    expect(res.status).toBe(201);
    const { fileEntry } = await res.json();
    expect(fileEntry).toMatchObject({ name: 'clip.mp4', mime: 'video/mp4', file_size: file.length, extension: 'mp4' });
    expect(sha256(await t.services.storage.read(fileEntry.path))).toBe(sha256(file));
    // claimed once: the upload is gone
    expect((await claim(headers, key)).status).toBe(404);
    expect((await fetch(url, { method: 'HEAD', headers })).status).toBe(404);
  });

  it('lets only the creator resume or claim an upload', async () => {
    const owner = await signedIn();
    const file = fakeMp4(256 * 1024);
    const created = await create(owner.headers, file.length);
    const url = base + created.headers.get('location')!;
    const key = url.split('/').pop()!;
    expect((await patch(url, owner.headers, 0, file)).status).toBe(204);

    const other = await signedIn();
    expect((await fetch(url, { method: 'HEAD', headers: other.headers })).status).toBe(404);
    expect((await patch(url, other.headers, file.length, Buffer.from('x'))).status).toBe(404);
    expect((await fetch(url, { method: 'DELETE', headers: other.headers })).status).toBe(404);
    expect((await claim(other.headers, key)).status).toBe(404);
    expect(await t.db.selectFrom('file_entries').selectAll().execute()).toEqual([]);
    expect((await claim(owner.headers, key)).status).toBe(201);

    // the creator may also abandon an upload (termination)
    const abandoned = base + (await create(owner.headers, 10)).headers.get('location')!;
    expect((await fetch(abandoned, { method: 'DELETE', headers: owner.headers })).status).toBe(204);
    expect((await fetch(abandoned, { method: 'HEAD', headers: owner.headers })).status).toBe(404);
  });

  it('refuses guests, cross-site writes, oversized and disallowed uploads', async () => {
    const { headers } = await signedIn();
    const guest = await create({ origin: t.config.APP_URL, 'tus-resumable': '1.0.0' }, 100);
    expect(guest.status).toBe(401);
    expect((await create({ ...headers, origin: 'https://evil.example' }, 100)).status).toBe(403);

    await t.services.settings.save({ 'uploads.max_size_mb': 2 });
    const big = await create(headers, 2 * 1024 * 1024 + 1, 'big.mp4');
    expect(big.status).toBe(422);
    expect(await big.json()).toEqual({
      message: 'big.mp4 exceeds maximum allowed size of 2 MB',
      errors: { file: ['big.mp4 exceeds maximum allowed size of 2 MB'] },
    });
    expect((await create(headers, 100, 'page.html')).status).toBe(422);
    await t.services.settings.save({ 'uploads.disable_tus': true });
    expect((await create(headers, 100)).status).toBe(403);
    await t.services.settings.save({ 'uploads.disable_tus': false });

    // HTML content under a video name passes creation (names only) but not the claim
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const created = await create(headers, html.length, 'fake.mp4');
    const url = base + created.headers.get('location')!;
    await patch(url, headers, 0, html);
    const res = await claim(headers, url.split('/').pop()!);
    expect(res.status).toBe(422);
    expect((await res.json()).errors.file).toEqual(['This file type is not allowed']);
    expect(await t.db.selectFrom('file_entries').selectAll().execute()).toEqual([]);
  });

  it('works with tus-js-client (chunks, PATCH sent as POST with method override)', async () => {
    const { headers } = await signedIn();
    const file = fakeMp4(2 * 1024 * 1024 + 7);
    const uploadUrl = await new Promise<string>((resolve, reject) => {
      const upload = new tus.Upload(file, {
        endpoint: `${base}/api/v1/tus/upload`,
        chunkSize: 512 * 1024,
        overridePatchMethod: true,
        retryDelays: [],
        headers: { cookie: headers.cookie, origin: headers.origin },
        metadata: {
          name: 'client.mp4',
          clientName: 'client.mp4',
          clientExtension: 'mp4',
          clientMime: 'video/mp4',
          clientSize: String(file.length),
        },
        onError: reject,
        onSuccess: () => resolve(upload.url!),
      });
      upload.start();
    });
    const res = await claim(headers, uploadUrl.split('/').pop()!);
    expect(res.status).toBe(201);
    const { fileEntry } = await res.json();
    expect(sha256(await t.services.storage.read(fileEntry.path))).toBe(sha256(file));
  });
});
