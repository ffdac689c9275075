import type { SettingsStore } from '../features/operations/settings/settings.store';
import type { SeoKind } from './seo.settings';

// Filling the editable SEO templates: {{PLACEHOLDER}} -> value, then tidying what an empty value
// leaves behind ("Name () - Site" -> "Name - Site").

export type SeoValues = Record<string, string | number | null | undefined>;

/** Plain text of HTML or long text, cut at a word boundary. */
export function plainText(text: string | null | undefined, max = 160) {
  const plain = (text ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  if (plain.length <= max) return plain;
  return `${plain.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
}

export function fillTemplate(template: string, values: SeoValues) {
  return template
    .replace(/\{\{\s*([A-Z_]+)\s*\}\}/g, (_, name: string) => {
      const v = values[name];
      return v === null || v === undefined ? '' : String(v);
    })
    .replace(/\(\s*\)|\[\s*\]/g, '')
    .replace(/\s+([,:.)])/g, '$1')
    .replace(/\s{2,}/g, ' ')
    .replace(/^[\s\-–|:·]+|[\s\-–|:·]+$/g, '')
    .replace(/(\s[-–|·]\s)(?:[-–|·]\s)+/g, '$1')
    .trim();
}

/** The page title and description of one kind, from the templates in the settings. */
export function renderSeo(settings: SettingsStore, kind: SeoKind, values: SeoValues) {
  const all = {
    SITE_NAME: settings.get<string>('branding.site_name'),
    SITE_DESCRIPTION: settings.get<string>('branding.site_description'),
    ...values,
  };
  const title = fillTemplate(settings.get<string>(`seo.${kind}.title`), all) || all.SITE_NAME;
  const description =
    plainText(fillTemplate(settings.get<string>(`seo.${kind}.description`), all), 300) || plainText(all.SITE_DESCRIPTION as string);
  return { title, description };
}

/** An absolute URL for a path on this site; absolute URLs pass through. */
export function absoluteUrl(appUrl: string, pathOrUrl: string | null | undefined) {
  if (!pathOrUrl) return undefined;
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${appUrl}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}
