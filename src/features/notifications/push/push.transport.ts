import http from 'node:http';
import https from 'node:https';
import type { RequestDetails } from 'web-push';
import { publicOnlyLookup } from './push.endpoint';

/** A push service that took longer than this (connect to last byte) counts as down. */
const TIMEOUT_MS = 15_000;

/**
 * POSTs one encrypted message (web-push's request details) to its push service and reports the
 * status. Connections go only to public addresses unless `allowLocal`; http: only then too.
 * Rejects on a network error or the timeout.
 */
export function postToPushService(details: RequestDetails, allowLocal: boolean): Promise<number> {
  const url = new URL(details.endpoint);
  const client = url.protocol === 'http:' && allowLocal ? http : https;
  return new Promise((resolve, reject) => {
    const req = client.request(
      url,
      {
        method: details.method,
        headers: details.headers as http.OutgoingHttpHeaders,
        signal: AbortSignal.timeout(TIMEOUT_MS),
        ...(!allowLocal && { lookup: publicOnlyLookup }),
      },
      (res) => {
        res.resume(); // the body (an error description at most) is not needed
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(details.body ?? undefined);
  });
}
