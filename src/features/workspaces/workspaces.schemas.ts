import { z } from 'zod';
import { positiveId } from '../community/profiles/community-common';

const name = z
  .string({ error: 'The name is required.' })
  .trim()
  .min(1, 'The name is required.')
  .max(100, 'The name may not be longer than 100 characters.');

export const workspaceBody = z.object({ name });
export type WorkspaceBody = z.infer<typeof workspaceBody>;

/** The roles an invite or a role change may give: the owner role moves only by transfer. */
export const assignableRole = z.enum(['admin', 'member'], { error: 'The role must be admin or member.' });

export const inviteBody = z.object({
  emails: z
    .array(
      z
        .string({ error: 'Enter a valid email address.' })
        .trim()
        .toLowerCase()
        .pipe(z.email('Enter a valid email address.').max(255, 'The email may not be longer than 255 characters.')),
      { error: 'Enter at least one email address.' },
    )
    .min(1, 'Enter at least one email address.')
    .max(20, 'Invite at most 20 people at once.'),
  role: assignableRole.default('member'),
});
export type InviteBody = z.infer<typeof inviteBody>;

export const memberRoleBody = z.object({ role: assignableRole });

export const transferBody = z.object({ user_id: positiveId });

export const workspaceParam = z.object({ id: positiveId });
export const memberParam = z.object({ id: positiveId, userId: positiveId });
export const inviteParam = z.object({ id: positiveId, inviteId: positiveId });
/** The invite token of the spec calls (its inviteId): URL-safe, as we issue it. */
export const tokenParam = z.object({ inviteId: z.string().min(1).max(255) });
