import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { runCli } from '../cli/run-cli';
import { configVariables, loadConfig } from './config';

// Docker is not available here: docker-compose.yml, its Caddyfile and the README's "Scaling out"
// steps are checked against the code they configure instead (variables, ports, services, commands).

const ROOT = path.resolve(import.meta.dirname, '..');
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');

interface Service {
  image?: string;
  build?: string | { context: string; dockerfile?: string };
  environment?: Record<string, string | number | boolean | null>;
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test?: string[]; disable?: boolean };
  volumes?: string[];
  ports?: string[];
  restart?: string;
  entrypoint?: string[];
  networks?: Record<string, { aliases?: string[] }>;
}
const composeText = read('docker-compose.yml');
const compose = parse(composeText, { merge: true }) as { services: Record<string, Service>; volumes: Record<string, unknown> };
const services = compose.services;

/** What an operator's .env holds (README step 1). */
const DOT_ENV = {
  POSTGRES_PASSWORD: 'pg-secret',
  S3_SECRET_ACCESS_KEY: 's3-secret-key',
  ADMIN_EMAIL: 'you@example.com',
  ADMIN_PASSWORD: 'a long password',
};

// ${NAME}, ${NAME:-default}, ${NAME:?message}: the forms docker-compose.yml uses
const VARIABLE = /\$\{(\w+)(?::([-?])([^}]*))?\}/g;
const composeVariables = new Set([...composeText.matchAll(VARIABLE)].map((m) => m[1]!));

/** Interpolates a value as `docker compose` does with the given .env. */
function interpolate(value: unknown, env: Record<string, string>) {
  return String(value).replace(VARIABLE, (_match, name: string, op?: string, arg?: string) => {
    const v = env[name];
    if (op === '?' && !v) throw new Error(`${name}: ${arg}`);
    return v || (op === '-' ? arg! : '');
  });
}

const environmentOf = (name: string, env: Record<string, string> = DOT_ENV) =>
  Object.fromEntries(Object.entries(services[name]!.environment ?? {}).map(([k, v]) => [k, interpolate(v, env)]));

const marqueeServices = Object.keys(services).filter((name) => 'ROLE' in (services[name]!.environment ?? {}));
const webServices = marqueeServices.filter((name) => services[name]!.environment!.ROLE === 'web');

