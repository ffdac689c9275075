import { z } from 'zod';
import { defineSettings } from '../../../../shared/settings/define';
import { ANALYTICS_PROVIDERS, snippetProblem } from '../analytics';
import { lazySchema } from '../../../../http/lazy-schema';

// The settings of the analytics and videos tabs. Analytics values are read by the server only
// (it writes the tags into each page), so none of them is public; the player reads the video ones.

export const RENDITION_HEIGHTS = ['360', '720', '1080'] as const;
export const DEFAULT_QUALITIES = ['auto', 'lowest', ...RENDITION_HEIGHTS, 'highest'] as const;

const httpsUrl = lazySchema(() =>
  z
    .string()
    .max(500)
    .refine((v) => v === '' || /^https:\/\/[^\s"'<>]+$/i.test(v), 'Must be an https:// address.'),
);
const origin = lazySchema(() =>
  z
    .string()
    .max(200)
    .regex(/^https:\/\/[a-z0-9.-]+(:\d+)?$/i, 'Each line must be an origin such as https://stats.example.com.'),
);

export const operationsSettings = defineSettings({
  'analytics.provider': { schema: lazySchema(() => z.enum(ANALYTICS_PROVIDERS)), default: 'none' },
  /** Plausible: the site's domain; Umami: the website ID; Google Analytics 4: the measurement ID. */
  'analytics.tracking_code': {
    schema: lazySchema(() =>
      z
        .string()
        .max(100)
        .regex(/^[A-Za-z0-9.,:_-]*$/, 'Only letters, digits and . , : _ - are allowed.'),
    ),
    default: '',
  },
  /** A self-hosted Plausible or Umami script; empty uses the provider's cloud script. */
  'analytics.script_url': { schema: httpsUrl, default: '' },
  'analytics.custom_code': {
    schema: lazySchema(() =>
      z
        .string()
        .max(20_000, 'The snippet may be at most 20000 characters.')
        .superRefine((v, ctx) => {
          const problem = snippetProblem(v);
          if (problem) ctx.addIssue({ code: 'custom', message: problem });
        }),
    ),
    default: '',
  },
  /** Hosts a custom snippet loads further scripts from (added to the page's script-src). */
  'analytics.script_origins': { schema: lazySchema(() => z.array(origin).max(20)), default: [] },

  /** Heights media processing renders (never above the source's own height). */
  'videos.renditions': {
    schema: lazySchema(() => z.array(z.enum(RENDITION_HEIGHTS)).min(1, 'Choose at least one rendition.')),
    default: [...RENDITION_HEIGHTS],
  },
  'videos.default_quality': { schema: lazySchema(() => z.enum(DEFAULT_QUALITIES)), default: 'auto', public: true },
  'videos.autoplay_next': { schema: lazySchema(() => z.boolean()), default: true, public: true },
  'videos.resume': { schema: lazySchema(() => z.boolean()), default: true, public: true },
});
