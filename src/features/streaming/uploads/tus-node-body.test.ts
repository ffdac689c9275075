import { IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { tusRequest } from './tus-node-body';

// tus-js-client (overridePatchMethod, as the web client sends chunks) posts PATCH and DELETE with
// X-HTTP-Method-Override. The app's method-override middleware leaves tus paths alone, so the
// tus route turns them into the real method here, without reading the chunk into memory.

const URL_ = 'http://127.0.0.1/api/v1/tus/upload/0123456789abcdef0123456789abcdef';

function post(override: string | null, body: BodyInit | null = null) {
  const headers: Record<string, string> = {
    'tus-resumable': '1.0.0',
    'upload-offset': '0',
    'content-type': 'application/offset+octet-stream',
  };
  if (override) headers['x-http-method-override'] = override;
  return new Request(URL_, { method: 'POST', headers, body, duplex: 'half' } as RequestInit);
}

function nodeRequest(method: string) {
  const incoming = new IncomingMessage(new Socket());
  incoming.method = method;
  return incoming;
}

describe('tusRequest', () => {
  it('turns an overridden POST into the PATCH it stands for, streaming the same bytes', async () => {
    const bytes = new Uint8Array(300_000).map((_, i) => i % 251);
    const req = tusRequest(post('patch', bytes), undefined);
    expect(req.method).toBe('PATCH');
    expect(req.headers.get('x-http-method-override')).toBeNull();
    expect(req.headers.get('upload-offset')).toBe('0');
    expect(new Uint8Array(await req.arrayBuffer())).toEqual(bytes);
  });

  it('reads an overridden PATCH from the node request, leaving it unread until tus pumps it', () => {
    const incoming = nodeRequest('POST');
    const raw = post('PATCH', new Uint8Array(10));
    const req = tusRequest(raw, incoming);
    expect(req.method).toBe('PATCH');
    expect(req.headers.get('x-http-method-override')).toBeNull();
    expect(req.body).not.toBe(raw.body);
    expect(incoming.readableDidRead).toBe(false);
  });

  it('turns an overridden POST into a DELETE without a body', () => {
    const req = tusRequest(post('DELETE'), nodeRequest('POST'));
    expect(req.method).toBe('DELETE');
    expect(req.body).toBeNull();
  });

  it('leaves creations and other overrides as they are', () => {
    const creation = post(null);
    expect(tusRequest(creation, nodeRequest('POST'))).toBe(creation);
    const odd = post('PUT');
    expect(tusRequest(odd, nodeRequest('POST'))).toBe(odd);
  });

  it('does not pump a node request whose method differs (a re-dispatched request: its body was already read)', () => {
    const patch = new Request(URL_, { method: 'PATCH', headers: { 'tus-resumable': '1.0.0' }, body: new Uint8Array(4) });
    expect(tusRequest(patch, nodeRequest('POST'))).toBe(patch);
  });
});
