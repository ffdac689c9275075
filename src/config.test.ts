import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const failure = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return err as ConfigError;
  }
  throw new Error('expected a ConfigError');
};

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const c = loadConfig({});
    expect(c.PORT).toBe(3000);
    expect(c.HOST).toBe('0.0.0.0');
    expect(c.APP_URL).toBe('http://localhost:3000');
    expect(c.DATA_DIR).toBe(path.resolve('./data'));
    expect(c.DATABASE_URL).toBe(`sqlite:${path.resolve('./data/marquee.db')}`);
    expect(c.paths.db).toBe(path.resolve('./data/marquee.db'));
    expect(c.APP_DEBUG).toBe(false);
    expect(c.SEED_DEMO).toBe(true);
    expect(c.STORAGE_DRIVER).toBe('local');
    expect(c.MAIL_TRANSPORT).toBe('log');
    expect(c.secureCookies).toBe(false);
  });

  it('derives APP_URL from PORT, trims a trailing slash and marks https as secure', () => {
    expect(loadConfig({ PORT: '8080' }).APP_URL).toBe('http://localhost:8080');
    const https = loadConfig({ APP_URL: 'https://movies.example.com/' });
    expect(https.APP_URL).toBe('https://movies.example.com');
    expect(https.secureCookies).toBe(true);
  });

  it('reads booleans in their usual spellings', () => {
    for (const v of ['true', '1', 'yes', 'on', 'TRUE']) expect(loadConfig({ APP_DEBUG: v }).APP_DEBUG).toBe(true);
    for (const v of ['false', '0', 'no', 'off', '']) expect(loadConfig({ APP_DEBUG: v }).APP_DEBUG).toBe(false);
  });

  it('names the variable of each bad value', () => {
    const cases: [Record<string, string>, string][] = [
      [{ PORT: 'abc' }, 'PORT'],
      [{ PORT: '70000' }, 'PORT'],
      [{ APP_DEBUG: 'maybe' }, 'APP_DEBUG'],
      [{ SEED_DEMO: 'sometimes' }, 'SEED_DEMO'],
      [{ APP_URL: 'ftp://example.com' }, 'APP_URL'],
      [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
      [{ ADMIN_EMAIL: 'not-an-email' }, 'ADMIN_EMAIL'],
      [{ ADMIN_PASSWORD: 'short' }, 'ADMIN_PASSWORD'],
      [{ STORAGE_DRIVER: 'ftp' }, 'STORAGE_DRIVER'],
      [{ STORAGE_DRIVER: 's3' }, 'S3_BUCKET'],
      [{ MAIL_TRANSPORT: 'smtp' }, 'SMTP_URL'],
      [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    ];
    for (const [env, name] of cases) {
      const err = failure(env);
      expect(err.message, JSON.stringify(env)).toContain(name);
      expect(
        err.issues.some((i) => i.startsWith(`${name}:`)),
        JSON.stringify(env),
      ).toBe(true);
    }
  });

  it('reads SCHEDULES as name=cron pairs, and names an entry it cannot use', () => {
    expect(loadConfig({}).SCHEDULES).toEqual({});
    expect(loadConfig({ SCHEDULES: 'notifications:digest=0 7 * * *; logs:prune = */2 * * * * *;' }).SCHEDULES).toEqual({
      'notifications:digest': '0 7 * * *',
      'logs:prune': '*/2 * * * * *',
    });
    expect(failure({ SCHEDULES: 'notifications:digest=0 99 * * *' }).issues[0]).toMatch(
      /^SCHEDULES: "notifications:digest=0 99 \* \* \*": /,
    );
    expect(failure({ SCHEDULES: '0 7 * * *' }).issues[0]).toMatch(/^SCHEDULES: "0 7 \* \* \*": no task name/);
  });

  it('reports every bad variable at once', () => {
    const err = failure({ PORT: 'abc', APP_DEBUG: 'maybe' });
    expect(err.issues.map((i) => i.split(':')[0]).sort()).toEqual(['APP_DEBUG', 'PORT']);
  });

  it('accepts S3 storage with a bucket', () => {
    const c = loadConfig({ STORAGE_DRIVER: 's3', S3_BUCKET: 'media' });
    expect(c.S3_BUCKET).toBe('media');
  });
});
