// Where each setting appears in the admin settings page (spec section 2: tabs general ... content),
// with its label and help text. Only settings the app really reads are listed; tabs without
// settings of their own show the server's read-only facts (settings.facts.ts) instead.

export interface LayoutField {
  name: string;
  label: string;
  description?: string;
  /** Long text: a textarea instead of a one-line input. */
  multiline?: boolean;
  /** Labels for an enum's values, in the schema's order. */
  optionLabels?: Record<string, string>;
  /** A setting with an editor of its own rather than one derived from its schema. */
  editor?: 'registration-fields';
}

export interface LayoutGroup {
  title: string;
  description?: string;
  fields: LayoutField[];
}

export const SETTINGS_TABS = [
  'general',
  'subscriptions',
  'localization',
  'authentication',
  'uploading',
  'outgoing-email',
  'cache',
  'analytics',
  'logging',
  'queue',
  'websockets',
  'recaptcha',
  'gdpr',
  'search',
  'videos',
  'content',
] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

const provider = (id: string, name: string): LayoutGroup => ({
  title: `${name} login`,
  description: `Credentials of the ${name} app; the button shows only when enabled and both values are set.`,
  fields: [
    { name: `social.${id}.enable`, label: `Enable ${name} login` },
    { name: `social.${id}.client_id`, label: 'Client ID' },
    { name: `social.${id}.client_secret`, label: 'Client secret' },
  ],
});

