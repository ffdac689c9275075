import type * as UaParser from 'ua-parser-js';
import { lazyRequire } from './lazy-require';

/** ua-parser-js (its device and browser tables), loaded with the first sign-in that records a device. */
const uaParser = lazyRequire<typeof UaParser>('ua-parser-js');

export interface DeviceInfo {
  /** Spec section 3: mobile, tablet or other. */
  device_type: 'mobile' | 'tablet' | 'other';
  platform: string | null;
  browser: string | null;
}

/** Parses a User-Agent header with ua-parser-js into the fields a session shows. */
export function parseUserAgent(userAgent: string | null | undefined): DeviceInfo {
  if (!userAgent) return { device_type: 'other', platform: null, browser: null };
  const result = uaParser().UAParser(userAgent.slice(0, 1000));
  const type = result.device.type;
  return {
    device_type: type === 'mobile' || type === 'tablet' ? type : 'other',
    platform: result.os.name?.slice(0, 100) ?? null,
    browser: result.browser.name?.slice(0, 100) ?? null,
  };
}
