import fs from 'node:fs';
import path from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { APP_ROOT } from '../../../app-root';
import { inputOf } from '../../../http/openapi-meta';
import { createTestUser, grantPermission } from '../../../testing/factories';
import { useTestApp } from '../../../testing/harness';
import { createTitleWithEpisodes } from '../../../testing/videos';
import type { OpenApiDocument } from './openapi';
import { openApiPaths } from './openapi-paths';
import { RESPONSES } from './openapi-responses';

const env = useTestApp();

type Operation = {
  parameters: { name: string; in: string }[];
  requestBody?: { content: Record<string, { schema?: object }> };
  'x-permissions'?: string[];
  responses: Record<string, { content?: Record<string, { example?: unknown }> }>;
};

async function fetchDocument() {
  await env.ctx.signIn(env.adminId);
  const res = await env.ctx.request('/api/v1/openapi.json');
  expect(res.status).toBe(200);
  return (await res.json()) as OpenApiDocument;
}

const operationsOf = (doc: OpenApiDocument) =>
  Object.entries(doc.paths).flatMap(([p, methods]) =>
    Object.entries(methods).map(([m, op]) => ({ key: `${m.toUpperCase()} ${p}`, path: p, op: op as Operation })),
  );

/** What the running app really serves under /api/v1 and /auth: method + OpenAPI path -> its handlers. */
function servedRoutes() {
  const served = new Map<string, unknown[]>();
  for (const r of env.ctx.app.routes) {
    if (!['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method)) continue;
    if (!r.path.startsWith('/api/v1/') && !r.path.startsWith('/auth/')) continue;
    for (const { path: p } of openApiPaths(r.path)) {
      const key = `${r.method} ${p}`;
      served.set(key, [...(served.get(key) ?? []), r.handler]);
    }
  }
  return served;
}

describe('GET openapi.json', () => {
  it('is a valid OpenAPI 3.1 document versioned with the app', async () => {
    const doc = await fetchDocument();
    const result = await new Validator().validate(doc as unknown as Parameters<Validator['validate']>[0]);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(doc.openapi).toBe('3.1.0');
    const pkg = JSON.parse(fs.readFileSync(path.join(APP_ROOT, 'package.json'), 'utf8')) as { version: string };
    expect(doc.info.version).toBe(pkg.version);
    expect(Object.keys(doc.components.securitySchemes)).toEqual(['sessionCookie', 'bearerToken']);
  });

  it('describes every route the routers mount, and nothing else', async () => {
    const doc = await fetchDocument();
    const documented = operationsOf(doc).map((o) => o.key);
    const served = [...servedRoutes().keys()];
    expect(served.length).toBeGreaterThan(200);
    expect(documented.filter((k) => !served.includes(k))).toEqual([]);
    expect(served.filter((k) => !documented.includes(k))).toEqual([]);
    expect(documented).toContain('POST /auth/login');
    expect(documented).toContain('GET /api/v1/openapi.json');
  });

  it('gives every operation that reads a body its request schema, and every path parameter its definition', async () => {
    const doc = await fetchDocument();
    const served = servedRoutes();
    for (const { key, path: p, op } of operationsOf(doc)) {
      const reads = served
        .get(key)!
        .map(inputOf)
        .filter((i) => i && (i.target === 'json' || i.target === 'form'));
      if (reads.length) {
        expect(op.requestBody, key).toBeDefined();
        for (const media of Object.values(op.requestBody!.content)) expect(media.schema, key).toBeTypeOf('object');
      }
      const inPath = [...p.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      expect(
        op.parameters.filter((x) => x.in === 'path').map((x) => x.name),
        key,
      ).toEqual(inPath);
    }
  });

  it('gives every operation its success response: a JSON schema with an example, a bodiless status, or a file type', async () => {
    const doc = await fetchDocument();
    const undeclared: string[] = [];
    for (const { key, op } of operationsOf(doc)) {
      const responses = (
        op as { responses: Record<string, { content?: Record<string, { schema?: { type?: string }; example?: unknown }> }> }
      ).responses;
      const success = Object.entries(responses).filter(([status]) => /^2/.test(status));
      expect(success, key).toHaveLength(1);
      const [status, response] = success[0]!;
      if (status === '2XX' && response.content?.['application/json']) {
        const json = response.content['application/json'];
        // the generic 'any object' of an operation that declares nothing has no example
        if (json.example === undefined) undeclared.push(key);
      } else if (status === '2XX') {
        expect(Object.keys(response.content ?? {}).length, key).toBeGreaterThan(0);
      }
    }
    expect(undeclared).toEqual([]);
  });

  it('describes parameters, bodies, permissions and errors from the route code', async () => {
    const doc = await fetchDocument();
    const related = doc.paths['/api/v1/titles/{id}/related']!.get as unknown as Operation & { responses: Record<string, unknown> };
    expect(related.parameters).toContainEqual(expect.objectContaining({ name: 'limit', in: 'query', required: false }));
    expect(related['x-permissions']).toEqual(['titles.view']);
    expect(related.responses['422']).toEqual({ $ref: '#/components/responses/ValidationError' });
    expect(related.responses['404']).toEqual({ $ref: '#/components/responses/NotFound' });
    const login = doc.paths['/api/v1/auth/login']!.post as unknown as Operation;
    const body = login.requestBody!.content['application/json'] as { schema: { properties: object }; example: Record<string, unknown> };
    expect(Object.keys(body.schema.properties)).toEqual(expect.arrayContaining(['email', 'password']));
    expect(body.example.email).toBe('user@example.com');
    expect(doc.components.responses.ValidationError.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/ErrorBody' });
    expect(doc.tags.map((t) => t.name)).toEqual(expect.arrayContaining(['titles', 'auth', 'users/me/ratings', 'billing']));
  });

  it('needs api.access', async () => {
    const user = await createTestUser(env.ctx.db, { roleIds: [] });
    await env.ctx.signIn(user.id);
    expect((await env.ctx.request('/api/v1/openapi.json')).status).toBe(403);
    await grantPermission(env.ctx.db, user.id, 'api.access');
    expect((await env.ctx.request('/api/v1/openapi.json')).status).toBe(200);
  });
});

describe('declared response schemas', () => {
  it('match what the endpoints really answer', async () => {
    await env.ctx.signIn(env.adminId);
    const checked = new Set<string>();
    async function call(method: string, documented: string, url: string, json?: unknown) {
      const res = await env.ctx.request(url, { method, json });
      expect(res.status, `${method} ${url}`).toBeLessThan(300);
      const body = await res.json();
      const key = `${method} ${documented}`;
      const result = RESPONSES[key]!.safeParse(body);
      expect(result.error?.issues ?? [], key).toEqual([]);
      checked.add(key);
      return body;
    }
    const { title } = await call('POST', '/api/v1/titles', '/api/v1/titles', { name: 'Alien', type: 'movie' });
    await call('PUT', '/api/v1/titles/{id}', `/api/v1/titles/${title.id}`, { name: 'Alien', type: 'movie', tagline: 'In space…' });
    await call('GET', '/api/v1/titles', '/api/v1/titles');
    await call('GET', '/api/v1/titles/{id}', `/api/v1/titles/${title.id}`);
    await call('GET', '/api/v1/titles/{id}/related', `/api/v1/titles/${title.id}/related`);
    const series = await createTitleWithEpisodes(env.ctx.db, { type: 'series', episodes: 2 });
    const shownSeries = await call('GET', '/api/v1/titles/{id}', `/api/v1/titles/${series.titleId}`);
    expect(shownSeries.title.seasons).toHaveLength(1);
    const { person } = await call('POST', '/api/v1/people', '/api/v1/people', { name: 'Sigourney Weaver' });
    await call('GET', '/api/v1/people', '/api/v1/people');
    const castIn = { department: 'cast', person_id: person.id, character: 'Ripley' };
    expect((await env.ctx.request(`/api/v1/titles/${series.titleId}/credits`, { method: 'POST', json: castIn })).status).toBeLessThan(300);
    const shownPerson = await call('GET', '/api/v1/people/{id}', `/api/v1/people/${person.id}`);
    expect(shownPerson.person.known_for_titles).toHaveLength(1);
    expect((await call('GET', '/api/v1/titles/{id}', `/api/v1/titles/${series.titleId}`)).title.credits.cast).toHaveLength(1);
    const { list } = await call('POST', '/api/v1/lists', '/api/v1/lists', { name: 'Faves', public: true });
    expect(
      (await env.ctx.request(`/api/v1/lists/${list.id}/items`, { method: 'POST', json: { type: 'title', item_id: title.id } })).status,
    ).toBe(201);
    const shown = await call('GET', '/api/v1/lists/{id}', `/api/v1/lists/${list.id}`);
    expect(shown.items.data).toHaveLength(1);
    await call('GET', '/api/v1/lists', '/api/v1/lists');
    await call('GET', '/api/v1/users/me/lists', '/api/v1/users/me/lists');
    await call('PUT', '/api/v1/lists/{id}', `/api/v1/lists/${list.id}`, { name: 'Faves', public: false });
    await call('GET', '/api/v1/users/{id}', '/api/v1/users/me');
    const item = { type: 'title', item_id: title.id };
    expect((await call('POST', '/api/v1/users/me/watchlist', '/api/v1/users/me/watchlist', item)).added).toBe(true);
    expect((await call('GET', '/api/v1/users/me/watchlist/ids', '/api/v1/users/me/watchlist/ids')).items.title).toEqual([title.id]);
    expect((await call('GET', '/api/v1/users/me/watchlist', '/api/v1/users/me/watchlist')).items.data).toHaveLength(1);
    expect((await call('DELETE', '/api/v1/users/me/watchlist', '/api/v1/users/me/watchlist', item)).removed).toBe(true);
    const rated = await call('POST', '/api/v1/users/me/ratings', '/api/v1/users/me/ratings', {
      rateable: 'title',
      id: title.id,
      rating: 8,
    });
    expect(rated.local_vote_count).toBe(1);
    expect((await call('GET', '/api/v1/item-state/{type}/{id}', `/api/v1/item-state/title/${title.id}`)).user_rating).toBe(8);
    const unrated = await call('DELETE', '/api/v1/users/me/ratings/{type}/{id}', `/api/v1/users/me/ratings/title/${title.id}`);
    expect(unrated).toMatchObject({ removed: true, local_rating: null, local_vote_count: 0 });
    await call('GET', '/api/v1/bootstrap-data', '/api/v1/bootstrap-data');
    const found = await call('GET', '/api/v1/search/{query}', '/api/v1/search/alien');
    expect(found.results.titles).toHaveLength(1);
    env.ctx.signOut();
    const email = `new-${Date.now()}@example.com`;
    await call('POST', '/api/v1/auth/register', '/api/v1/auth/register', {
      email,
      password: 'a-long-password',
      password_confirmation: 'a-long-password',
    });
    env.ctx.signOut();
    await call('POST', '/auth/register', '/auth/register', {
      email: `web-${email}`,
      password: 'a-long-password',
      password_confirmation: 'a-long-password',
    });
    env.ctx.signOut();
    await call('POST', '/api/v1/auth/login', '/api/v1/auth/login', { email: 'admin@example.com', password: 'admin-password' });
    env.ctx.signOut();
    await call('POST', '/auth/login', '/auth/login', { email: 'admin@example.com', password: 'admin-password' });
    expect([...checked].sort()).toEqual(Object.keys(RESPONSES).sort());
  });
});

describe('openApiPaths', () => {
  it('writes Hono parameters as OpenAPI ones', () => {
    expect(openApiPaths('/api/v1/videos/:id{[0-9]+}/stream/*')).toEqual([
      { path: '/api/v1/videos/{id}/stream/{path}', params: [{ name: 'id', pattern: '^(?:[0-9]+)$' }, { name: 'path' }] },
    ]);
    expect(openApiPaths('/api/v1/x/:id{\\d{1,3}}').map((p) => p.params[0]!.pattern)).toEqual(['^(?:\\d{1,3})$']);
    expect(openApiPaths('/api/v1/channel/:slugOrId/:restriction?').map((p) => p.path)).toEqual([
      '/api/v1/channel/{slugOrId}',
      '/api/v1/channel/{slugOrId}/{restriction}',
    ]);
  });
});
