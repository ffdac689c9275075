import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { productRoutes } from '../features';
import { api } from '../features/module';
import { createTestContext, type TestContext } from '../testing/harness';
import { createRouter } from './app-env';
import { builtSchema, lazySchema } from './lazy-schema';
import { inputOf } from './openapi-meta';
import { validate } from './validate';

describe('lazySchema', () => {
  it('is built on its first use, not when composed, and once', () => {
    let builds = 0;
    const name = lazySchema(() => {
      builds++;
      return z.string().min(3).meta({ description: 'A name.' });
    });
    const person = z.object({ name });
    expect(builds).toBe(0);
    expect(person.safeParse({ name: 'ab' }).success).toBe(false);
    expect(builds).toBe(1);
    expect(person.parse({ name: 'Ada' })).toEqual({ name: 'Ada' });
    expect(name).toBeInstanceOf(z.ZodString);
    expect(builtSchema(name)).toBe(builtSchema(name));
    expect(builtSchema(person)).toBe(person);
    // its metadata is the built schema's (the OpenAPI document reads it)
    expect(z.globalRegistry.get(name)).toEqual({ description: 'A name.' });
    expect(z.toJSONSchema(name.optional()).description).toBe('A name.');
    expect(builds).toBe(1);
  });
});

let builds = 0;
const signUp = lazySchema(() => {
  builds++;
  return z.object({ name: z.string().min(3, 'The name needs 3 characters.'), age: z.number().int() });
});
const validated = validate('json', signUp);
const routes = [
  ...productRoutes,
  api(
    '/',
    createRouter().post('/test-lazy/validated', validated, (c) => c.json(c.req.valid('json'))),
  ),
];

describe('validate() with a lazy schema', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext({ routes });
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (body: unknown) => t.request('/api/v1/test-lazy/validated', { method: 'POST', json: body });

  it('builds the schema on the first request to the route, and answers the same 422 body every time', async () => {
    expect(builds).toBe(0);
    const expected = {
      message: 'The name needs 3 characters.',
      errors: { name: ['The name needs 3 characters.'], age: [expect.any(String)] },
    };
    for (let i = 0; i < 2; i++) {
      const res = await post({ name: 'Al' });
      expect(res.status).toBe(422);
      expect(await res.json()).toEqual(expected);
    }
    expect(builds).toBe(1);
    const ok = await post({ name: 'Alan', age: 41 });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ name: 'Alan', age: 41 });
    expect(builds).toBe(1);
    // the OpenAPI document reads the same schema
    expect(inputOf(validated)!.schema()).toBe(builtSchema(signUp));
  });
});
