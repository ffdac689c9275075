import pg from 'pg';
import { useLifecycle } from './harness';
import { adminQuery, CLUSTER_URL_ENV, type Cluster, startCluster } from './postgres';

// For tests that need PostgreSQL whatever TEST_DATABASE says (the CLI's db:copy, backup, doctor):
// the suite's cluster when the run has one, else a throwaway cluster of the file's own.

async function openCluster() {
  const shared = process.env[CLUSTER_URL_ENV];
  const own: Cluster | null = shared ? null : await startCluster();
  const url = shared ?? own!.url;
  let counter = 0;
  return {
    url,
    /** A new, empty database (no schema): its URL. */
    async emptyDatabase() {
      const name = `cli_${process.pid}_${Date.now().toString(36)}_${counter++}`;
      await adminQuery(url, `CREATE DATABASE ${name}`);
      return `${url}/${name}`;
    },
    stop: () => own?.stop(),
  };
}

/** A PostgreSQL cluster for the file's tests (see useLifecycle). */
export function usePostgresCluster() {
  return useLifecycle(openCluster, (cluster) => cluster.stop());
}

/** One statement on the database at `url`, on a connection of its own: the rows. */
export async function queryPostgres(url: string, text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows;
  } finally {
    await client.end();
  }
}
