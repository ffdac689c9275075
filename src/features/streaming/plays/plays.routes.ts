import { getCookie, setCookie } from 'hono/cookie';
import { createRouter } from '../../../http/app-env';
import { requireUser } from '../../../http/guard';
import { responds } from '../../../http/responds';
import { validate } from '../../../http/validate';
import { lookupIp } from '../../../platform/geoip';
import { clientIp, consumeRateLimit } from '../../../platform/rate-limit';
import { parseUserAgent } from '../../../platform/user-agent';
import { continueWatchingBody } from './continue-watching.schemas';
import { videoIdParam } from '../videos/videos.schemas';
import { continueWatching } from './plays.continue';
import { loggedPlay, logPlayBody } from './plays.schemas';
import { logPlay } from './plays.service';
import { VISITOR_COOKIE, visitorCookieOptions, visitorId } from './plays.visitor';

/** Players report about every 10-30 s; 30 a minute per viewer leaves room for seeks and reloads. */
export const LOG_PLAY_LIMIT = { perViewer: 30, perIp: 600, windowSeconds: 60 };

export const playsRoutes = createRouter().post(
  '/:id{[0-9]+}/log-play',
  validate('param', videoIdParam),
  validate('json', logPlayBody),
  responds(loggedPlay),
  async (c) => {
    const visitor = visitorId(c.var.config.DATA_DIR, c.var.auth.user?.id, () => getCookie(c, VISITOR_COOKIE));
    if (visitor.setCookie) setCookie(c, VISITOR_COOKIE, visitor.setCookie, visitorCookieOptions(c.var.config.secureCookies));
    const viewer = visitor.id;
    const ip = clientIp(c);
    await consumeRateLimit(c.var.db, [
      { key: `log-play:viewer:${viewer}`, limit: LOG_PLAY_LIMIT.perViewer, windowSeconds: LOG_PLAY_LIMIT.windowSeconds },
      { key: `log-play:ip:${ip}`, limit: LOG_PLAY_LIMIT.perIp, windowSeconds: LOG_PLAY_LIMIT.windowSeconds },
    ]);
    const ua = parseUserAgent(c.req.header('user-agent'));
    const geo = await lookupIp(c.var.config.GEOIP_DATABASE, ip, c.var.log);
    const result = await logPlay(c.var, c.req.valid('param').id, c.req.valid('json'), {
      userId: c.var.auth.user?.id ?? null,
      visitorId: viewer,
      device: ua.device_type === 'other' ? 'desktop' : ua.device_type,
      platform: ua.platform,
      browser: ua.browser,
      country: geo.country,
    });
    return c.json(result);
  },
);

export const continueWatchingRoutes = createRouter().get('/', responds(continueWatchingBody), async (c) => {
  const user = requireUser(c.var.auth);
  return c.json({ items: await continueWatching(c.var.db, user.id) });
});
