import 'dotenv/config';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { ConfigError, loadConfig } from './config';
import { productModules } from './features';
import { openDatabase } from './db/database';
import { createLogger } from './platform/logger';
import { prepareDatabase } from './platform/install';
import { createServices } from './platform/services';
import { startBackgroundWork } from './platform/background';
import { isJobChild, runJobChild, runJobsInChildProcesses } from './platform/job-child';
import { isMigrateChild, runMigrateChild } from './platform/migrate-child';
import { BUNDLED } from './app-root';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(78);
    }
    throw err;
  }
  const logger = createLogger(config, { toFile: true });
  // the production server draws the demo's artwork and clips in child processes that exit after
  // each job, so libvips' memory goes with them (platform/job-child.ts)
  runJobsInChildProcesses(BUNDLED);
  const database = openDatabase(config.DATABASE_URL);
  const { createdAdmin } = await prepareDatabase(database.db, config, logger, productModules);
  const services = await createServices(database.db, config, logger, productModules);
  const background = await startBackgroundWork(database.db, config, services);
  if (config.ROLE === 'worker') {
    logger.info('Marquee worker: running jobs and scheduled tasks, serving no HTTP (ROLE=worker)');
    let stopping = false;
    const stop = async (signal: string) => {
      if (stopping) return;
      stopping = true;
      logger.info({ signal }, 'worker stopping: finishing running jobs');
      await background.stop();
      await services.mail.flush();
      await database.close();
      process.exit(0);
    };
    process.on('SIGTERM', () => void stop('SIGTERM'));
    process.on('SIGINT', () => void stop('SIGINT'));
    return;
  }
  const app = createApp({ db: database.db, config, services });

  const server = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, (info) => {
    logger.info(`Marquee is running at ${config.APP_URL} (listening on ${info.address}:${info.port})`);
    if (createdAdmin?.password) {
      const line = '-'.repeat(60);
      console.log(
        `\n${line}\n  Admin account created\n  Email:    ${createdAdmin.email}\n  Password: ${createdAdmin.password}\n  Sign in at ${config.APP_URL}/login${createdAdmin.generated ? '\n  (generated: shown only this once, change it after signing in)' : ''}\n${line}\n`,
      );
    }
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => {
      logger.warn('forced exit after 15 s');
      process.exit(1);
    }, 15_000);
    force.unref();
    server.close(async () => {
      await background.stop();
      await services.mail.flush(); // queued mail (codes, reset links) must not be lost
      await database.close();
      logger.info('stopped');
      process.exit(0);
    });
    // idle keep-alive sockets would hold close() open
    (server as unknown as { closeIdleConnections?: () => void }).closeIdleConnections?.();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

if (isJobChild()) runJobChild(productModules);
else if (isMigrateChild()) runMigrateChild();
else
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
