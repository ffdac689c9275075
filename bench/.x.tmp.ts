import { sql } from 'kysely';
import { openPostgres } from '../src/db/postgres';
import { candidateSql } from '../src/platform/search/postgres';
import { catalogueIndexes } from '../src/platform/search';
const { db, close } = openPostgres(process.argv[2]!, { max: 1 });
for (const [idx, terms] of [['titles', 'rauska ga'], ['people', 'rauska ga'], ['titles', 'ka']] as const) {
  const tsq = terms.split(' ').map((t) => `'${t}':*`).join(' & ');
  const c = candidateSql(catalogueIndexes[idx], terms, tsq, 200).compile(db);
  for (let i = 0; i < 3; i++) {
    const r = await sql.raw<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS, TIMING OFF) ${c.sql}`.replace(/\$(\d+)/g, (_, i) => `'${String(c.parameters[Number(i) - 1]).replaceAll("'", "''")}'`)).execute(db);
    if (i === 2) console.log(idx, terms, '\n' + r.rows.map((x) => x['QUERY PLAN']).join('\n'));
  }
  let t0 = performance.now();
  for (let i = 0; i < 20; i++) await c.sql && (await sql.raw(c.sql.replace(/\$(\d+)/g, (_, i) => `'${String(c.parameters[Number(i) - 1]).replaceAll("'", "''")}'`)).execute(db));
  console.log('avg ms', (performance.now() - t0) / 20);
}
await close();
