import type { Context } from 'hono';
import type { AppEnv } from '../../../http/app-env';
import { lookupIp } from '../../../platform/geoip';
import { clientIp } from '../../../platform/rate-limit';
import { parseUserAgent } from '../../../platform/user-agent';
import type { SessionMeta } from './sessions';

/** What a new session records about the browser that opened it (spec section 3, Session). */
export async function sessionMetaFor(c: Context<AppEnv>, remember: boolean): Promise<SessionMeta> {
  const ip = clientIp(c);
  const userAgent = c.req.header('user-agent')?.slice(0, 1000) ?? null;
  const geo = await lookupIp(c.var.config.GEOIP_DATABASE, ip, c.var.log);
  return { remember, ip_address: ip, user_agent: userAgent, ...parseUserAgent(userAgent), ...geo };
}
