import { z } from 'zod';
import { defineSettings } from '../../../../shared/settings/define';
import { defaultMenus, menuSchema } from '../../../../shared/settings/menus';
import { lazySchema } from '../../../../http/lazy-schema';

const policy = lazySchema(() => z.object({ id: z.string().min(1), label: z.string().min(1), action: z.string().optional() }));

// The settings of spec section 3 that the shell and the account screens read.
export const generalSettings = defineSettings({
  'dates.default_timezone': { schema: lazySchema(() => z.string().min(1)), default: 'UTC', public: true },
  'dates.format': { schema: lazySchema(() => z.enum(['short', 'medium', 'long'])), default: 'short', public: true },
  'themes.default_id': { schema: lazySchema(() => z.number().int().nullable()), default: null, public: true },
  'themes.user_change': { schema: lazySchema(() => z.boolean()), default: true, public: true },
  'cookie_notice.enable': { schema: lazySchema(() => z.boolean()), default: true, public: true },
  'cookie_notice.position': { schema: lazySchema(() => z.enum(['top', 'bottom'])), default: 'bottom', public: true },
  'cookie_notice.button': { schema: lazySchema(() => z.string().max(50)), default: 'OK', public: true },
  'cookie_notice.button_link': { schema: lazySchema(() => z.string().max(500)), default: '', public: true },
  // The GDPR tab's "Your data": "Download my data" (the import's own settings: data-import.settings.ts)
  'export.enabled': { schema: lazySchema(() => z.boolean()), default: true, public: true },
  require_email_confirmation: { schema: lazySchema(() => z.boolean()), default: false, public: true },
  'branding.site_name': { schema: lazySchema(() => z.string().min(1).max(100)), default: 'Marquee', public: true },
  'branding.site_description': {
    schema: lazySchema(() => z.string().max(500)),
    default: 'Movies and TV shows: browse, rate, review and watch.',
    public: true,
  },
  'branding.logo_light': { schema: lazySchema(() => z.string().max(1000)), default: '', public: true },
  'branding.logo_dark': { schema: lazySchema(() => z.string().max(1000)), default: '', public: true },
  'branding.logo_light_mobile': { schema: lazySchema(() => z.string().max(1000)), default: '', public: true },
  'branding.logo_dark_mobile': { schema: lazySchema(() => z.string().max(1000)), default: '', public: true },
  'branding.favicon': { schema: lazySchema(() => z.string().max(1000)), default: '', public: true },
  menus: { schema: lazySchema(() => z.array(menuSchema)), default: defaultMenus, public: true },
  'billing.enable': { schema: lazySchema(() => z.boolean()), default: false, public: true },
  'registration.disable': { schema: lazySchema(() => z.boolean()), default: false, public: true },
  'registration.policies': { schema: lazySchema(() => z.array(policy)), default: [], public: true },
  'social.google.enable': { schema: lazySchema(() => z.boolean()), default: false, public: true },
  'social.facebook.enable': { schema: lazySchema(() => z.boolean()), default: false, public: true },
  'social.twitter.enable': { schema: lazySchema(() => z.boolean()), default: false, public: true },
  'social.envato.enable': { schema: lazySchema(() => z.boolean()), default: false, public: true },
  'social.compact_buttons': { schema: lazySchema(() => z.boolean()), default: false, public: true },
  'recaptcha.site_key': { schema: lazySchema(() => z.string().max(200)), default: '', public: true },
  'recaptcha.secret_key': { schema: lazySchema(() => z.string().max(200)), default: '', secret: true },
  'recaptcha.enable.register': { schema: lazySchema(() => z.boolean()), default: false, public: true },
  'recaptcha.enable.contact': { schema: lazySchema(() => z.boolean()), default: false, public: true },
  'notif.subs.integrated': { schema: lazySchema(() => z.boolean()), default: true, public: true },
  'notifications.integrated': { schema: lazySchema(() => z.boolean()), default: true, public: true },
  'api.integrated': { schema: lazySchema(() => z.boolean()), default: true, public: true },
  'i18n.enable': { schema: lazySchema(() => z.boolean()), default: true, public: true },
  'i18n.default_localization': { schema: lazySchema(() => z.string().min(2).max(16)), default: 'en', public: true },
  'homepage.type': {
    schema: lazySchema(() => z.enum(['channel', 'landing', 'login', 'register'])),
    default: 'channel',
    public: true,
  },
  'homepage.value': { schema: lazySchema(() => z.string().max(255)), default: 'home', public: true },
  'site.demo': { schema: lazySchema(() => z.boolean()), default: false, public: true, env: 'APP_DEMO' },
  // The login page's demo prefill (empty: a random seeded demo account); sent only in demo mode,
  // by the bootstrap data, never as public settings.
  'site.demo_email': { schema: lazySchema(() => z.union([z.literal(''), z.email().max(255)])), default: '', env: 'DEMO_EMAIL' },
  'site.demo_password': { schema: lazySchema(() => z.string().max(255)), default: '', env: 'DEMO_PASSWORD' },
  // Written by the demo seeder: since when visitors' accounts count as demo data, and the demo plan.
  'site.demo_seed': {
    schema: lazySchema(() => z.object({ since: z.string(), plan_id: z.number().int() }).nullable()),
    default: null,
  },
  'custom_code.css': { schema: lazySchema(() => z.string().max(100_000)), default: '', public: false },
  'custom_code.html': { schema: lazySchema(() => z.string().max(100_000)), default: '', public: false },
  'contact.email': { schema: lazySchema(() => z.string().max(255)), default: '', public: false },
  'cache.api_ttl_seconds': { schema: lazySchema(() => z.number().int().min(0).max(86400)), default: 60 },
  'logging.error_log_days': { schema: lazySchema(() => z.number().int().min(1).max(3650)), default: 30 },
});
