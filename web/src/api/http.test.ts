import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Window } from 'happy-dom';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiRequest, HttpError, http as client, prepareRequest, resolvePath, setApiOrigin } from './http';
import { setActiveWorkspaceId } from './workspace';

// A real loopback server that echoes what it received, so the client is tested over real HTTP.
interface Echo {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}
let server: http.Server;
let origin = '';

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const status = Number(new URL(req.url!, 'http://x').searchParams.get('status') ?? 200);
      res.writeHead(status, { 'Content-Type': 'application/json' });
      if (status === 204) return res.end();
      if (status >= 400) return res.end(JSON.stringify({ message: 'The name is taken.', errors: { name: ['The name is taken.'] } }));
      res.end(JSON.stringify({ method: req.method!, url: req.url!, headers: req.headers, body } satisfies Echo));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

beforeEach(() => {
  const window = new Window({ url: 'http://localhost:3000/' });
  globalThis.document = window.document as unknown as Document;
  setApiOrigin('');
});

describe('resolvePath', () => {
  it('prefixes relative paths with api/v1/', () => {
    expect(resolvePath('users/me')).toBe('/api/v1/users/me');
    expect(resolvePath('/notifications')).toBe('/api/v1/notifications');
  });

  it('leaves auth, secure, log-viewer and horizon paths and absolute URLs alone', () => {
    expect(resolvePath('auth/login')).toBe('/auth/login');
    expect(resolvePath('secure/auth/social/google/login')).toBe('/secure/auth/social/google/login');
    expect(resolvePath('log-viewer')).toBe('/log-viewer');
    expect(resolvePath('horizon/api/stats')).toBe('/horizon/api/stats');
    expect(resolvePath('https://example.com/x')).toBe('https://example.com/x');
    expect(resolvePath('api/v1/logs/error/download-latest')).toBe('/api/v1/logs/error/download-latest');
  });

  it('does not treat a path that merely starts with the letters as unprefixed', () => {
    expect(resolvePath('authors')).toBe('/api/v1/authors');
  });
});

describe('prepareRequest', () => {
  it('sends credentials and accepts JSON', () => {
    const { init } = prepareRequest('GET', 'titles');
    expect(init.credentials).toBe('include');
    expect(init.headers.Accept).toBe('application/json');
  });

  it('joins with, load and loadCount into comma lists for GET', () => {
    const { url } = prepareRequest('GET', 'titles/1', {
      params: { with: ['genres', 'seasons'], load: ['credits'], loadCount: ['reviews', 'comments'], tags: ['a', 'b'] },
    });
    const search = new URL(url, 'http://x').searchParams;
    expect(search.get('with')).toBe('genres,seasons');
    expect(search.get('load')).toBe('credits');
    expect(search.get('loadCount')).toBe('reviews,comments');
    expect(search.getAll('tags')).toEqual(['a', 'b']);
  });

  it('adds no workspaceId for the personal space (0), and the cookie value once set, unless the request has one', () => {
    expect(new URL(prepareRequest('GET', 'files').url, 'http://x').searchParams.has('workspaceId')).toBe(false);
    expect(prepareRequest('POST', 'files', { body: { name: 'a' } }).init.body).toBe('{"name":"a"}');
    setActiveWorkspaceId(7);
    expect(document.cookie).toContain('activeWorkspaceId=7');
    expect(new URL(prepareRequest('GET', 'files').url, 'http://x').searchParams.get('workspaceId')).toBe('7');
    expect(new URL(prepareRequest('GET', 'files', { params: { workspaceId: 3 } }).url, 'http://x').searchParams.get('workspaceId')).toBe(
      '3',
    );
    expect(JSON.parse(prepareRequest('POST', 'files', { body: { name: 'a' } }).init.body as string)).toEqual({ name: 'a', workspaceId: 7 });
    expect(JSON.parse(prepareRequest('PUT', 'files/1', { body: { workspaceId: 2 } }).init.body as string)).toEqual({ workspaceId: 2 });
    const form = new FormData();
    prepareRequest('POST', 'file-entries', { body: form });
    expect(form.get('workspaceId')).toBe('7');
  });

  it('does not add workspaceId to PATCH or DELETE', () => {
    setActiveWorkspaceId(7);
    expect(prepareRequest('PATCH', 'x/1', { body: { a: 1 } }).init.body).toBe('{"a":1}');
    expect(new URL(prepareRequest('DELETE', 'x/1').url, 'http://x').searchParams.has('workspaceId')).toBe(false);
  });

  it('sends PUT, PATCH and DELETE as POST with the override header and _method', () => {
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      const { url, init } = prepareRequest(method, 'users/1');
      expect(init.method).toBe('POST');
      expect(init.headers['X-HTTP-Method-Override']).toBe(method);
      expect(new URL(url, 'http://x').searchParams.get('_method')).toBe(method);
    }
    expect(prepareRequest('POST', 'users').init.headers['X-HTTP-Method-Override']).toBeUndefined();
  });

  it('does not join relation params for non-GET requests', () => {
    const { url } = prepareRequest('DELETE', 'lists/1', { params: { with: ['a', 'b'] } });
    expect(new URL(url, 'http://x').searchParams.getAll('with')).toEqual(['a', 'b']);
  });
});

describe('apiRequest over HTTP', () => {
  it('delivers method override, JSON body and query to the server', async () => {
    setApiOrigin(origin);
    const echo = await client.put<Echo>('users/5', { name: 'Ada' });
    expect(echo.method).toBe('POST');
    expect(echo.url).toBe('/api/v1/users/5?_method=PUT');
    expect(echo.headers['x-http-method-override']).toBe('PUT');
    expect(echo.headers['content-type']).toBe('application/json');
    expect(JSON.parse(echo.body)).toEqual({ name: 'Ada' });
  });

  it('resolves empty bodies to undefined', async () => {
    setApiOrigin(origin);
    expect(await apiRequest('GET', 'x', { params: { status: 204 } })).toBeUndefined();
  });

  it('throws HttpError with the status, message and field errors', async () => {
    setApiOrigin(origin);
    const err = (await client.post('lists', { name: 'x' }, { params: { status: 422 } }).catch((e: unknown) => e)) as HttpError;
    expect(err).toBeInstanceOf(HttpError);
    expect(err.status).toBe(422);
    expect(err.message).toBe('The name is taken.');
    expect(err.fieldErrors).toEqual({ name: ['The name is taken.'] });
  });
});
