import 'dotenv/config';
import fs from 'node:fs';
import pino, { type Logger } from 'pino';
import { z } from 'zod';
import { type Config, ConfigError, loadConfig } from '../src/config';
import { type OpenedDatabase, openDatabase } from '../src/db/database';
import { listRoleNames } from '../src/features/accounts/roles/roles.queries';
import { findUserByIdOrEmail } from '../src/features/accounts/users/users.queries';

/** A failure the user can act on: printed as one line, exit code `code`. */
export class CliError extends Error {
  constructor(
    message: string,
    readonly code = 1,
  ) {
    super(message);
    this.name = 'CliError';
  }
}

/** Exit codes: 1 the command failed, 2 bad usage or input, 78 bad configuration (as the server). */
export const EXIT = { failed: 1, usage: 2, config: 78 } as const;

/** Same env and .env as the server; a bad value is one line naming the variable. */
export function cliConfig(overrides: Record<string, string | undefined> = {}): Config {
  try {
    return loadConfig({ ...process.env, ...overrides });
  } catch (err) {
    if (err instanceof ConfigError) throw new CliError(`Invalid configuration: ${err.issues.join('; ')}`, EXIT.config);
    throw err;
  }
}

/** Warnings and errors only, to stderr, so stdout stays the command's own output. */
export function cliLogger(config: Config): Logger {
  return pino({ level: config.LOG_LEVEL === 'silent' ? 'silent' : 'warn' }, pino.destination(2));
}

/** Opens the configured database for the length of `fn`, then closes it. */
export async function withDatabase<T>(
  config: Config,
  fn: (database: OpenedDatabase) => Promise<T>,
  opts: { create?: boolean } = {},
): Promise<T> {
  if (!opts.create && config.paths.db && config.paths.db !== ':memory:' && !fs.existsSync(config.paths.db)) {
    throw new CliError(`No database at ${config.paths.db}: run "marquee install" first (or set DATA_DIR/DATABASE_URL).`);
  }
  const database = openDatabase(config.DATABASE_URL);
  try {
    return await fn(database);
  } finally {
    await database.close();
  }
}

/** Validates parsed flags with zod; the first problem becomes a one-line usage error. */
export function parseFlags<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const name = issue.path.length ? `--${String(issue.path[0]).replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}` : 'input';
  throw new CliError(`${name}: ${issue.message}`, EXIT.usage);
}

/** A user given as an id or an e-mail address. */
export async function findUser(db: OpenedDatabase['db'], idOrEmail: string) {
  const user = await findUserByIdOrEmail(db, /^\d+$/.test(idOrEmail) ? Number(idOrEmail) : idOrEmail.trim().toLowerCase());
  if (!user) throw new CliError(`No user "${idOrEmail}".`);
  return user;
}

/** A role given as an id or its name (case-insensitive). */
export async function findRole(db: OpenedDatabase['db'], idOrName: string) {
  const roles = await listRoleNames(db);
  const role = /^\d+$/.test(idOrName)
    ? roles.find((r) => r.id === Number(idOrName))
    : roles.find((r) => r.name.toLowerCase() === idOrName.trim().toLowerCase());
  if (!role) throw new CliError(`No role "${idOrName}". See "marquee role:list".`);
  return role;
}

export const print = (line = '') => process.stdout.write(`${line}\n`);
