import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';

/**
 * A built web app for the file's tests: a temp folder with the smallest index.html that carries the
 * head and bootstrap markers the server fills in. Pass `dist.path` as `webDist` (read it inside hooks or tests).
 */
export function useWebDist(): { path: string } {
  const dist = { path: '' };
  beforeAll(() => {
    dist.path = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-dist-'));
    fs.writeFileSync(
      path.join(dist.path, 'index.html'),
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><!--mq:head--></head><body><div id="root"></div><!--mq:bootstrap--></body></html>',
    );
  });
  afterAll(() => fs.rmSync(dist.path, { recursive: true, force: true }));
  return dist;
}
