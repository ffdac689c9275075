import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { securityHeaders, storageOrigins } from './security-headers';

const page = async (config: Parameters<typeof securityHeaders>[0]) => {
  const app = new Hono().use('*', securityHeaders(config)).get('/', (c) => c.html('<p>hi</p>'));
  return (await app.request('/')).headers.get('content-security-policy') ?? '';
};

describe('page CSP and the storage endpoint', () => {
  it('lets pages reach an http S3 endpoint (media redirects, direct uploads) and nothing more', async () => {
    const csp = await page({ STORAGE_DRIVER: 's3', S3_ENDPOINT: 'http://10.0.0.5:9000/' });
    expect(csp).toMatch(/connect-src 'self' https: http:\/\/10\.0\.0\.5:9000/);
    expect(csp).toMatch(/media-src [^;]*http:\/\/10\.0\.0\.5:9000/);
    expect(csp).not.toMatch(/script-src[^;]*10\.0\.0\.5/);
  });

  it('adds nothing for local storage or https endpoints (https: already covers them)', async () => {
    expect(storageOrigins({ STORAGE_DRIVER: 'local', S3_ENDPOINT: 'http://10.0.0.5:9000' })).toEqual([]);
    expect(storageOrigins({ STORAGE_DRIVER: 's3', S3_ENDPOINT: 'https://s3.example.com' })).toEqual([]);
    expect(storageOrigins({ STORAGE_DRIVER: 's3', S3_ENDPOINT: undefined })).toEqual([]);
    expect(await page({ STORAGE_DRIVER: 'local', S3_ENDPOINT: undefined })).toMatch(/connect-src 'self' https:;/);
  });
});
