import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import * as ece from 'http_ece';

// A stand-in push service on loopback (what FCM or Mozilla's autopush are to a browser) and the
// browser side of a subscription: its P-256 key pair and auth secret, so a test can decrypt what
// the server sent (RFC 8291, aes128gcm) and check the VAPID signature (RFC 8292).

export interface PushedRequest {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A browser's push subscription: what it POSTs to the server, and how it reads a message. */
export function browserSubscription(endpoint: string) {
  const ecdh = crypto.createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = crypto.randomBytes(16);
  return {
    json: { endpoint, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') } },
    /** Decrypts an aes128gcm body with this subscription's private key and auth secret. */
    decrypt: (body: Buffer) => JSON.parse(ece.decrypt(body, { version: 'aes128gcm', privateKey: ecdh, authSecret: auth }).toString('utf8')),
  };
}

/**
 * Verifies a `vapid t=<JWT>, k=<public key>` Authorization header: the ES256 signature against
 * k, and returns k and the JWT claims (aud, exp, sub).
 */
export function readVapid(authorization: string | undefined) {
  const m = /^vapid t=([\w-]+)\.([\w-]+)\.([\w-]+), k=([\w-]+)$/.exec(authorization ?? '');
  if (!m) throw new Error(`not a VAPID Authorization header: ${authorization}`);
  const [, header, claims, signature, k] = m as unknown as [string, string, string, string, string];
  const point = Buffer.from(k, 'base64url');
  const key = crypto.createPublicKey({
    format: 'jwk',
    key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') },
  });
  const valid = crypto.verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  return {
    valid,
    publicKey: k,
    header: JSON.parse(Buffer.from(header, 'base64url').toString()) as { alg: string; typ: string },
    claims: JSON.parse(Buffer.from(claims, 'base64url').toString()) as { aud: string; exp: number; sub: string },
  };
}

/** Starts the push service on 127.0.0.1: it records every request and answers `status(path)`. */
export async function startPushService() {
  const received: PushedRequest[] = [];
  const answers = new Map<string, number>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '/';
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(answers.get(path) ?? 201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    /** A device's endpoint on this service (a fresh path each call). */
    endpoint: () => `${origin}/push/${crypto.randomUUID()}`,
    /** What the service answers for one endpoint from now on (201 by default). */
    answer: (endpoint: string, status: number) => answers.set(new URL(endpoint).pathname, status),
    requestsTo: (endpoint: string) => received.filter((r) => r.path === new URL(endpoint).pathname),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
