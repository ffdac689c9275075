import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Window } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../src/testing/harness';
import { createTitleWithEpisodes } from '../../../src/testing/videos';
import { api } from './client';
import { HttpError, setApiOrigin } from './http';

// The typed client against the real app over loopback HTTP: what the contract types is what comes back.
let ctx: TestContext;
let server: http.Server;
let titleId: number;

beforeAll(async () => {
  globalThis.document = new Window({ url: 'http://localhost:3000/' }).document as unknown as Document;
  ctx = await createTestContext();
  titleId = (await createTitleWithEpisodes(ctx.db, { type: 'movie', name: 'Alien & Aliens' })).titleId;
  server = serve({ fetch: ctx.app.fetch, port: 0, hostname: '127.0.0.1' }) as http.Server;
  await new Promise((r) => server.once('listening', r));
  setApiOrigin(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
afterAll(async () => {
  setApiOrigin('');
  await new Promise((r) => server.close(r));
  await ctx.close();
});

describe('api', () => {
  it('fills path parameters and query, and answers the typed body', async () => {
    const { title } = await api.get('titles/{id}', { path: { id: titleId } });
    expect(title.name).toBe('Alien & Aliens');
    const found = await api.get('search/{query}', { path: { query: 'alien & aliens' }, query: { limit: 5 } });
    expect(found.query).toBe('alien & aliens');
    expect(found.results.titles?.map((t) => t.id)).toEqual([titleId]);
  });

  it('throws the server error body as HttpError, field errors included', async () => {
    const missing = await api.get('titles/{id}', { path: { id: 999_999 } }).catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(HttpError);
    expect((missing as HttpError).status).toBe(404);
    const invalid = await api.post('auth/login', { body: { email: 'not-an-email', password: '' } }).catch((e: unknown) => e);
    expect((invalid as HttpError).status).toBe(422);
    expect(Object.keys((invalid as HttpError).fieldErrors)).toContain('email');
  });
});
