import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { getResponse } from 'msw';
import { type TmdbMockLog, tmdbHandlers } from '../../src/testing/tmdb-msw';

/**
 * TMDB on a loopback port for browser tests: the spawned server cannot be reached by msw's
 * interception, so the same msw handlers (payloads shaped exactly like TMDB's) answer behind a
 * plain HTTP server. Point TMDB_API_BASE at `${url}/3` and TMDB_IMAGE_BASE at `${url}/t/p`.
 */
export async function startFakeTmdb(apiKey: string) {
  const log: TmdbMockLog = { api: [], images: [] };
  const handlers = tmdbHandlers(log, apiKey);
  const server = http.createServer(async (req, res) => {
    const incoming = new URL(req.url ?? '/', 'http://fake');
    const host = incoming.pathname.startsWith('/t/p/') ? 'https://image.tmdb.org' : 'https://api.themoviedb.org';
    const request = new Request(`${host}${incoming.pathname}${incoming.search}`, { headers: req.headers as Record<string, string> });
    const response = await getResponse(handlers, request);
    if (!response) {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"success":false,"status_code":34}');
      return;
    }
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(Buffer.from(await response.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    log,
    env: { TMDB_API_KEY: apiKey, TMDB_API_BASE: `${url}/3`, TMDB_IMAGE_BASE: `${url}/t/p` },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
