import { execFileSync } from 'node:child_process';
import type { APIRequestContext, BrowserContext, Page } from 'playwright-core';
import type { RunningServer } from './harness';

// Shared steps of the upload browser suites (uploads*.test.ts).

/** A JSON call with the browser context's cookies, sent the way the web app sends it (same Origin). */
export async function api(server: RunningServer, request: APIRequestContext, method: 'get' | 'post', url: string, data?: unknown) {
  const res = await request[method](`${server.url}/${url.startsWith('auth/') ? '' : 'api/v1/'}${url}`, {
    data: data as object,
    headers: { Origin: server.url },
  });
  const body = await res.json().catch(() => ({}));
  if (!res.ok()) throw new Error(`${method.toUpperCase()} ${url}: ${res.status()} ${JSON.stringify(body)}`);
  return body as Record<string, any>;
}

/** Polls GET videos/{id} until the worker reports `wanted` (or failure). */
export async function waitForStatus(server: RunningServer, request: APIRequestContext, id: number, wanted: string, timeoutMs = 180_000) {
  let status = '';
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; await new Promise((r) => setTimeout(r, 1000))) {
    status = (await api(server, request, 'get', `videos/${id}`)).video.status;
    if (status === wanted || status === 'failed') break;
  }
  if (status !== wanted) throw new Error(`video ${id} is ${status}, not ${wanted}\n${server.output().slice(-2000)}`);
}

/** Slows uploads down (Chromium's own network emulation) so progress can be watched moving. */
export async function throttleUploads(context: BrowserContext, page: Page, bytesPerSecond: number) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond,
  });
  return cdp;
}

/**
 * A real, playable H.264/AAC video made by ffmpeg: noise keeps the bitrate (and so the size) high.
 * `qp` trades size for quality; the container follows the file's extension.
 */
export function noiseVideo(file: string, opts: { seconds: number; size: string; qp: number; faststart?: boolean }) {
  execFileSync('ffmpeg', [
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    `testsrc=size=${opts.size}:rate=10:duration=${opts.seconds}`,
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=440:duration=${opts.seconds}`,
    '-vf',
    'noise=alls=40:allf=t',
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-qp',
    String(opts.qp),
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    '-b:a',
    '64k',
    ...(opts.faststart ? ['-movflags', '+faststart'] : []),
    file,
  ]);
}

/** Records every value an upload progress bar shows (a page script samples it every 30 ms); each read returns the values since the last. */
export async function recordUploadProgress(page: Page) {
  await page.addInitScript(() => {
    const seen: number[] = [];
    let last: number | null = null; // kept across reads, so a read does not re-record the current value
    (window as unknown as { __uploadProgress: number[] }).__uploadProgress = seen;
    setInterval(() => {
      const bars = document.querySelectorAll('[data-testid="upload-progress"]');
      const bar = bars[bars.length - 1];
      const value = bar ? Number(bar.getAttribute('aria-valuenow')) : null;
      if (value !== null && value !== last) seen.push(value);
      last = value;
    }, 30);
  });
  return () => page.evaluate(() => (window as unknown as { __uploadProgress: number[] }).__uploadProgress.splice(0));
}