describe('docker-compose.yml', () => {
  it('runs two web processes, a worker, PostgreSQL 15, an S3 server with its bucket, and a proxy', () => {
    expect(webServices).toEqual(['app1', 'app2']);
    expect(marqueeServices.filter((name) => services[name]!.environment!.ROLE === 'worker')).toEqual(['worker']);
    expect(services.postgres?.image).toMatch(/^postgres:15(\.|$)/);
    expect(services.minio?.image).toMatch(/^minio\/minio:RELEASE\./);
    expect(services.bucket?.entrypoint?.join(' ')).toMatch(/mc mb --ignore-existing local\/\S+/);
    expect(services.proxy?.image).toMatch(/^caddy:2/);
    expect(services.proxy?.ports).toContain('80:80');
  });

  it('builds every Marquee process from the repository’s Dockerfile, as one image', () => {
    for (const name of marqueeServices) {
      const build = services[name]!.build!;
      const { context, dockerfile = 'Dockerfile' } = typeof build === 'string' ? { context: build } : build;
      expect(fs.existsSync(path.join(ROOT, context, dockerfile)), `${name}: ${context}/${dockerfile}`).toBe(true);
    }
    expect(new Set(marqueeServices.map((name) => services[name]!.image)).size).toBe(1);
  });

  it('gives the processes only variables the server reads, in values it accepts', () => {
    for (const name of marqueeServices) {
      const env = environmentOf(name);
      expect(
        Object.keys(env).filter((key) => !configVariables.includes(key)),
        name,
      ).toEqual([]);
      const config = loadConfig(env);
      expect(config.ROLE).toBe(services[name]!.environment!.ROLE);
      expect(config.TRUST_PROXY).toBe(true);
      expect(config.paths.db).toBeNull(); // PostgreSQL, not a SQLite file in the container
    }
    // a missing secret stops `docker compose up` instead of starting with an empty password
    expect(() => environmentOf('app1', { ...DOT_ENV, POSTGRES_PASSWORD: '' })).toThrow(/POSTGRES_PASSWORD/);
  });

  it('points the processes at the database, bucket and credentials the other services create', () => {
    const config = loadConfig(environmentOf('app1'));
    const db = new URL(config.DATABASE_URL);
    const postgres = environmentOf('postgres');
    expect(db.hostname).toBe('postgres');
    expect([db.username, db.password, db.pathname.slice(1)]).toEqual([
      postgres.POSTGRES_USER,
      postgres.POSTGRES_PASSWORD,
      postgres.POSTGRES_DB,
    ]);
    expect(config.STORAGE_DRIVER).toBe('s3');
    expect(services.bucket!.entrypoint!.join(' ')).toContain(`local/${config.S3_BUCKET} `);
    const minio = environmentOf('minio');
    expect([config.S3_ACCESS_KEY_ID, config.S3_SECRET_ACCESS_KEY]).toEqual([minio.MINIO_ROOT_USER, minio.MINIO_ROOT_PASSWORD]);
    expect(environmentOf('bucket').MC_HOST_local).toBe(`http://${minio.MINIO_ROOT_USER}:${minio.MINIO_ROOT_PASSWORD}@minio:9000`);
    // browsers and the processes reach the bucket under one name: the proxy's alias in the network
    expect(services.proxy!.networks!.default!.aliases!.map((a) => interpolate(a, DOT_ENV))).toContain(
      new URL(config.S3_ENDPOINT!).hostname,
    );
  });

  it('load-balances every web process, and only those, through the Caddyfile it mounts', () => {
    const mount = services.proxy!.volumes!.find((v) => v.split(':')[1] === '/etc/caddy/Caddyfile')!;
    const caddyfile = read(mount.split(':')[0]!);
    const port = loadConfig(environmentOf('app1')).PORT;
    const upstreamLists = [...caddyfile.matchAll(/^\s*reverse_proxy (?:@\w+ )?([^{\n]+)/gm)].map((m) => m[1]!.trim().split(/\s+/));
    const appLists = upstreamLists.filter((list) => list.some((u) => u.startsWith('app')));
    expect(appLists.length).toBeGreaterThan(0);
    for (const list of appLists) expect(list.sort()).toEqual(webServices.map((name) => `${name}:${port}`));
    expect(upstreamLists).toContainEqual(['minio:9000']);
    // the site addresses it reads from the environment are set on the proxy
    const placeholders = [...caddyfile.matchAll(/\{\$(\w+)\}/g)].map((m) => m[1]!);
    expect(placeholders.length).toBeGreaterThan(0);
    for (const name of placeholders) expect(environmentOf('proxy')[name], name).toMatch(/^https?:\/\/\S+$/);
  });

  it('starts each service after what it needs, with a health check wherever another waits for one', () => {
    for (const [name, service] of Object.entries(services)) {
      for (const [dependency, { condition }] of Object.entries(service.depends_on ?? {})) {
        const target = services[dependency];
        expect(target, `${name} depends on ${dependency}`).toBeDefined();
        if (condition === 'service_healthy') expect(target!.healthcheck?.test?.length, `${dependency} health check`).toBeGreaterThan(0);
        else expect(condition).toBe('service_completed_successfully');
        if (condition === 'service_completed_successfully') expect(target!.restart, `${dependency} runs once`).toBeUndefined();
      }
    }
    const port = loadConfig(environmentOf('app1')).PORT;
    for (const name of webServices) expect(services[name]!.healthcheck!.test!.join(' ')).toContain(`127.0.0.1:${port}/health`);
    // one process migrates an empty database; the others wait until it is healthy
    for (const name of marqueeServices.filter((n) => n !== 'app1'))
      expect(services[name]!.depends_on?.app1?.condition).toBe('service_healthy');
    for (const name of webServices) expect(services.proxy!.depends_on?.[name]?.condition).toBe('service_healthy');
    for (const name of marqueeServices) {
      expect(services[name]!.depends_on?.postgres?.condition).toBe('service_healthy');
      expect(services[name]!.depends_on?.bucket?.condition).toBe('service_completed_successfully');
    }
  });

  it('declares every named volume and ships every file it mounts', () => {
    for (const [name, service] of Object.entries(services)) {
      for (const volume of service.volumes ?? []) {
        const source = volume.split(':')[0]!;
        if (source.startsWith('.')) expect(fs.existsSync(path.join(ROOT, source)), `${name}: ${source}`).toBe(true);
        else expect(Object.keys(compose.volumes), `${name}: ${source}`).toContain(source);
      }
    }
  });
});

describe('README "### Scaling out"', () => {
  const readme = read('README.md');
  const start = readme.indexOf('### Scaling out');
  const section = readme.slice(start, readme.indexOf('\n### ', start + 1));
  const codeSpans = [...section.matchAll(/`([^`\n]+)`/g)].map((m) => m[1]!);

  it('names only variables the server reads or the compose file asks for, and every one the compose file asks for', () => {
    const named = codeSpans.flatMap((span) => [...span.matchAll(/\b([A-Z][A-Z0-9]*_[A-Z0-9_]+|ROLE)\b(?:=(\S+))?/g)]);
    expect(named.length).toBeGreaterThan(5);
    for (const [, name, value] of named) {
      expect(configVariables.includes(name!) || composeVariables.has(name!), name).toBe(true);
      // the values it shows are accepted (S3_BUCKET because the s3 driver needs one)
      if (value && configVariables.includes(name!))
        expect(() => loadConfig({ S3_BUCKET: 'media', [name!]: value }), `${name}=${value}`).not.toThrow();
    }
    for (const name of composeVariables) expect(section, name).toContain(`\`${name}`);
  });

  it('names files and compose services that exist', () => {
    for (const span of codeSpans.filter((s) => /^[\w./-]+\.(yml|ts)$|^deploy\//.test(s)))
      expect(fs.existsSync(path.join(ROOT, span)), span).toBe(true);
    const commands = codeSpans.filter((s) => s.startsWith('docker compose '));
    expect(commands.length).toBeGreaterThan(2);
    for (const command of commands) {
      const service = command.match(/(?:exec|logs) (\w+)|--scale (\w+)=/);
      if (service) expect(Object.keys(services), command).toContain(service[1] ?? service[2]);
    }
  });

  it('names marquee commands the CLI has', async () => {
    const named = [...section.matchAll(/`(?:docker compose exec \w+ )?marquee ([\w:-]+)/g)].map((m) => m[1]!);
    expect(named).toEqual(expect.arrayContaining(['worker', 'migrate']));
    const help = await runCli(['--help'], { cwd: ROOT });
    expect(help.code).toBe(0);
    for (const command of named) expect(help.stdout, command).toMatch(new RegExp(`^\\s+${command}\\b`, 'm'));
  }, 60_000);
});
