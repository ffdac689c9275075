import { z } from 'zod';
import { id, messageBody, page, text, timestamp } from '../../../http/response-schemas';
import { userSummary } from '../profiles/community-common';
import { lazySchema } from '../../../http/lazy-schema';

// Success bodies of the report queue and of the moderation lists of comments and reviews.

/** What a comment or review is about (moderation.present.ts loadTargets). */
const moderationTarget = lazySchema(() =>
  z.looseObject({
    type: z.enum(['title', 'episode', 'news', 'list']),
    id,
    name: z.string(),
    title: z
      .looseObject({ id, slug: z.string(), name: z.string() })
      .optional()
      .meta({ description: 'Titles and episodes: the title, to build links.' }),
    season_number: z.int().optional(),
    episode_number: z.int().optional(),
    slug: z.string().optional().meta({ description: 'Lists: the slug of /lists/{slugOrId}.' }),
  }),
);

/** GET moderation/{type}: a page of rows, each `fields` with its author, report count, target and date. */
export const moderationPage = <T extends z.core.$ZodLooseShape>(fields: T) =>
  z.looseObject({
    pagination: page(
      z.looseObject({
        id,
        user: userSummary.nullable(),
        ...fields,
        reports_count: z.int(),
        target: moderationTarget.nullable().meta({ description: 'null when what it is about was deleted.' }),
        created_at: timestamp,
      }),
    ),
  });

const author = { user_id: id, user: userSummary.nullable() };

/** GET reports: the admin queue, each report with its reporter and the reported text with its author. */
export const reportPage = lazySchema(() =>
  z.looseObject({
    pagination: page(
      z.looseObject({
        id,
        type: z.enum(['review', 'comment']),
        reportable_id: id,
        reason: z.string(),
        created_at: timestamp,
        reporter: userSummary.nullable(),
        reportable: z
          .union([
            z.looseObject({
              id,
              ...author,
              title: text,
              body: z.string(),
              reviewable_type: z.enum(['title', 'episode']),
              reviewable_id: id,
            }),
            z.looseObject({
              id,
              ...author,
              user_id: id.nullable(),
              content: z.string(),
              commentable_type: z.enum(['title', 'episode', 'news', 'list']),
              commentable_id: id,
            }),
          ])
          .nullable()
          .meta({ description: 'The reported review or comment (null when it was deleted).' }),
      }),
    ),
  }),
);

/** POST {reviews,comments}/{id}/report: the report was sent (a second report replaces the reason). */
export const reportedBody = messageBody;

export const dismissedReports = lazySchema(() =>
  z.looseObject({ deleted: z.int().meta({ description: 'How many reports were dismissed.' }) }),
);
