import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { testEngine } from '../testing/postgres';
import { killPoints, seededRandom, tortureDatabase } from '../testing/torture/torture-kit';

// The torture test is only as good as its checker: a lost, changed or deleted write must show.

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-torture-kit-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe.runIf(testEngine() === 'sqlite')('the torture checker', () => {
  it('reports every acknowledged write the database does not hold as acknowledged', async () => {
    const db = new SQLite(path.join(dir, 'marquee.db'));
    db.exec(`create table ratings (user_id, rateable_type, rateable_id, rating);
      create table list_items (list_id, item_type, item_id);
      create table comments (id, content, deleted);
      insert into ratings values (1, 'title', 5, 7);
      insert into list_items values (3, 'title', 9);
      insert into comments values (11, '<p>Comment tok-1</p>', 0), (12, 'Comment tok-2', 1);`);
    db.close();
    const checked = await tortureDatabase(dir);
    const missing = await checked.missing([
      { kind: 'rating', userId: 1, titleId: 5, rating: 7 },
      { kind: 'rating', userId: 1, titleId: 5, rating: 8 },
      { kind: 'listItem', listId: 3, titleId: 9 },
      { kind: 'listItem', listId: 3, titleId: 10 },
      { kind: 'comment', id: 11, token: 'tok-1' },
      { kind: 'comment', id: 12, token: 'tok-2' },
    ]);
    expect(missing).toEqual([
      { kind: 'rating', userId: 1, titleId: 5, rating: 8 },
      { kind: 'listItem', listId: 3, titleId: 10 },
      { kind: 'comment', id: 12, token: 'tok-2' },
    ]);
    expect(checked.integrity()).toEqual([]);
  });

  it('draws the same kill points from the same seed', () => {
    const a = killPoints(seededRandom(42), 20, 300, 9700);
    expect(a).toEqual(killPoints(seededRandom(42), 20, 300, 9700));
    expect(new Set(a).size).toBe(20);
    expect(a).toEqual([...a].sort((x, y) => x - y));
    expect(a).not.toEqual(killPoints(seededRandom(43), 20, 300, 9700));
  });
});
