import { z } from 'zod';

const banner = z
  .string()
  .trim()
  .max(1000, 'The banner may not be longer than 1000 characters.')
  // A file on this site's storage or an http(s) URL: never javascript: or data: URLs, and no other
  // same-site path (an <img> pointing at /api/... would make the viewer's browser call it).
  .refine(
    (v) => v === '' || /^https?:\/\/[^\s"'<>`]+$/i.test(v) || (/^\/storage\/[^\s"'<>`]*$/.test(v) && !v.includes('..')),
    'The banner must be an http(s) URL or an uploaded file.',
  )
  .transform((v) => v || null)
  .nullish();

export const updateProfileBody = z.object({
  name: z.string().trim().min(1, 'The name is required.').max(255, 'The name may not be longer than 255 characters.').optional(),
  bio: z.string().trim().max(2000, 'The bio may not be longer than 2000 characters.').nullish(),
  banner,
  hide_ratings: z.boolean().optional(),
  hide_lists: z.boolean().optional(),
});
export type UpdateProfileBody = z.infer<typeof updateProfileBody>;

export const profileTabs = ['lists', 'ratings', 'reviews', 'comments', 'followers', 'followed-users'] as const;
