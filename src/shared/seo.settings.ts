import { z } from 'zod';
import { defineSettings } from './settings/define';

// Editable SEO templates per page kind (appearance editor, "seo-settings"). Placeholders are
// written {{NAME}}; the ones each kind understands are listed in seoPlaceholders.

const template = z.string().max(1000);

export const seoPlaceholders = {
  title: ['SITE_NAME', 'TITLE_NAME', 'TITLE_YEAR', 'TITLE_TYPE', 'TITLE_DESCRIPTION', 'TITLE_TAGLINE', 'TITLE_GENRES'],
  season: ['SITE_NAME', 'TITLE_NAME', 'TITLE_YEAR', 'SEASON_NUMBER', 'SEASON_NAME', 'SEASON_DESCRIPTION'],
  episode: ['SITE_NAME', 'TITLE_NAME', 'SEASON_NUMBER', 'EPISODE_NUMBER', 'EPISODE_NAME', 'EPISODE_DESCRIPTION'],
  watch: ['SITE_NAME', 'VIDEO_NAME', 'TITLE_NAME', 'TITLE_YEAR', 'TITLE_DESCRIPTION'],
  person: ['SITE_NAME', 'PERSON_NAME', 'PERSON_KNOWN_FOR', 'PERSON_BIOGRAPHY'],
  landing: ['SITE_NAME', 'SITE_DESCRIPTION'],
  news: ['SITE_NAME', 'ARTICLE_TITLE', 'ARTICLE_BODY', 'ARTICLE_SOURCE'],
  channel: ['SITE_NAME', 'SITE_DESCRIPTION', 'CHANNEL_NAME', 'CHANNEL_DESCRIPTION', 'RESTRICTION'],
} as const;

export type SeoKind = keyof typeof seoPlaceholders;

const kinds: Record<SeoKind, { title: string; description: string }> = {
  title: { title: '{{TITLE_NAME}} ({{TITLE_YEAR}}) - {{SITE_NAME}}', description: '{{TITLE_DESCRIPTION}}' },
  season: { title: '{{TITLE_NAME}}: Season {{SEASON_NUMBER}} - {{SITE_NAME}}', description: '{{SEASON_DESCRIPTION}}' },
  episode: {
    title: '{{TITLE_NAME}} S{{SEASON_NUMBER}}E{{EPISODE_NUMBER}}: {{EPISODE_NAME}} - {{SITE_NAME}}',
    description: '{{EPISODE_DESCRIPTION}}',
  },
  watch: { title: 'Watch {{VIDEO_NAME}} - {{SITE_NAME}}', description: '{{TITLE_DESCRIPTION}}' },
  person: { title: '{{PERSON_NAME}} - {{SITE_NAME}}', description: '{{PERSON_BIOGRAPHY}}' },
  landing: { title: '{{SITE_NAME}}', description: '{{SITE_DESCRIPTION}}' },
  news: { title: '{{ARTICLE_TITLE}} - {{SITE_NAME}}', description: '{{ARTICLE_BODY}}' },
  channel: { title: '{{CHANNEL_NAME}} - {{SITE_NAME}}', description: '{{CHANNEL_DESCRIPTION}}' },
};

export const seoSettings = defineSettings({
  /** Extra robots.txt lines (e.g. `Disallow: /lists`), added before the Sitemap line. */
  'seo.robots_extra': { schema: z.string().max(5000), default: '' },
  ...(Object.fromEntries(
    Object.entries(kinds).flatMap(([kind, t]) => [
      [`seo.${kind}.title`, { schema: template, default: t.title }],
      [`seo.${kind}.description`, { schema: template, default: t.description }],
    ]),
  ) as Record<`seo.${SeoKind}.${'title' | 'description'}`, { schema: typeof template; default: string }>),
});
