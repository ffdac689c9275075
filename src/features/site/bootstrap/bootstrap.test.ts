import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../testing/harness';

const env = useTestApp();

describe('GET bootstrap-data', () => {
  it('reads the cookie notice cookie and the user agent from the request', async () => {
    const plain = await (await env.ctx.request('/api/v1/bootstrap-data', { cookies: false })).json();
    expect(plain).toMatchObject({ show_cookie_notice: true, is_mobile_device: false });
    const res = await env.ctx.request('/api/v1/bootstrap-data', {
      cookies: false,
      headers: { cookie: 'other=1; cookie_notice=1', 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile' },
    });
    expect(await res.json()).toMatchObject({ show_cookie_notice: false, is_mobile_device: true });
  });
});
