import { z } from 'zod';
import { id, text, timestamp } from '../../http/response-schemas';
import { positiveId } from '../community/profiles/community-common';
import { lazySchema } from '../../http/lazy-schema';

const name = lazySchema(() =>
  z
    .string({ error: 'The name is required.' })
    .trim()
    .min(1, 'The name is required.')
    .max(100, 'The name may not be longer than 100 characters.'),
);

export const workspaceBody = lazySchema(() => z.object({ name }));
export type WorkspaceBody = z.infer<typeof workspaceBody>;

/** The roles an invite or a role change may give: the owner role moves only by transfer. */
export const assignableRole = lazySchema(() => z.enum(['admin', 'member'], { error: 'The role must be admin or member.' }));

export const inviteBody = lazySchema(() =>
  z.object({
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
  }),
);
export type InviteBody = z.infer<typeof inviteBody>;

export const memberRoleBody = lazySchema(() => z.object({ role: assignableRole }));

export const transferBody = lazySchema(() => z.object({ user_id: positiveId }));

export const workspaceParam = lazySchema(() => z.object({ id: positiveId }));
export const memberParam = lazySchema(() => z.object({ id: positiveId, userId: positiveId }));
export const inviteParam = lazySchema(() => z.object({ id: positiveId, inviteId: positiveId }));
/** The invite token of the spec calls (its inviteId): URL-safe, as we issue it. */
export const tokenParam = lazySchema(() => z.object({ inviteId: z.string().min(1).max(255) }));

// Success bodies (responds.ts), as workspaces.present.ts writes them.

const workspaceRole = lazySchema(() => z.enum(['owner', 'admin', 'member']));

/** The contract's WorkspaceSummary, as the signed-in user sees it. */
export const workspace = lazySchema(() =>
  z.looseObject({
    id,
    name: z.string(),
    default: z.boolean().meta({ description: 'True only for the personal space (id 0) of bootstrap data.' }),
    owner_id: id,
    role: workspaceRole.meta({ description: "The signed-in user's role in the workspace." }),
    members_count: z.int(),
    created_at: timestamp,
  }),
);

export const workspaceMember = lazySchema(() =>
  z.looseObject({
    id: id.meta({ description: "The member's user id." }),
    name: z.string(),
    email: z.string(),
    image: text,
    role: workspaceRole,
    joined_at: timestamp,
  }),
);

export const workspaceInvite = lazySchema(() =>
  z.looseObject({
    id,
    email: z.string(),
    role: assignableRole.meta({ description: 'The role the invitee gets on joining.' }),
    status: z.enum(['pending', 'accepted', 'declined', 'cancelled']),
    expires_at: timestamp,
    created_at: timestamp,
    inviter: z.looseObject({ id, name: z.string() }).nullable(),
  }),
);

export const workspaceResponse = lazySchema(() => z.looseObject({ workspace }));
export const workspaceListBody = lazySchema(() => z.looseObject({ workspaces: z.array(workspace) }));
export const workspaceDetailBody = lazySchema(() =>
  z.looseObject({
    workspace: workspace.extend({
      members: z.array(workspaceMember).meta({ description: 'The owner first, then everyone by when they joined.' }),
      invites: z.array(workspaceInvite).meta({ description: 'Pending invites; empty unless the user is an owner or admin.' }),
    }),
  }),
);
export const invitesBody = lazySchema(() => z.looseObject({ invites: z.array(workspaceInvite) }));
export const inviteResponse = lazySchema(() => z.looseObject({ invite: workspaceInvite }));
export const memberBody = lazySchema(() => z.looseObject({ member: workspaceMember }));
export const joinedBody = lazySchema(() => workspaceResponse.extend({ message: z.string() }));
