import { UAParser } from 'ua-parser-js';

export interface DeviceInfo {
  /** Spec section 3: mobile, tablet or other. */
  device_type: 'mobile' | 'tablet' | 'other';
  platform: string | null;
  browser: string | null;
}

/** Parses a User-Agent header with ua-parser-js into the fields a session shows. */
export function parseUserAgent(userAgent: string | null | undefined): DeviceInfo {
  if (!userAgent) return { device_type: 'other', platform: null, browser: null };
  const result = UAParser(userAgent.slice(0, 1000));
  const type = result.device.type;
  return {
    device_type: type === 'mobile' || type === 'tablet' ? type : 'other',
    platform: result.os.name?.slice(0, 100) ?? null,
    browser: result.browser.name?.slice(0, 100) ?? null,
  };
}
