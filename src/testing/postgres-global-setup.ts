import { openPostgres } from '../db/postgres';
import { migrateToLatest } from '../db/migrator';
import { adminQuery, CLUSTER_URL_ENV, startCluster, TEMPLATE_DB, testEngine } from './postgres';

/**
 * vitest global setup for the unit/API project: with TEST_DATABASE=postgres it starts a throwaway
 * cluster and migrates a template database once; test contexts copy it (src/testing/harness.ts).
 * The forked test processes inherit the cluster's URL through the environment.
 */
export default async function setup() {
  if (testEngine() !== 'postgres') return;
  const cluster = await startCluster();
  try {
    await adminQuery(cluster.url, `CREATE DATABASE ${TEMPLATE_DB}`);
    const template = openPostgres(`${cluster.url}/${TEMPLATE_DB}`, { max: 1 });
    try {
      await migrateToLatest(template.db);
    } finally {
      await template.close();
    }
  } catch (err) {
    cluster.stop();
    throw err;
  }
  process.env[CLUSTER_URL_ENV] = cluster.url;
  return () => cluster.stop();
}
