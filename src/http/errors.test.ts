import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { productRoutes } from '../features';
import { api } from '../features/module';
import { createTestContext, type TestContext } from '../testing/harness';
import { createRouter } from './app-env';
import { notFound, validationError } from './errors';
import { validate } from './validate';

// Routes that fail in each way the error translator must handle, mounted like a feature.
const failing = createRouter()
  .get('/test-errors/boom', () => {
    throw new TypeError('secret internals: db password is hunter2');
  })
  .get('/test-errors/not-an-error', () => {
    throw 'a bare string';
  })
  .get('/test-errors/missing', () => {
    throw notFound('That page does not exist.');
  })
  .get('/test-errors/fields', () => {
    throw validationError({ title: ['The title is required.'], slug: ['Taken.', 'Too short.'] });
  })
  .post('/test-errors/raw-json', async (c) => c.json({ got: await c.req.json() }))
  .post('/test-errors/validated', validate('json', z.object({ name: z.string().min(3), age: z.number().int() })), (c) =>
    c.json(c.req.valid('json')),
  )
  .get('/test-errors/zod-thrown', () => {
    z.object({ email: z.email() }).parse({ email: 'nope' });
    return new Response('unreachable');
  });
// mounted after the product's routers, before the /api/v1 404 fallback
const routes = [...productRoutes, api('/', failing)];

describe('error rendering', () => {
  let t: TestContext;
  let debug: TestContext;
  beforeAll(async () => {
    t = await createTestContext({ routes });
    debug = await createTestContext({ env: { APP_DEBUG: 'true' }, routes });
  });
  afterAll(async () => {
    await t.close();
    await debug.close();
  });

  it('answers unknown /api/v1 routes with JSON 404 for every method', async () => {
    for (const method of ['GET', 'POST', 'DELETE']) {
      const res = await t.request('/api/v1/definitely/not/here', { method });
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/application\/json/);
      expect(await res.json()).toEqual({ message: 'Not found.' });
    }
  });

  it.each([
    ['AppError with its status and message', 'missing', 404, 'That page does not exist.'],
    ['a thrown non-Error value as the 500 body', 'not-an-error', 500, 'There was an issue. Please try again.'],
  ])('renders %s', async (_, path, status, message) => {
    const res = await t.request(`/api/v1/test-errors/${path}`);
    expect(res.status).toBe(status);
    expect(await res.json()).toEqual({ message });
  });

  it('renders field errors as {message, errors} with 422, message from the first field', async () => {
    const res = await t.request('/api/v1/test-errors/fields');
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      message: 'The title is required.',
      errors: { title: ['The title is required.'], slug: ['Taken.', 'Too short.'] },
    });
  });

  it('gives a 500 with no internals outside debug mode, and logs it to error_log', async () => {
    const res = await t.request('/api/v1/test-errors/boom');
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ message: 'There was an issue. Please try again.' });
    expect(text).not.toContain('hunter2');
    expect(text).not.toContain('TypeError');
    const logged = await t.db.selectFrom('error_log').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(logged.message).toContain('hunter2');
    expect(logged.url).toContain('/api/v1/test-errors/boom');
    expect(logged.request_id).toBe(res.headers.get('x-request-id'));
  });

  it('adds the exception with frames and code snippets in debug mode', async () => {
    const res = await debug.request('/api/v1/test-errors/boom');
    expect(res.status).toBe(500);
    const body = await res.json();
    expect(body.message).toBe('There was an issue. Please try again.');
    expect(body.exception.name).toBe('TypeError');
    expect(body.exception.message).toBe('secret internals: db password is hunter2');
    expect(body.exception.frames.length).toBeGreaterThan(0);
    const own = body.exception.frames.find((f: { file: string }) => f.file.endsWith('errors.test.ts'));
    expect(own).toBeDefined();
    expect(own.vendor).toBe(false);
    expect(own.snippet.lines.join('\n')).toContain("throw new TypeError('secret internals");
    expect(body.exception.frames.some((f: { vendor: boolean }) => f.vendor)).toBe(true);
    const vendor = body.exception.frames.find((f: { vendor: boolean }) => f.vendor);
    expect(vendor.snippet).toBeUndefined();
  });

  it('answers malformed JSON with 400, both through validate() and a raw c.req.json()', async () => {
    for (const path of ['/api/v1/test-errors/validated', '/api/v1/test-errors/raw-json']) {
      const res = await t.request(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"name": "x",' });
      expect(res.status, path).toBe(400);
      const body = await res.json();
      expect(typeof body.message).toBe('string');
      expect(body).not.toHaveProperty('exception');
    }
  });

  it('answers zod validation failures with 422 and field errors', async () => {
    const res = await t.request('/api/v1/test-errors/validated', { method: 'POST', json: { name: 'ab', age: 'old' } });
    expect(res.status).toBe(422);
    const body = await res.json();
    expect(Object.keys(body.errors).sort()).toEqual(['age', 'name']);
    expect(body.message).toBe(body.errors.name[0]);
    const ok = await t.request('/api/v1/test-errors/validated', { method: 'POST', json: { name: 'abc', age: 3 } });
    expect(ok.status).toBe(200);
  });

  it('turns a ZodError thrown inside a handler into a 422', async () => {
    const res = await t.request('/api/v1/test-errors/zod-thrown');
    expect(res.status).toBe(422);
    expect((await res.json()).errors).toHaveProperty('email');
  });
});
