import http from 'node:http';
import { freePort } from './free-port';

// An S3 endpoint that fails the ways real ones do, on loopback: S3's XML error bodies (500
// InternalError, 403 AccessDenied), an answer that is not XML, or no answer at all.

export type S3Failure = 'internal-error' | 'access-denied' | 'not-xml' | 'silent';

export interface S3StandIn {
  endpoint: string;
  /** An endpoint where nothing listens. */
  downEndpoint: string;
  fail(mode: S3Failure): void;
  /** Requests received, as "METHOD /path". */
  requests: string[];
  close(): Promise<void>;
}

const s3Error = (code: string, message: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message><RequestId>4442587FB7D0A2F9</RequestId></Error>`;

export async function startS3StandIn(): Promise<S3StandIn> {
  let mode: S3Failure = 'internal-error';
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    requests.push(`${req.method} ${req.url?.split('?')[0]}`);
    req.resume();
    if (mode === 'silent') return; // holds the request until the client gives up
    const xml = { 'content-type': 'application/xml' };
    if (mode === 'internal-error')
      res.writeHead(500, xml).end(s3Error('InternalError', 'We encountered an internal error. Please try again.'));
    else if (mode === 'access-denied') res.writeHead(403, xml).end(s3Error('AccessDenied', 'Access Denied'));
    else res.writeHead(200, { 'content-type': 'text/plain' }).end('upstream connect error or disconnect/reset before headers');
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${port}`,
    downEndpoint: `http://127.0.0.1:${await freePort()}`,
    fail: (m) => void (mode = m),
    requests,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
