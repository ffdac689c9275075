import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { SqliteBindingsPlugin } from './sqlite-bindings';

interface Tables {
  items: { id: number; code: string | null; n: number | null; data: Buffer | null };
  tags: { item_id: number; tag: string };
}

// One in-memory database, read through Kysely with and without the plugin: every query must
// return the same rows both ways (the `+?` form may change how SQLite prepares, never what a
// comparison means), for values whose types differ from their column's.
const sqlite = new SQLite(':memory:');
sqlite.exec(`
  create table items (id integer primary key, code varchar(16), n integer, data blob);
  create table tags (item_id integer not null, tag varchar(16) not null);
  create index items_code on items (code);
  insert into items values (1, '5', 5, x'01'), (2, '007', 7, null), (3, 'abc', null, x'0203'), (4, null, 10, null);
  insert into tags values (1, 'a'), (2, 'a'), (2, 'b'), (3, 'b');
`);
const plain = new Kysely<Tables>({ dialect: new SqliteDialect({ database: sqlite }) });
const bound = plain.withPlugin(new SqliteBindingsPlugin());
afterAll(() => sqlite.close());

describe('SqliteBindingsPlugin', () => {
  it('writes the limit into the SQL and compares with +?, leaving other values bound', () => {
    const query = bound
      .selectFrom('items as i')
      .innerJoin('tags as t', 't.item_id', 'i.id')
      .select('i.id')
      .where('t.tag', '=', 'a')
      .where('i.n', '>', 1)
      .limit(20)
      .offset(40)
      .compile();
    expect(query.sql).toBe(
      'select "i"."id" from "items" as "i" inner join "tags" as "t" on "t"."item_id" = "i"."id" where "t"."tag" = +? and "i"."n" > ? limit 20 offset ?',
    );
    expect(query.parameters).toEqual(['a', 1, 40]);
  });

  it('returns the same rows as bare parameters for every kind of value', async () => {
    const values: unknown[] = ['5', 5, 7, '7', '007', 'abc', 10, 10.0, null, Buffer.from([1]), Buffer.from([2, 3])];
    for (const column of ['id', 'code', 'n', 'data'] as const) {
      for (const value of values) {
        const run = (db: Kysely<Tables>) =>
          db
            .selectFrom('items as i')
            .innerJoin('tags as t', 't.item_id', 'i.id')
            .select(['i.id', 't.tag'])
            .where(`i.${column}`, '=', value as never)
            .orderBy('i.id')
            .orderBy('t.tag')
            .limit(10)
            .execute();
        expect(await run(bound), `${column} = ${String(value)}`).toEqual(await run(plain));
      }
    }
    // and SQLite plans the two forms alike: the index on code is still what finds the row
    const planOf = (db: Kysely<Tables>) => {
      const query = db.selectFrom('items').select('id').where('code', '=', 'abc').compile();
      return (sqlite.prepare(`explain query plan ${query.sql}`).all(...query.parameters) as { detail: string }[]).map((s) => s.detail);
    };
    expect(planOf(bound)).toEqual(planOf(plain));
    expect(planOf(bound).join()).toMatch(/USING (COVERING )?INDEX items_code/);
  });
});
