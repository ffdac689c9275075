import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, tempDataDir } from '../../../../cli/run-cli';
import { openDatabase } from '../../../db/database';

// The catalogue commands through the real `marquee` binary on a real data directory.

let tmp: ReturnType<typeof tempDataDir>;
const cli = (args: string[], env?: Record<string, string>) => runCli(args, { cwd: tmp.dir, env });
const count = async (table: 'titles' | 'people' | 'news_articles') => {
  const database = openDatabase(`sqlite:${path.join(tmp.dataDir, 'marquee.db')}`);
  try {
    return Number(
      (
        await database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  } finally {
    await database.close();
  }
};

beforeAll(async () => {
  tmp = tempDataDir();
  const res = await cli(['install', '--email', 'admin@example.com', '--password', 'admin-password']);
  expect(res.code).toBe(0);
}, 120_000);
afterAll(() => tmp.cleanup());

describe('marquee import, demo:seed, demo:clear, tmdb:import', { timeout: 120_000 }, () => {
  it('imports a JSONL file, reports bad lines and prints a summary; a second run updates', async () => {
    const file = path.join(tmp.dir, 'titles.jsonl');
    fs.writeFileSync(
      file,
      [
        JSON.stringify({ external_id: 'x-1', type: 'movie', name: 'Northern Orchard', year: 2015 }),
        JSON.stringify({ external_id: 'x-2', type: 'series' }),
        JSON.stringify({ external_id: 'x-3', type: 'series', name: 'Glass Harbour' }),
      ].join('\n'),
    );
    const first = await cli(['import', file]);
    expect(first.code).toBe(0);
    expect(first.stdout).toContain('Created 2, updated 0, skipped 1.');
    expect(first.stderr).toMatch(/line 2: name: /);
    const second = await cli(['import', file]);
    expect(second.stdout).toContain('Created 0, updated 2, skipped 1.');
    expect(await count('titles')).toBe(2);
    const missing = await cli(['import', path.join(tmp.dir, 'nope.json')]);
    expect(missing.code).toBe(2);
  });

  it('seeds and clears the demo catalogue', async () => {
    const refused = await cli(['demo:seed', '--no-artwork']);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('--force');
    const seeded = await cli(['demo:seed', '--no-artwork', '--force']);
    expect(seeded.code).toBe(0);
    expect(seeded.stdout).toMatch(/Seeded 155 titles, 400 people, 12 news articles/);
    expect(await count('titles')).toBe(157);
    const cleared = await cli(['demo:clear']);
    expect(cleared.code).toBe(0);
    expect(cleared.stdout).toContain('Removed 155 titles, 400 people and 12 news articles.');
    expect(await count('titles')).toBe(2);
    expect(await count('news_articles')).toBe(0);
  });

  it('tmdb:import needs an API key and a valid type', async () => {
    const noKey = await cli(['tmdb:import', 'movie', '550']);
    expect(noKey.code).toBe(78);
    expect(noKey.stderr).toContain('TMDB API key');
    const badType = await cli(['tmdb:import', 'film', '550'], { TMDB_API_KEY: 'k' });
    expect(badType.code).toBe(2);
    const badList = await cli(['tmdb:import', '--list', 'movie/everything'], { TMDB_API_KEY: 'k' });
    expect(badList.code).toBe(2);
    expect(badList.stderr).toContain('--list');
  });
});
