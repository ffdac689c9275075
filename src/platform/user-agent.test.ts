import { describe, expect, it } from 'vitest';
import { lookupIp } from './geoip';
import { parseUserAgent } from './user-agent';

describe('parseUserAgent', () => {
  it('reads phones, tablets and desktops', () => {
    expect(
      parseUserAgent(
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
      ),
    ).toEqual({
      device_type: 'mobile',
      platform: 'Android',
      browser: 'Mobile Chrome',
    });
    expect(
      parseUserAgent(
        'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      ),
    ).toMatchObject({
      device_type: 'tablet',
      platform: 'iOS',
    });
    expect(
      parseUserAgent(
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
      ),
    ).toEqual({
      device_type: 'other',
      platform: 'macOS',
      browser: 'Safari',
    });
  });

  it('gives other/null for a missing or unknown agent', () => {
    expect(parseUserAgent(null)).toEqual({ device_type: 'other', platform: null, browser: null });
    expect(parseUserAgent('curl/8.5.0').device_type).toBe('other');
  });
});

describe('lookupIp', () => {
  it('returns no location without a GeoIP database or for a bad path', async () => {
    expect(await lookupIp(undefined, '8.8.8.8')).toEqual({ city: null, country: null });
    expect(await lookupIp('/nonexistent/GeoLite2-City.mmdb', '8.8.8.8')).toEqual({ city: null, country: null });
    expect(await lookupIp('/nonexistent/GeoLite2-City.mmdb', 'not-an-ip')).toEqual({ city: null, country: null });
  });
});
