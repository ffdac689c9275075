import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser } from '../../../../src/testing/factories';
import { createTestContext, type TestContext } from '../../../../src/testing/harness';
import { fillPath, groupOperations, listOperations, type OpenApiDocument, resolveRef, typeLabel } from './openapi-model';

// The /api-docs page's reading of the real document the server serves (GET /api/v1/openapi.json).

let ctx: TestContext;
let adminId: number;
beforeAll(async () => {
  ctx = await createTestContext();
  adminId = (await createTestUser(ctx.db, { admin: true })).id;
});
afterAll(() => ctx?.close());

async function served() {
  await ctx.signIn(adminId);
  const res = await ctx.request('/api/v1/openapi.json');
  expect(res.status).toBe(200);
  return (await res.json()) as OpenApiDocument;
}

describe('the api-docs page model', () => {
  it('lists every operation under its tag and the search narrows by path, summary or tag', async () => {
    const doc = await served();
    const ops = listOperations(doc);
    const count = Object.values(doc.paths).reduce((s, item) => s + Object.keys(item).length, 0);
    expect(ops).toHaveLength(count);
    const tags = doc.tags!.map((t) => t.name);
    const all = groupOperations(ops, tags, '');
    expect(all.reduce((s, g) => s + g.ops.length, 0)).toBe(count);

    const byPath = groupOperations(ops, tags, 'mark-as-read').flatMap((g) => g.ops.map((o) => `${o.method} ${o.path}`));
    expect(byPath).toEqual(['POST /api/v1/notifications/mark-as-read']);
    const bySummary = groupOperations(ops, tags, 'GET titles/{id}/related');
    expect(bySummary.flatMap((g) => g.ops.map((o) => o.path))).toEqual(['/api/v1/titles/{id}/related']);
    const byTag = groupOperations(ops, tags, 'BILLING/WEBHOOKS');
    expect(byTag.map((g) => g.tag)).toEqual(['billing/webhooks']);
    expect(groupOperations(ops, tags, 'no-such-endpoint')).toEqual([]);
  });

  it('resolves the shared error responses and labels schema types', async () => {
    const doc = await served();
    const get = doc.paths['/api/v1/titles/{id}']!.get!;
    const notFound = get.responses['404']!;
    expect(resolveRef<{ description: string }>(doc, notFound.$ref!)?.description).toMatch(/^404/);
    const perPage = doc.paths['/api/v1/titles']!.get!.parameters!.find((p) => p.name === 'perPage');
    expect(typeLabel(doc, perPage?.schema)).toMatch(/integer|number/);
    expect(typeLabel(doc, { type: 'array', items: { $ref: '#/components/schemas/ErrorBody' } })).toBe('array<ErrorBody>');
    expect(typeLabel(doc, { type: ['string', 'null'], format: 'date-time' })).toBe('string | null (date-time)');
  });

  it('fills path parameters URL-encoded and leaves empty ones visible', () => {
    expect(fillPath('/api/v1/titles/{id}/seasons/{season}', { id: '7', season: '' })).toBe('/api/v1/titles/7/seasons/{season}');
    expect(fillPath('/api/v1/search/{query}', { query: 'a b/c' })).toBe('/api/v1/search/a%20b%2Fc');
  });
});
