/** The admin a test or bench server creates at start (ADMIN_EMAIL / ADMIN_PASSWORD of `serverEnv`). */
export const SERVER_ADMIN = { email: 'admin@example.com', password: 'admin-password' };

export interface ServerEnvOptions {
  port: number;
  dataDir: string;
  logLevel?: 'warn' | 'info';
  /** Start as a fresh install does: the demo catalogue seeded, no admin of ours. */
  demo?: boolean;
}

/**
 * The environment of a real Marquee process that a test or benchmark starts on loopback: production
 * mode, its own port, URL and data folder, quiet logs, no demo and a known admin (unless `demo`).
 * `overrides` win over all of it.
 */
export function serverEnv({ port, dataDir, logLevel = 'warn', demo = false }: ServerEnvOptions, overrides: Record<string, string> = {}) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    LOG_LEVEL: logLevel,
    ...(demo ? {} : { SEED_DEMO: 'false', ADMIN_EMAIL: SERVER_ADMIN.email, ADMIN_PASSWORD: SERVER_ADMIN.password }),
  };
  if (demo) delete env.SEED_DEMO; // the default: seed the demo
  return { ...env, ...overrides };
}
