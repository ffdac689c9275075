import { z } from 'zod';
import { defineSettings } from './define';

// The public landing page (/landing, or / when homepage.type is 'landing'), edited in the
// appearance editor. Stored as six settings under `landing.*` so a save reports field errors per
// part; `landingConfigSchema` validates the whole config at once (the web shares it).

/**
 * In-app paths ('/movies') or http(s) URLs: never javascript: or data: links, nor paths a browser
 * reads as another host ('//host', '/\host', or with tabs and newlines it strips).
 */
export const isSafeLink = (v: string) =>
  !/[\s\u0000-\u001f\\]/.test(v) && ((v.startsWith('/') && !v.startsWith('//')) || /^https?:\/\/[^/]+/i.test(v));

const link = z
  .string()
  .trim()
  .min(1, 'Enter a link.')
  .max(1000)
  .refine(isSafeLink, 'Enter a path like /movies or a full https:// address.');

/** Empty means the built-in artwork. */
const imageUrl = z
  .string()
  .trim()
  .max(1000)
  .refine((v) => v === '' || isSafeLink(v), 'Enter an image path like /storage/hero.jpg or a full https:// address.');

const itemId = z.string().min(1).max(64);

/** Icons a secondary feature may show (the web maps each to a lucide icon). */
export const landingIcons = [
  'film',
  'tv',
  'star',
  'bell',
  'users',
  'smartphone',
  'list',
  'bookmark',
  'play',
  'search',
  'download',
  'globe',
  'heart',
  'shield',
  'sparkles',
  'zap',
  'clapperboard',
  'popcorn',
] as const;
export type LandingIcon = (typeof landingIcons)[number];

export const landingActionSchema = z.object({
  id: itemId,
  label: z.string().trim().min(1, 'Enter a label.').max(60, 'Use at most 60 characters.'),
  action: link,
  type: z.enum(['primary', 'secondary'], { message: 'Pick primary or secondary.' }),
});

export const landingPrimaryFeatureSchema = z.object({
  id: itemId,
  title: z.string().trim().min(1, 'Enter a title.').max(120, 'Use at most 120 characters.'),
  description: z.string().trim().max(1000, 'Use at most 1000 characters.'),
  image: imageUrl,
});

export const landingSecondaryFeatureSchema = z.object({
  id: itemId,
  icon: z.enum(landingIcons, { message: 'Pick an icon.' }),
  title: z.string().trim().min(1, 'Enter a title.').max(80, 'Use at most 80 characters.'),
  description: z.string().trim().max(400, 'Use at most 400 characters.'),
});

export const LANDING_LIMITS = { actions: 4, primary: 8, secondary: 12 } as const;

export const landingHeadline = z.string().trim().min(1, 'Enter a headline.').max(120, 'Use at most 120 characters.');
export const landingSubheadline = z.string().trim().max(300, 'Use at most 300 characters.');
export const landingActions = z.array(landingActionSchema).max(LANDING_LIMITS.actions, `Add at most ${LANDING_LIMITS.actions} buttons.`);
export const landingPrimaryFeatures = z
  .array(landingPrimaryFeatureSchema)
  .max(LANDING_LIMITS.primary, `Add at most ${LANDING_LIMITS.primary} primary features.`);
export const landingSecondaryFeatures = z
  .array(landingSecondaryFeatureSchema)
  .max(LANDING_LIMITS.secondary, `Add at most ${LANDING_LIMITS.secondary} secondary features.`);

export const landingConfigSchema = z.object({
  headline: landingHeadline,
  subheadline: landingSubheadline,
  background_image: imageUrl,
  actions: landingActions,
  primary_features: landingPrimaryFeatures,
  secondary_features: landingSecondaryFeatures,
});

export type LandingConfig = z.infer<typeof landingConfigSchema>;
export type LandingAction = z.infer<typeof landingActionSchema>;
export type LandingPrimaryFeature = z.infer<typeof landingPrimaryFeatureSchema>;
export type LandingSecondaryFeature = z.infer<typeof landingSecondaryFeatureSchema>;

/** What a fresh install shows: finished copy for a movie and TV site. */
export const defaultLandingConfig: LandingConfig = {
  headline: 'Every movie and show, all in one place.',
  subheadline:
    'Browse thousands of films and series, follow the people who make them, keep a watchlist and stream trailers and full episodes on any screen.',
  background_image: '',
  actions: [
    { id: 'get-started', label: 'Get started', action: '/register', type: 'primary' },
    { id: 'browse', label: 'Browse movies', action: '/movies', type: 'secondary' },
  ],
  primary_features: [
    {
      id: 'discover',
      title: 'Find something to watch tonight',
      description:
        'Trending titles, new releases and hand-picked collections on a home page that changes every day. Filter by genre, year and rating and find your next favourite in seconds.',
      image: '',
    },
    {
      id: 'stream',
      title: 'Trailers and full episodes, anywhere',
      description:
        'Stream on your phone, tablet, laptop or TV. Pick up where you left off, switch quality on the fly and turn on subtitles in your language.',
      image: '',
    },
    {
      id: 'track',
      title: 'Keep track of everything you love',
      description: 'Add titles to your watchlist, rate what you have seen, write reviews and build lists to share with friends.',
      image: '',
    },
  ],
  secondary_features: [
    {
      id: 'catalogue',
      icon: 'film',
      title: 'A huge catalogue',
      description: 'Movies and series with cast, crew, seasons, episodes, images and videos.',
    },
    {
      id: 'ratings',
      icon: 'star',
      title: 'Ratings and reviews',
      description: 'See what critics and viewers think, then add your own score and review.',
    },
    {
      id: 'alerts',
      icon: 'bell',
      title: 'Never miss a release',
      description: 'Get notified when a show you follow airs a new episode or a film you want arrives.',
    },
    {
      id: 'people',
      icon: 'users',
      title: 'Cast and crew',
      description: 'Explore filmographies and find every title your favourite actor has appeared in.',
    },
    {
      id: 'devices',
      icon: 'smartphone',
      title: 'On every screen',
      description: 'A fast site that works as well on a phone as it does on a big screen.',
    },
    {
      id: 'lists',
      icon: 'list',
      title: 'Lists for every mood',
      description: 'Curate lists for movie nights and binge weekends and share them with everyone.',
    },
  ],
};

/** Setting name of each config field (nested as `landing.<field>` in the bootstrap data). */
export const landingSettingNames = {
  headline: 'landing.headline',
  subheadline: 'landing.subheadline',
  background_image: 'landing.background_image',
  actions: 'landing.actions',
  primary_features: 'landing.primary_features',
  secondary_features: 'landing.secondary_features',
} as const satisfies Record<keyof LandingConfig, string>;

// Every part is public: visitors render the page from the bootstrap data; nothing here is secret.
export const landingSettings = defineSettings({
  'landing.headline': { schema: landingHeadline, default: defaultLandingConfig.headline, public: true },
  'landing.subheadline': { schema: landingSubheadline, default: defaultLandingConfig.subheadline, public: true },
  'landing.background_image': { schema: imageUrl, default: defaultLandingConfig.background_image, public: true },
  'landing.actions': { schema: landingActions, default: defaultLandingConfig.actions, public: true },
  'landing.primary_features': { schema: landingPrimaryFeatures, default: defaultLandingConfig.primary_features, public: true },
  'landing.secondary_features': { schema: landingSecondaryFeatures, default: defaultLandingConfig.secondary_features, public: true },
});
