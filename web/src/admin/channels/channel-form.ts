import { type AdminChannel, type ChannelInput, type ContentType } from './api';
import { textValues } from '../kit/field-props';

// The channel editor's form values (strings for number inputs) and the request body made of them.

export type ChannelFormValues = {
  name: string;
  slug: string;
  description: string;
  layout: string;
  content_type: ContentType;
  auto_update: string;
  restriction: string;
  hide_title: boolean;
  seo_title: string;
  seo_description: string;
  limit: string;
  perPage: string;
  nestedLimit: string;
  genre: string;
  keyword: string;
  country: string;
  language: string;
  year: string;
};

export function formValuesOf(c: AdminChannel | null): ChannelFormValues {
  const f = c?.config.filters ?? {};
  return {
    ...textValues(c, ['name', 'slug', 'description', 'auto_update', 'restriction', 'seo_title', 'seo_description']),
    layout: c?.layout ?? 'grid',
    content_type: c?.content_type ?? 'titles',
    hide_title: c?.hide_title ?? false,
    limit: String(c?.config.limit ?? 50),
    perPage: String(c?.config.perPage ?? 24),
    nestedLimit: String(c?.config.nestedLimit ?? 20),
    genre: f.genre ?? '',
    keyword: f.keyword ?? '',
    country: f.country ?? '',
    language: f.language ?? '',
    year: f.year ? String(f.year) : '',
  };
}

const orNull = (v: string) => (v.trim() ? v.trim() : null);

export function inputOf(v: ChannelFormValues): ChannelInput {
  const filters = Object.fromEntries(
    (['genre', 'keyword', 'country', 'language'] as const).filter((k) => v[k].trim()).map((k) => [k, v[k].trim()]),
  ) as ChannelInput['config']['filters'];
  if (v.year.trim()) filters.year = Number(v.year);
  return {
    name: v.name,
    ...(v.slug.trim() ? { slug: v.slug.trim() } : {}),
    description: orNull(v.description),
    layout: v.layout,
    content_type: v.content_type,
    auto_update: orNull(v.auto_update),
    restriction: orNull(v.restriction),
    hide_title: v.hide_title,
    seo_title: orNull(v.seo_title),
    seo_description: orNull(v.seo_description),
    config: { limit: Number(v.limit), perPage: Number(v.perPage), nestedLimit: Number(v.nestedLimit), filters },
  };
}

/** Server error paths (config.filters.year) onto form field names (year). */
export const fieldOf = (path: string) => path.replace(/^config\.(filters\.)?/, '');
