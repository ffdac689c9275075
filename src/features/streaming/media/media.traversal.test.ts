import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestContext } from '../../../testing/harness';
import { createTitleWithEpisodes } from '../../../testing/videos';
import { mediaKeyPrefix, signMediaQuery } from './media.signing';

// 200+ traversal payloads, generated combinatorially, must read nothing outside the storage root.

const t = useTestContext();
let videoId: number;
const SECRET = 'TOP-SECRET-OUTSIDE-THE-ROOT';

beforeAll(async () => {
  const { titleId } = await createTitleWithEpisodes(t.db, { type: 'movie' });
  videoId = (
    await t.db
      .insertInto('videos')
      .values({
        name: 'v',
        type: 'upload',
        category: 'trailer',
        title_id: titleId,
        approved: 1,
        status: 'ready',
        src: null,
        file_entry_id: null,
        source_key: null,
        quality: null,
        language: null,
        season_number: null,
        episode_number: null,
        episode_id: null,
        user_id: null,
        status_message: null,
        duration: null,
        thumbnail: null,
        sources: null,
        media: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  fs.writeFileSync(path.join(t.dir, 'secret.txt'), SECRET);
  fs.writeFileSync(path.join(t.config.paths.storage, '..', 'secret2.txt'), SECRET);
  await t.services.storage.put(`${mediaKeyPrefix(videoId)}hls-1/ok.ts`, Buffer.from('segment'));
  // symlinks inside the root that point out of it: a file and a directory
  const dir = path.join(t.config.paths.storage, mediaKeyPrefix(videoId), 'hls-1');
  fs.symlinkSync(path.join(t.dir, 'secret.txt'), path.join(dir, 'link.ts'));
  fs.symlinkSync(t.dir, path.join(dir, 'outside'));
});

function payloads() {
  const dots = ['..', '%2e%2e', '%2E%2E', '.%2e', '%2e.', '%252e%252e', '%25252e%25252e', '%c0%ae%c0%ae', '....', '..%00', '.%00.'];
  const seps = ['/', '%2f', '%2F', '%252f', '\\', '%5c', '%255c', '//', '/./'];
  const targets = ['secret.txt', 'secret2.txt', 'etc/passwd', 'app.key', 'marquee.db'];
  const out = new Set<string>();
  for (const d of dots)
    for (const s of seps) for (const depth of [1, 3, 6]) out.add(`${(d + s).repeat(depth)}${targets[depth % targets.length]}`);
  for (const target of targets) {
    out.add(`/${target}`);
    out.add(`%2f${target}`);
    out.add(`%252f${target}`);
    out.add(`/etc/passwd`);
    out.add(`C:\\${target}`);
    out.add(`hls-1/..%2f..%2f..%2f..%2f${target}`);
    out.add(`hls-1%2f..%2f..%2f..%2f..%2f${target}`);
    out.add(`${target}%00.ts`);
    out.add(`hls-1/ok.ts%00/../../../${target}`);
    out.add(`file:///${target}`);
  }
  out.add('hls-1/link.ts');
  out.add('hls-1/outside/secret.txt');
  out.add('hls-1/outside/app.key');
  out.add('hls-1/./ok.ts/../../../../secret.txt');
  return [...out];
}

describe('media path traversal', () => {
  it('reads nothing outside the storage root for 200+ payloads, signed or not', async () => {
    const list = payloads();
    expect(list.length).toBeGreaterThanOrEqual(200);
    const query = signMediaQuery(t.config.DATA_DIR, videoId);
    const appKey = fs.readFileSync(path.join(t.dir, 'app.key'), 'utf8').trim();
    let checked = 0;
    for (const p of list) {
      for (const suffix of ['', `?${query}`]) {
        const res = await t.request(`/api/v1/videos/${videoId}/stream/${p}${suffix}`);
        const body = await res.text();
        expect(body, p).not.toContain(SECRET);
        expect(body, p).not.toContain(appKey);
        expect(body, p).not.toContain('root:x:0:0');
        expect([200, 206].includes(res.status) && !p.startsWith('hls-1/ok'), p).toBe(false);
        checked++;
      }
    }
    expect(checked).toBe(list.length * 2);
    // the legitimate file next to the symlinks is still served
    expect((await t.request(`/api/v1/videos/${videoId}/stream/hls-1/ok.ts`)).status).toBe(200);
  });
});
