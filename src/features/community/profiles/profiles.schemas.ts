import { z } from 'zod';
import { id, messageBody, page, text, timestamp } from '../../../http/response-schemas';
import { lazySchema } from '../../../http/lazy-schema';

const banner = lazySchema(() =>
  z
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
    .nullish(),
);

export const updateProfileBody = lazySchema(() =>
  z.object({
    name: z.string().trim().min(1, 'The name is required.').max(255, 'The name may not be longer than 255 characters.').optional(),
    bio: z.string().trim().max(2000, 'The bio may not be longer than 2000 characters.').nullish(),
    banner,
    hide_ratings: z.boolean().optional(),
    hide_lists: z.boolean().optional(),
  }),
);
export type UpdateProfileBody = z.infer<typeof updateProfileBody>;

export const profileTabs = ['lists', 'ratings', 'reviews', 'comments', 'followers', 'followed-users'] as const;

// Success bodies (responds.ts).

/** A user as the community pages show them (presentUserSummary): never an e-mail address. */
export const communityUser = lazySchema(() =>
  z.looseObject({
    id,
    name: z.string(),
    slug: z.string(),
    avatar: text,
  }),
);

const count = lazySchema(() => z.int());

const profile = lazySchema(() =>
  communityUser.extend({
    bio: text,
    banner: text,
    created_at: timestamp,
    counts: z.looseObject({
      lists: count.nullable().meta({ description: 'null when the user keeps their lists private from this viewer.' }),
      ratings: count.nullable().meta({ description: 'null when the user keeps their ratings private from this viewer.' }),
      reviews: count,
      comments: count,
      followers: count,
      followed_users: count,
      followed_content: count.meta({ description: 'The series and people the user follows.' }),
    }),
    is_following: z.boolean().meta({ description: 'Whether the signed-in viewer follows the user.' }),
    is_own: z.boolean(),
    privacy: z.looseObject({ hide_ratings: z.boolean(), hide_lists: z.boolean() }),
  }),
);

export const profileAnswer = lazySchema(() => z.looseObject({ profile }));

/** A profile tab: its items are the lists, ratings, reviews, comments or users (with followed_at) the tab names. */
export const profileTabPage = lazySchema(() =>
  z.looseObject({
    pagination: page(
      z.looseObject({ id }).meta({
        description: 'By tab: a list, a rating with its item, a review, a comment, or a user with followed_at (followers, followed-users).',
      }),
    ),
  }),
);

export const bannerUploaded = lazySchema(() => messageBody.extend({ banner: z.string() }));
export const bannerRemoved = lazySchema(() => messageBody.extend({ banner: z.null() }));
