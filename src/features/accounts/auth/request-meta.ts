import type { Deps } from '../../../deps';
import { lookupIp } from '../../../platform/geoip';
import { parseUserAgent } from '../../../platform/user-agent';
import type { Browser } from './browser';
import type { SessionMeta } from './sessions';

/** What a new session records about the browser that opened it (spec section 3, Session). */
export async function sessionMetaFor({ config }: Deps, browser: Browser, remember: boolean): Promise<SessionMeta> {
  const { ip, userAgent } = browser;
  const geo = await lookupIp(config.GEOIP_DATABASE, ip, browser.log);
  return { remember, ip_address: ip, user_agent: userAgent, ...parseUserAgent(userAgent), ...geo };
}
