import { describe, expect, it } from 'vitest';
import { useTestContext } from '../../../testing/harness';

const t = useTestContext({}, { each: true });

const AD = '<script src="https://ads.example.net/tag.js"></script><a href="https://example.com">Deal</a>';

describe('GET /ad-frame/{slot}', () => {
  it("serves a slot's code as its own document, with a CSP that lets ad scripts run and only the site frame it", async () => {
    await t.services.settings.save({ 'ads.watch_page': AD });
    const res = await t.request('/ad-frame/watch_page');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toContain("default-src * data: blob: 'unsafe-inline'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const html = await res.text();
    expect(html).toContain(AD);
    expect(html).toContain('<base target="_blank">');
  });

  it('answers 404 for an empty, switched-off or unknown slot, and when all ads are off', async () => {
    expect((await t.request('/ad-frame/watch_page')).status).toBe(404); // no code yet
    await t.services.settings.save({ 'ads.watch_page': AD, 'ads.watch_page_enabled': false });
    expect((await t.request('/ad-frame/watch_page')).status).toBe(404);
    await t.services.settings.save({ 'ads.watch_page_enabled': true, 'ads.disable': true });
    expect((await t.request('/ad-frame/watch_page')).status).toBe(404);
    await t.services.settings.save({ 'ads.disable': false });
    expect((await t.request('/ad-frame/watch_page')).status).toBe(200);
    expect((await t.request('/ad-frame/..%2Fsettings')).status).toBe(404);
    expect((await t.request('/ad-frame/constructor')).status).toBe(404);
  });
});
