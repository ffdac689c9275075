import { parse } from 'hono/utils/cookie';
import type { Config } from '../../../config';
import { LANGUAGE_COOKIE } from '../../../shared/language';
import type { ActorDeps } from '../../../deps';
import { listLocalizations, translationBlock } from '../localization/localization.queries';
import { listThemes } from '../themes/themes.queries';
import { demoLogin } from '../../accounts/demo/demo.present';
import { presentCurrentUser } from '../../accounts/users/users.present';
import { presentWorkspace } from '../../workspaces/workspaces.present';
import { workspacesOf } from '../../workspaces/workspaces.queries';

const MOBILE_UA = /Mobi|Android|iPhone|iPad|iPod|Opera Mini|IEMobile|BlackBerry/i;

export const COOKIE_NOTICE_COOKIE = 'cookie_notice';

/** What the bootstrap data reads from the request itself. */
export interface BootstrapRequest {
  userAgent: string | undefined;
  /** The visitor has dismissed the cookie notice (the cookie_notice cookie is set). */
  cookieNoticeDismissed: boolean;
  /** The guest's language cookie: used when a localization of that language exists. */
  language?: string;
}

/**
 * For callers holding a request (a Hono Context satisfies `c`): reads the user agent and the
 * cookie notice cookie from its headers, then builds the data.
 */
export function buildBootstrapData(c: { var: ActorDeps; req: { header(name: string): string | undefined } }) {
  const cookies = c.req.header('cookie') ? parse(c.req.header('cookie')!) : {};
  return bootstrapData(c.var, {
    userAgent: c.req.header('user-agent'),
    cookieNoticeDismissed: !!cookies[COOKIE_NOTICE_COOKIE],
    language: cookies[LANGUAGE_COOKIE],
  });
}

/** The initial page data of spec section 3: inlined into index.html and served by GET bootstrap-data. */
export async function bootstrapData({ db, services, config, auth }: ActorDeps, request: BootstrapRequest) {
  const settings = services.settings;
  const user = auth.user ? await presentCurrentUser(db, auth.user) : null;
  const localizations = await services.cache.remember('localizations', 60_000, ['localizations'], () => listLocalizations(db));
  // a guest's cookie names one of the site's languages, or is ignored (and never becomes a cache key)
  const picked = !user && localizations.some((l) => l.language === request.language) ? request.language : undefined;
  const language = user?.language || picked || settings.get<string>('i18n.default_localization');
  const [themes, i18n] = await Promise.all([
    services.cache.remember('themes', 60_000, ['themes'], () => listThemes(db)),
    services.cache.remember(`i18n:${language}`, 60_000, ['localizations'], () => translationBlock(db, language)),
  ]);
  const guest = await services.guestSubject();
  return {
    base_url: config.APP_URL,
    settings: withStorageDriver(settings.publicNested(), config),
    user,
    guest_role: guest,
    themes: { all: themes, selectedThemeId: settings.get<number | null>('themes.default_id') },
    i18n,
    localizations,
    show_cookie_notice: settings.get<boolean>('cookie_notice.enable') && !request.cookieNoticeDismissed,
    is_mobile_device: MOBILE_UA.test(request.userAgent ?? ''),
    // demo mode only: the credentials the login page prefills (spec section 2, Login)
    demo_login: demoLogin(settings),
    // The personal space (id 0) first, then the signed-in user's workspaces (spec section 3).
    workspaces: [
      { id: 0, name: 'Default', default: true, members_count: 1 },
      ...(auth.user ? await workspacesOf(db, auth.user.id) : []).map(presentWorkspace),
    ],
  };
}

/** The web's uploader picks direct-to-S3 only when the storage driver really is S3. */
function withStorageDriver(nested: Record<string, unknown>, config: Config) {
  const uploads = (nested.uploads ?? {}) as Record<string, unknown>;
  return { ...nested, base_url: config.APP_URL, uploads: { ...uploads, driver: config.STORAGE_DRIVER } };
}
