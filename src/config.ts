import path from 'node:path';
import { Cron } from 'croner';
import { z } from 'zod';

const bool = (fallback: boolean) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === '') return fallback;
      const s = v.trim().toLowerCase();
      if (['true', '1', 'yes', 'on'].includes(s)) return true;
      if (['false', '0', 'no', 'off'].includes(s)) return false;
      ctx.addIssue({ code: 'custom', message: 'expected true or false' });
      return z.NEVER;
    });

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

/** `name=cron;name=cron`: each named scheduled task on this cron expression (UTC) instead of its own. */
const schedules = optionalString.transform((v, ctx) => {
  const crons: Record<string, string> = {};
  for (const entry of (v ?? '')
    .split(';')
    .map((e) => e.trim())
    .filter(Boolean)) {
    const at = entry.indexOf('=');
    const [name, cron] = [entry.slice(0, Math.max(at, 0)).trim(), entry.slice(at + 1).trim()];
    try {
      if (!name) throw new Error('no task name');
      new Cron(cron, { paused: true, utcOffset: 0 }).stop(); // throws on a bad pattern (UTC without Intl: platform/scheduler.ts)
      crons[name] = cron;
    } catch (err) {
      ctx.addIssue({ code: 'custom', message: `"${entry}": ${(err as Error).message} (expected name=cron;name=cron)` });
    }
  }
  return crons;
});

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  /** all: HTTP and background work; web: HTTP only (no jobs, no scheduled tasks); worker: background work only. */
  ROLE: z.enum(['all', 'web', 'worker']).default('all'),
  APP_URL: z
    .url({ protocol: /^https?$/ })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalString.refine((v) => v === undefined || /^(sqlite:|postgres(ql)?:\/\/)/.test(v), {
    message: 'must start with sqlite: or postgres://',
  }),
  APP_DEBUG: bool(false),
  APP_DEMO: bool(false),
  /** The credentials the login page prefills in demo mode (the site.demo_email/site.demo_password settings). */
  DEMO_EMAIL: optionalString.pipe(z.email().optional()),
  DEMO_PASSWORD: optionalString,
  SEED_DEMO: bool(true),
  ADMIN_EMAIL: optionalString.pipe(z.email().optional()),
  ADMIN_PASSWORD: optionalString.pipe(z.string().min(8, 'must be at least 8 characters').optional()),
  /** e.g. `notifications:digest=0 7 * * *`: run a scheduled task on another cron than its own. */
  SCHEDULES: schedules,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: bool(false),
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: optionalString,
  S3_BUCKET: optionalString,
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: bool(false),
  MAIL_TRANSPORT: z.enum(['log', 'smtp']).default('log'),
  SMTP_URL: optionalString,
  MAIL_FROM: optionalString,
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_PUBLISHABLE_KEY: optionalString,
  /** A stand-in for https://api.stripe.com (offline browser tests); read by billing/stripe.client.ts. */
  STRIPE_API_BASE: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  STRIPE_WEBHOOK_SECRET: optionalString,
  PAYPAL_CLIENT_ID: optionalString,
  PAYPAL_SECRET: optionalString,
  PAYPAL_WEBHOOK_ID: optionalString,
  PAYPAL_MODE: z.enum(['sandbox', 'live']).default('sandbox'),
  FFMPEG_PATH: z.string().default('ffmpeg'),
  FFPROBE_PATH: z.string().default('ffprobe'),
  TMDB_API_KEY: optionalString,
  /** Stand-ins for https://api.themoviedb.org/3 and https://image.tmdb.org/t/p (a proxy, or offline tests). */
  TMDB_API_BASE: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  TMDB_IMAGE_BASE: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  /** How long a call to an outside service (TMDB, SMTP, S3, reCAPTCHA) may take before it is given up. */
  PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(10).max(600_000).default(15_000),
  GEOIP_DATABASE: optionalString,
  /**
   * Test-only: Web Push subscriptions may name an http: endpoint on a loopback or private host (a
   * stand-in push service). Off, endpoints must be https: on a public host: the server POSTs to them.
   */
  WEB_PUSH_ALLOW_LOCAL: bool(false),
});

export type Env = z.infer<typeof envSchema>;

/** Every environment variable the server and CLI read (deployment files are checked against it). */
export const configVariables: readonly string[] = Object.keys(envSchema.shape);

export interface Config extends Omit<Env, 'APP_URL' | 'DATABASE_URL' | 'DATA_DIR'> {
  APP_URL: string;
  DATA_DIR: string;
  DATABASE_URL: string;
  /** true when APP_URL is https: cookies get Secure and the __Host- prefix */
  secureCookies: boolean;
  paths: { db: string | null; storage: string; logs: string; cache: string };
}

export class ConfigError extends Error {
  constructor(public readonly issues: string[]) {
    super(`Invalid configuration:\n${issues.map((i) => `  - ${i}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Validates the environment once; a bad value throws a ConfigError naming the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const appUrl = (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  const databaseUrl = e.DATABASE_URL ?? `sqlite:${path.join(dataDir, 'marquee.db')}`;
  const issues: string[] = [];
  if (e.STORAGE_DRIVER === 's3' && !e.S3_BUCKET) issues.push('S3_BUCKET: required when STORAGE_DRIVER=s3');
  if (e.MAIL_TRANSPORT === 'smtp' && !e.SMTP_URL) issues.push('SMTP_URL: required when MAIL_TRANSPORT=smtp');
  if (issues.length) throw new ConfigError(issues);
  return {
    ...e,
    APP_URL: appUrl,
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    secureCookies: appUrl.startsWith('https://'),
    paths: {
      db: databaseUrl.startsWith('sqlite:') ? sqlitePath(databaseUrl) : null,
      storage: path.join(dataDir, 'storage'),
      logs: path.join(dataDir, 'logs'),
      cache: path.join(dataDir, 'cache'),
    },
  };
}

function sqlitePath(url: string) {
  const p = url.slice('sqlite:'.length).replace(/^\/\/(?=\/)/, '');
  return p === ':memory:' ? p : path.resolve(p);
}