export const settingsLayout: Record<SettingsTab, LayoutGroup[]> = {
  general: [
    {
      title: 'Site',
      fields: [
        { name: 'branding.site_name', label: 'Site name', description: 'Shown in the navbar, page titles and e-mails.' },
        {
          name: 'branding.site_description',
          label: 'Site description',
          description: 'Used on the landing page and as the default meta description.',
          multiline: true,
        },
      ],
    },
    {
      title: 'Homepage',
      fields: [
        {
          name: 'homepage.type',
          label: 'Homepage type',
          description: 'What visitors see at /.',
          optionLabels: { channel: 'A channel', landing: 'Landing page', login: 'Login page', register: 'Register page' },
        },
        { name: 'homepage.value', label: 'Homepage channel', description: 'The slug of the channel shown when the type is "A channel".' },
      ],
    },
    {
      title: 'Logos',
      description: 'Image URLs. Empty uses the site name as text.',
      fields: [
        { name: 'branding.logo_dark', label: 'Logo for light backgrounds' },
        { name: 'branding.logo_light', label: 'Logo for dark backgrounds' },
        { name: 'branding.logo_dark_mobile', label: 'Mobile logo for light backgrounds' },
        { name: 'branding.logo_light_mobile', label: 'Mobile logo for dark backgrounds' },
      ],
    },
    {
      title: 'Themes',
      fields: [
        {
          name: 'themes.user_change',
          label: 'Let users switch themes',
          description: 'Shows the light/dark toggle in the footer and the account menu.',
        },
      ],
    },
  ],
  subscriptions: [
    {
      title: 'Billing',
      fields: [
        { name: 'billing.enable', label: 'Enable subscriptions', description: 'Shows pricing, checkout and the billing pages.' },
        {
          name: 'billing.ending_soon_days',
          label: 'Ending-soon notice (days)',
          description: 'How many days before a subscription ends its owner is told.',
        },
      ],
    },
    {
      title: 'Stripe',
      description: 'Empty values fall back to the STRIPE_* environment variables.',
      fields: [
        { name: 'billing.stripe.publishable_key', label: 'Publishable key' },
        { name: 'billing.stripe.secret_key', label: 'Secret key' },
        { name: 'billing.stripe.webhook_secret', label: 'Webhook signing secret' },
      ],
    },
    {
      title: 'PayPal',
      description: 'Empty values fall back to the PAYPAL_* environment variables.',
      fields: [
        { name: 'billing.paypal.client_id', label: 'Client ID' },
        { name: 'billing.paypal.secret', label: 'Secret' },
        { name: 'billing.paypal.webhook_id', label: 'Webhook ID' },
        {
          name: 'billing.paypal.mode',
          label: 'Mode',
          optionLabels: { '': 'From environment (PAYPAL_MODE)', sandbox: 'Sandbox', live: 'Live' },
        },
      ],
    },
  ],
  localization: [
    {
      title: 'Language',
      fields: [
        {
          name: 'i18n.default_localization',
          label: 'Default language',
          description: 'Language code (e.g. en) used for visitors and for users who have not picked one.',
        },
      ],
    },
  ],
  authentication: [
    {
      title: 'Registration',
      fields: [
        { name: 'registration.disable', label: 'Disable registration', description: 'New accounts can then only join through an invite.' },
        {
          name: 'require_email_confirmation',
          label: 'Require e-mail confirmation',
          description: 'New users must confirm their address before using the site.',
        },
        {
          name: 'registration.extra_fields',
          label: 'Extra fields',
          description: 'Asked on the register form after the password; answers show on the user page in the admin area.',
          editor: 'registration-fields',
        },
      ],
    },
    {
      title: 'Social login',
      fields: [
        { name: 'social.compact_buttons', label: 'Compact social buttons', description: 'Icons only instead of full-width buttons.' },
      ],
    },
    provider('google', 'Google'),
    provider('facebook', 'Facebook'),
    provider('twitter', 'Twitter'),
    provider('envato', 'Envato'),
  ],
  uploading: [
    {
      title: 'Limits',
      fields: [
        { name: 'uploads.max_size_mb', label: 'Maximum file size (MB)' },
        { name: 'uploads.chunk_size_mb', label: 'Chunk size for resumable uploads (MB)' },
        { name: 'uploads.disable_tus', label: 'Disable resumable uploads', description: 'Large files are then sent in one request.' },
        { name: 'uploads.s3_direct_upload', label: 'Upload straight to S3', description: 'Only applies when the storage driver is S3.' },
      ],
    },
    {
      title: 'File types',
      description: 'One per line: an extension (mp4) or a mime pattern (video/*).',
      fields: [
        { name: 'uploads.allowed_extensions', label: 'Allowed types', description: 'Empty allows every type that is not blocked.' },
        { name: 'uploads.blocked_extensions', label: 'Blocked types' },
      ],
    },
  ],
  'outgoing-email': [
    {
      title: 'Contact form',
      fields: [
        {
          name: 'contact.email',
          label: 'Contact form recipient',
          description: "Where contact messages go. Empty sends them to the first admin's address.",
        },
      ],
    },
  ],
  cache: [],
  analytics: [
    {
      title: 'Analytics service',
      description:
        'Page views are sent from every page, including each in-app navigation. The script gets the page’s security nonce and its host is allowed by the page’s policy.',
      fields: [
        {
          name: 'analytics.provider',
          label: 'Provider',
          optionLabels: {
            none: 'None',
            plausible: 'Plausible (privacy-friendly, no cookies)',
            umami: 'Umami (privacy-friendly, no cookies)',
            ga4: 'Google Analytics 4',
            custom: 'Custom tracking snippet',
          },
        },
        {
          name: 'analytics.tracking_code',
          label: 'Site ID',
          description:
            'Plausible: the domain as added there (example.com). Umami: the website ID. Google Analytics: the measurement ID (G-…).',
        },
        {
          name: 'analytics.script_url',
          label: 'Self-hosted script address',
          description: 'Plausible or Umami on your own server, e.g. https://stats.example.com/script.js. Empty uses the provider’s cloud.',
        },
      ],
    },
    {
      title: 'Custom tracking snippet',
      description:
        'Used when the provider is "Custom tracking snippet" (e.g. Matomo). Only <script> and <noscript> elements; inline event handlers are not allowed.',
      fields: [
        { name: 'analytics.custom_code', label: 'Snippet', multiline: true },
        {
          name: 'analytics.script_origins',
          label: 'Other script hosts',
          description:
            'One per line: origins the snippet loads further scripts from (https://matomo.example.com). Hosts in src attributes are added by themselves.',
        },
      ],
    },
  ],
  logging: [
    {
      title: 'Retention',
      fields: [
        {
          name: 'logging.error_log_days',
          label: 'Keep logs for (days)',
          description: 'Older error, schedule and e-mail log entries and log files are deleted nightly.',
        },
        {
          name: 'notifications.keep_days',
          label: 'Keep read notifications for (days)',
          description: "Users' read notifications older than this are deleted nightly. Unread ones are kept.",
        },
      ],
    },
    {
      title: 'Browser errors',
      fields: [
        {
          name: 'logging.client_error_sample_rate',
          label: 'Sample rate',
          description:
            "Share of visitors' uncaught errors that their browser reports to the error log, from 0 (off) to 1 (all). The default is 0.2.",
        },
      ],
    },
  ],
  queue: [],
  websockets: [],
  recaptcha: [
    {
      title: 'Keys',
      description: 'reCAPTCHA v3 keys from the Google admin console.',
      fields: [
        { name: 'recaptcha.site_key', label: 'Site key' },
        { name: 'recaptcha.secret_key', label: 'Secret key' },
        { name: 'recaptcha.threshold', label: 'Score threshold', description: 'From 0 to 1: requests scoring below it are refused.' },
      ],
    },
    {
      title: 'Protected forms',
      fields: [
        { name: 'recaptcha.enable.register', label: 'Registration form' },
        { name: 'recaptcha.enable.contact', label: 'Contact form' },
      ],
    },
  ],
  gdpr: [
    {
      title: 'Cookie notice',
      fields: [
        { name: 'cookie_notice.enable', label: 'Show the cookie notice' },
        { name: 'cookie_notice.position', label: 'Position', optionLabels: { top: 'Top', bottom: 'Bottom' } },
        { name: 'cookie_notice.button', label: 'Button label' },
        {
          name: 'cookie_notice.button_link',
          label: '"Learn more" link',
          description: 'A page explaining your cookie use. Empty hides the link.',
        },
      ],
    },
    {
      title: 'Your data',
      description: 'What users can bring in from other services and take with them, from their account settings.',
      fields: [
        {
          name: 'import.enabled',
          label: 'Allow importing data',
          description: 'Letterboxd, IMDb and Trakt exports: ratings, watchlists, lists and diaries.',
        },
        { name: 'import.max_file_mb', label: 'Largest import file (MB)' },
        {
          name: 'export.enabled',
          label: 'Allow "Download my data"',
          description: 'A ZIP of everything a user gave the site, e-mailed as a link valid for 24 hours.',
        },
      ],
    },
  ],
  search: [],
  videos: [
    {
      title: 'Processing',
      fields: [
        {
          name: 'videos.renditions',
          label: 'Rendition ladder',
          description:
            'The HLS renditions made from each upload, never above the source’s height (a smaller source gets one at its own size). Applies to videos processed from now on.',
          optionLabels: { '360': '360p (800 kb/s)', '720': '720p (2.8 Mb/s)', '1080': '1080p (5 Mb/s)' },
        },
      ],
    },
    {
      title: 'Playback',
      fields: [
        {
          name: 'videos.default_quality',
          label: 'Default quality',
          description: 'Where the player starts; viewers can still change it in the player’s settings.',
          optionLabels: {
            auto: 'Automatic (adapts to the connection)',
            lowest: 'Lowest',
            '360': '360p',
            '720': '720p',
            '1080': '1080p',
            highest: 'Highest',
          },
        },
        {
          name: 'videos.autoplay_next',
          label: 'Play the next episode automatically',
          description: 'A 10-second countdown at the end of an episode, which viewers can cancel.',
        },
        {
          name: 'videos.resume',
          label: 'Resume where the viewer stopped',
          description: 'Signed-in viewers continue from their last position.',
        },
      ],
    },
  ],
  content: [
    {
      title: 'TMDB import',
      description: 'Importing titles and people from The Movie Database.',
      fields: [
        {
          name: 'tmdb.api_key',
          label: 'TMDB API key',
          description: 'A v3 API key or a v4 read access token. Empty falls back to the TMDB_API_KEY environment variable.',
        },
        { name: 'tmdb.language', label: 'Import language', description: 'Language of imported texts, e.g. en-US.' },
      ],
    },
    {
      title: 'Search engines',
      fields: [
        {
          name: 'seo.robots_extra',
          label: 'Extra robots.txt lines',
          description: 'Added before the Sitemap line, e.g. "Disallow: /lists".',
          multiline: true,
        },
      ],
    },
  ],
};
