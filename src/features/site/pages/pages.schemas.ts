import { z } from 'zod';
import { pageQuery } from '../../../http/pagination';
import { id, messageBody, page, timestamp } from '../../../http/response-schemas';
import { lazySchema } from '../../../http/lazy-schema';

const slug = lazySchema(() =>
  z
    .string()
    .trim()
    .toLowerCase()
    .max(200)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lowercase letters, numbers and dashes.')
    .refine((s) => !/^\d+$/.test(s), 'A slug cannot be only digits.'),
);

const meta = lazySchema(() => z.object({ description: z.string().trim().max(500).optional() }));

export const createCustomPageSchema = lazySchema(() =>
  z.object({
    title: z.string().trim().min(1, 'The title is required.').max(255),
    /** Generated from the title when left out. */
    slug: slug.optional(),
    body: z.string().max(500_000).default(''),
    meta: meta.default({}),
    hide_nav: z.boolean().default(false),
  }),
);

export const updateCustomPageSchema = lazySchema(() =>
  z.object({
    title: z.string().trim().min(1, 'The title is required.').max(255).optional(),
    slug: slug.optional(),
    body: z.string().max(500_000).optional(),
    meta: meta.optional(),
    hide_nav: z.boolean().optional(),
  }),
);

export const customPageListQuery = lazySchema(() =>
  pageQuery.extend({
    query: z.string().trim().max(100).optional(),
    orderBy: z.enum(['id', 'title', 'slug', 'created_at', 'updated_at']).default('updated_at'),
    orderDir: z.enum(['asc', 'desc']).default('desc'),
  }),
);

export const contactSchema = lazySchema(() =>
  z.object({
    name: z.string({ error: 'The name is required.' }).trim().min(1, 'The name is required.').max(255),
    email: z
      .string({ error: 'The email is required.' })
      .trim()
      .min(1, 'The email is required.')
      .pipe(z.email('Enter a valid email address.').max(255)),
    message: z.string({ error: 'The message is required.' }).trim().min(1, 'The message is required.').max(10_000),
    /** reCAPTCHA v3 token; required when the contact human check is enabled in settings. */
    recaptcha_token: z.string().max(4000).optional(),
  }),
);

export const CONTACT_SUBMITTED = 'Your message has been submitted.';

export type CreateCustomPageInput = z.infer<typeof createCustomPageSchema>;
export type UpdateCustomPageInput = z.infer<typeof updateCustomPageSchema>;
export type CustomPageListQuery = z.infer<typeof customPageListQuery>;
export type ContactInput = z.infer<typeof contactSchema>;

export interface CustomPagePayload {
  id: number;
  title: string;
  slug: string;
  body: string;
  meta: { description?: string };
  hide_nav: boolean;
  user_id: number | null;
  created_at: string;
  updated_at: string;
}

// Success bodies (src/http/responds.ts): a page as presentPage writes it.

export const customPage = lazySchema(() =>
  z.looseObject({
    id,
    title: z.string(),
    slug: z.string(),
    body: z.string().meta({ description: 'Sanitized HTML.' }),
    meta: z.looseObject({ description: z.string().optional() }),
    hide_nav: z.boolean().meta({ description: 'The page is shown without the site navigation.' }),
    user_id: id.nullable(),
    created_at: timestamp,
    updated_at: timestamp,
  }),
);

export const customPageList = lazySchema(() => z.looseObject({ pagination: page(customPage) }));
/** What the web sets as document title and meta tags of a public page. */
export const seoTags = lazySchema(() =>
  z.looseObject({ title: z.string(), description: z.string(), canonical: z.string(), type: z.string() }),
);
export const customPageShown = lazySchema(() => z.looseObject({ page: customPage, seo: seoTags, set_seo: z.boolean() }));
export const customPageSaved = lazySchema(() => messageBody.extend({ page: customPage }));
