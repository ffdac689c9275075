import { createRouter } from '../../http/app-env';
import { messageBody } from '../../http/response-schemas';
import { responds } from '../../http/responds';
import { validate } from '../../http/validate';
import { cancelInvite, declineInvite, inviteMembers, joinWorkspace, resendInvite } from './workspace-invites.service';
import {
  inviteBody,
  inviteResponse,
  inviteParam,
  invitesBody,
  joinedBody,
  memberBody,
  memberParam,
  memberRoleBody,
  tokenParam,
  transferBody,
  workspaceBody,
  workspaceResponse,
  workspaceDetailBody,
  workspaceListBody,
  workspaceParam,
} from './workspaces.schemas';
import {
  changeMemberRole,
  createWorkspace,
  deleteWorkspace,
  leaveWorkspace,
  myWorkspaces,
  removeMember,
  showWorkspace,
  transferOwnership,
  updateWorkspace,
} from './workspaces.service';

const ID = '{[0-9]+}';

/** /api/v1/workspaces: the user's workspaces, their members and invites. */
export const workspacesRoutes = createRouter()
  .get('/', responds(workspaceListBody), async (c) => c.json({ workspaces: await myWorkspaces(c.var) }))
  .post('/', validate('json', workspaceBody), responds(workspaceResponse), async (c) =>
    c.json({ workspace: await createWorkspace(c.var, c.req.valid('json')) }, 201),
  )
  .get(`/:id${ID}`, validate('param', workspaceParam), responds(workspaceDetailBody), async (c) =>
    c.json({ workspace: await showWorkspace(c.var, c.req.valid('param').id) }),
  )
  .put(`/:id${ID}`, validate('param', workspaceParam), validate('json', workspaceBody), responds(workspaceResponse), async (c) =>
    c.json({ workspace: await updateWorkspace(c.var, c.req.valid('param').id, c.req.valid('json')) }),
  )
  .delete(`/:id${ID}`, validate('param', workspaceParam), responds(messageBody), async (c) =>
    c.json(await deleteWorkspace(c.var, c.req.valid('param').id)),
  )
  .post(`/:id${ID}/invites`, validate('param', workspaceParam), validate('json', inviteBody), responds(invitesBody), async (c) =>
    c.json({ invites: await inviteMembers(c.var, c.req.valid('param').id, c.req.valid('json')) }, 201),
  )
  .post(`/:id${ID}/invites/:inviteId${ID}/resend`, validate('param', inviteParam), responds(inviteResponse), async (c) => {
    const { id, inviteId } = c.req.valid('param');
    return c.json({ invite: await resendInvite(c.var, id, inviteId) });
  })
  .delete(`/:id${ID}/invites/:inviteId${ID}`, validate('param', inviteParam), responds(messageBody), async (c) => {
    const { id, inviteId } = c.req.valid('param');
    return c.json(await cancelInvite(c.var, id, inviteId));
  })
  .put(
    `/:id${ID}/members/:userId${ID}`,
    validate('param', memberParam),
    validate('json', memberRoleBody),
    responds(memberBody),
    async (c) => {
      const { id, userId } = c.req.valid('param');
      return c.json({ member: await changeMemberRole(c.var, id, userId, c.req.valid('json').role) });
    },
  )
  .delete(`/:id${ID}/members/:userId${ID}`, validate('param', memberParam), responds(messageBody), async (c) => {
    const { id, userId } = c.req.valid('param');
    return c.json(await removeMember(c.var, id, userId));
  })
  .post(`/:id${ID}/leave`, validate('param', workspaceParam), responds(messageBody), async (c) =>
    c.json(await leaveWorkspace(c.var, c.req.valid('param').id)),
  )
  .post(`/:id${ID}/transfer`, validate('param', workspaceParam), validate('json', transferBody), responds(workspaceResponse), async (c) =>
    c.json({ workspace: await transferOwnership(c.var, c.req.valid('param').id, c.req.valid('json').user_id) }),
  );

/** /api/v1/workspace: the spec's join and decline calls, by invite token (the spec's inviteId). */
export const workspaceInviteRoutes = createRouter()
  .get('/join/:inviteId', validate('param', tokenParam), responds(joinedBody), async (c) =>
    c.json(await joinWorkspace(c.var, c.req.valid('param').inviteId)),
  )
  .delete('/invite/:inviteId', validate('param', tokenParam), responds(messageBody), async (c) =>
    c.json(await declineInvite(c.var, c.req.valid('param').inviteId)),
  );
