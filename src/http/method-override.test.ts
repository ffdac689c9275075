import { describe, expect, it } from 'vitest';
import { productRoutes } from '../features';
import { api } from '../features/module';
import { useTestContext } from '../testing/harness';
import { createRouter } from './app-env';

// Echo routes that report which handler ran, what body arrived and which relations were parsed.
const echo = createRouter();
for (const method of ['get', 'post', 'put', 'patch', 'delete'] as const) {
  echo[method]('/test-echo/:id', async (c) =>
    c.json({ handler: method.toUpperCase(), id: c.req.param('id'), body: await c.req.text(), relations: c.var.relations }),
  );
}
// under the tus prefix: chunks posted with an override header are the tus route's to handle, streamed
echo.post('/tus/test-echo/:id', async (c) => c.json({ handler: 'POST', override: c.req.header('x-http-method-override') ?? null }));
// mounted after the product's routers, before the /api/v1 404 fallback
const routes = [...productRoutes, api('/', echo)];

describe('method override', () => {
  const t = useTestContext({ routes });

  it('routes POST with X-HTTP-Method-Override: DELETE to the DELETE handler', async () => {
    const res = await t.request('/api/v1/test-echo/7', { method: 'POST', headers: { 'X-HTTP-Method-Override': 'DELETE' } });
    expect(await res.json()).toMatchObject({ handler: 'DELETE', id: '7' });
  });

  it('accepts the header in any case and keeps the body for PUT and PATCH', async () => {
    for (const m of ['put', 'PATCH']) {
      const res = await t.request('/api/v1/test-echo/1', {
        method: 'POST',
        headers: { 'x-http-method-override': m },
        json: { name: 'Edited' },
      });
      const body = await res.json();
      expect(body.handler).toBe(m.toUpperCase());
      expect(JSON.parse(body.body)).toEqual({ name: 'Edited' });
    }
  });

  it('reads _method from the query string', async () => {
    const res = await t.request('/api/v1/test-echo/2?_method=PUT', { method: 'POST', json: { a: 1 } });
    const body = await res.json();
    expect(body.handler).toBe('PUT');
    expect(JSON.parse(body.body)).toEqual({ a: 1 });
  });

  it('reads _method from a JSON body and passes the body on unchanged', async () => {
    const res = await t.request('/api/v1/test-echo/3', { method: 'POST', json: { _method: 'PUT', title: 'x' } });
    const body = await res.json();
    expect(body.handler).toBe('PUT');
    expect(JSON.parse(body.body)).toEqual({ _method: 'PUT', title: 'x' });
  });

  it('reads _method from a urlencoded form body', async () => {
    const res = await t.request('/api/v1/test-echo/4', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'name=a&_method=delete',
    });
    expect((await res.json()).handler).toBe('DELETE');
  });

  it('reads _method from a multipart form body and keeps the parts', async () => {
    const form = new FormData();
    form.set('_method', 'PUT');
    form.set('name', 'multi');
    const res = await t.request('/api/v1/test-echo/5', { method: 'POST', body: form });
    const body = await res.json();
    expect(body.handler).toBe('PUT');
    expect(body.body).toContain('multi');
  });

  it('ignores overrides to methods other than PUT, PATCH and DELETE, and overrides on GET', async () => {
    const res = await t.request('/api/v1/test-echo/6', { method: 'POST', headers: { 'X-HTTP-Method-Override': 'GET' } });
    expect((await res.json()).handler).toBe('POST');
    const get = await t.request('/api/v1/test-echo/6?_method=DELETE');
    expect((await get.json()).handler).toBe('GET');
  });

  it('leaves tus paths alone: the overridden POST reaches the POST route, header and body unread', async () => {
    const res = await t.request('/api/v1/tus/test-echo/9', {
      method: 'POST',
      headers: { 'x-http-method-override': 'PATCH', 'content-type': 'application/offset+octet-stream' },
      body: new Uint8Array(1024),
    });
    expect(await res.json()).toEqual({ handler: 'POST', override: 'PATCH' });
  });

  it('leaves a plain POST with a JSON body intact', async () => {
    const res = await t.request('/api/v1/test-echo/8', { method: 'POST', json: { keep: true } });
    const body = await res.json();
    expect(body.handler).toBe('POST');
    expect(JSON.parse(body.body)).toEqual({ keep: true });
  });
});

describe('with / load / loadCount', () => {
  const t = useTestContext({ routes });

  it('parses comma lists and repeated parameters on GET', async () => {
    const res = await t.request(
      '/api/v1/test-echo/1?with=genres,keywords&with=credits&load=seasons&loadCount[]=reviews&loadCount[]=comments',
    );
    expect((await res.json()).relations).toEqual({
      with: ['genres', 'keywords', 'credits'],
      load: ['seasons'],
      loadCount: ['reviews', 'comments'],
    });
  });

  it('drops blanks and names that are not plain identifiers', async () => {
    const res = await t.request(`/api/v1/test-echo/1?with=${encodeURIComponent(' genres , ,x;drop table,images.poster')}`);
    expect((await res.json()).relations.with).toEqual(['genres', 'images.poster']);
  });

  it('is empty for non-GET requests', async () => {
    const res = await t.request('/api/v1/test-echo/1?with=genres', { method: 'POST', json: {} });
    expect((await res.json()).relations).toEqual({ with: [], load: [], loadCount: [] });
  });
});
