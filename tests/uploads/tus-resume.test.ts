import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import {
  claimTus,
  createTusUpload,
  signInAdmin,
  type SpawnedServer,
  spawnMarquee,
  tusHeaders,
  tusOffset,
} from '../../src/testing/uploads-server';

// Acceptance: a tus upload survives a SIGKILL of the server. The upload resumes at the offset the
// killed process had written, and the stored file is byte-for-byte the source.

const MB = 1024 * 1024;
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');
let servers: SpawnedServer[] = [];
afterEach(async () => {
  for (const s of servers) await s.kill('SIGKILL');
  const dirs = new Set(servers.map((s) => s.dataDir));
  servers = [];
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** A PATCH whose body sends `upTo` bytes from `offset`, then stalls (the connection stays open). */
function stalledPatch(server: SpawnedServer, cookie: string, id: string, file: Buffer, offset: number, upTo: number, signal: AbortSignal) {
  let sent = offset;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (sent >= upTo) return new Promise<void>(() => undefined); // never ends: the server dies first
      const next = Math.min(sent + MB, upTo);
      controller.enqueue(new Uint8Array(file.subarray(sent, next)));
      sent = next;
    },
  });
  return fetch(`${server.url}/api/v1/tus/upload/${id}`, {
    method: 'PATCH',
    headers: { ...tusHeaders(server, cookie), 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
    body,
    duplex: 'half',
    signal,
  } as RequestInit).then(
    (res) => ({ status: res.status }),
    (err: Error) => ({ error: err }),
  );
}

it('resumes a tus upload after the server is SIGKILLed mid-upload', { timeout: 180_000 }, async () => {
  // a 30 MB "video": an ftyp box, then random bytes
  const head = Buffer.from([0, 0, 0, 0x20, ...Buffer.from('ftypisom'), 0, 0, 2, 0, ...Buffer.from('isomiso2avc1mp41')]);
  const file = Buffer.concat([head, randomBytes(30 * MB - head.length)]);

  const first = await spawnMarquee();
  servers.push(first);
  const cookie = await signInAdmin(first);
  const id = await createTusUpload(first, cookie, file.length, 'resume.mp4');

  const partFile = path.join(first.dataDir, 'tus', id);
  const client = new AbortController();
  const inFlight = stalledPatch(first, cookie, id, file, 0, 20 * MB, client.signal);
  // wait until the server has written a good part of the body, then kill it without warning
  const deadline = Date.now() + 60_000;
  while ((fs.existsSync(partFile) ? fs.statSync(partFile).size : 0) < 8 * MB) {
    if (Date.now() > deadline) throw new Error(`no bytes arrived:\n${first.output()}`);
    await new Promise((r) => setTimeout(r, 20));
  }
  await first.kill('SIGKILL');
  expect(first.process.signalCode).toBe('SIGKILL');
  client.abort(); // the stalled body would keep the client waiting for a socket that is gone
  expect(await inFlight).toHaveProperty('error');

  const second = await spawnMarquee({ dataDir: first.dataDir });
  servers.push(second);
  // the session survives the restart (it is in the database); the offset is what reached the disk
  const offset = await tusOffset(second, cookie, id);
  expect(offset).toBeGreaterThanOrEqual(8 * MB);
  expect(offset).toBeLessThan(file.length);

  for (let at = offset; at < file.length;) {
    const end = Math.min(at + 8 * MB, file.length);
    const res = await fetch(`${second.url}/api/v1/tus/upload/${id}`, {
      method: 'PATCH',
      headers: { ...tusHeaders(second, cookie), 'upload-offset': String(at), 'content-type': 'application/offset+octet-stream' },
      body: new Uint8Array(file.subarray(at, end)),
    });
    expect(res.status).toBe(204);
    at = Number(res.headers.get('upload-offset'));
    expect(at).toBe(end);
  }

  const claimed = await claimTus(second, cookie, id);
  expect(claimed.status).toBe(201);
  expect(claimed.body.fileEntry.file_size).toBe(file.length);
  const stored = fs.readFileSync(path.join(second.dataDir, 'storage', claimed.body.fileEntry.path));
  expect(sha256(stored)).toBe(sha256(file));
});
