import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { bootstrapStore, useBootstrap } from '../shell/bootstrap';
import type { BootstrapWorkspace } from '../shell/bootstrap-types';
import { trans } from '../shell/i18n';
import { toast } from '../ui/toast-store';
import { showHttpError } from './errors';
import { api, type ApiResponse } from './client';
import { isHttpError } from './http';
import { queryKeys } from './query-keys';
import { getActiveWorkspaceId, PERSONAL_WORKSPACE_ID, switchActiveWorkspace } from './workspace';

// The workspace calls of issue 13 (households and teams): list, create, settings, members, invites,
// and the spec's join/decline of an invitation. Keys: 'user-workspaces', ['workspace-with-members', id].

export type WorkspaceSummary = ApiResponse<'get', 'workspaces'>['workspaces'][number];
export type WorkspaceRole = WorkspaceSummary['role'];
export type InviteRole = Exclude<WorkspaceRole, 'owner'>;

/** A workspace's settings page: the summary with its members and (for owners and admins) pending invites. */
export type WorkspaceWithMembers = ApiResponse<'get', 'workspaces/{id}'>['workspace'];
export type WorkspaceMember = WorkspaceWithMembers['members'][number];
export type WorkspaceInvite = WorkspaceWithMembers['invites'][number];

type Message = { message?: string };

export const workspacesApi = {
  list: () => api.get('workspaces'),
  show: (id: number) => api.get('workspaces/{id}', { path: { id } }),
  create: (name: string) => api.post('workspaces', { body: { name } }),
  rename: (id: number, name: string) => api.put('workspaces/{id}', { path: { id }, body: { name } }),
  remove: (id: number) => api.delete('workspaces/{id}', { path: { id } }),
  invite: (id: number, body: { emails: string[]; role: InviteRole }) => api.post('workspaces/{id}/invites', { path: { id }, body }),
  resendInvite: (id: number, inviteId: number) => api.post('workspaces/{id}/invites/{inviteId}/resend', { path: { id, inviteId } }),
  cancelInvite: (id: number, inviteId: number) => api.delete('workspaces/{id}/invites/{inviteId}', { path: { id, inviteId } }),
  changeRole: (id: number, userId: number, role: InviteRole) =>
    api.put('workspaces/{id}/members/{userId}', { path: { id, userId }, body: { role } }),
  removeMember: (id: number, userId: number) => api.delete('workspaces/{id}/members/{userId}', { path: { id, userId } }),
  leave: (id: number) => api.post('workspaces/{id}/leave', { path: { id } }),
  transfer: (id: number, userId: number) => api.post('workspaces/{id}/transfer', { path: { id }, body: { user_id: userId } }),
  join: (inviteId: string) => api.get('workspace/join/{inviteId}', { path: { inviteId } }),
  decline: (inviteId: string) => api.delete('workspace/invite/{inviteId}', { path: { inviteId } }),
};

/** The personal space as bootstrap data names it. */
const personal = (list: BootstrapWorkspace[]) =>
  list.find((w) => w.id === PERSONAL_WORKSPACE_ID) ?? { id: 0, name: 'Default', default: true, members_count: 1 };

/** Keeps bootstrap data's `workspaces` (what the start-up check and the switcher read) in step with the server. */
function storeWorkspaces(update: (mine: BootstrapWorkspace[]) => BootstrapWorkspace[]) {
  bootstrapStore.set((d) => {
    const mine = d.workspaces.filter((w) => w.id !== PERSONAL_WORKSPACE_ID);
    return { ...d, workspaces: [personal(d.workspaces), ...update(mine)] };
  });
}

const rememberWorkspace = (w: WorkspaceSummary) => storeWorkspaces((mine) => [...mine.filter((m) => m.id !== w.id), w]);

/** After leaving or deleting: out of the list, and the personal space becomes active if it was this one. */
function forgetWorkspace(client: QueryClient, id: number) {
  storeWorkspaces((mine) => mine.filter((m) => m.id !== id));
  client.removeQueries({ queryKey: queryKeys.workspaceWithMembers(id) });
  if (getActiveWorkspaceId() === id) switchActiveWorkspace(client, PERSONAL_WORKSPACE_ID);
  else void client.invalidateQueries({ queryKey: queryKeys.userWorkspaces });
}

/** The signed-in user's workspaces (not the personal space), seeded from bootstrap data and refreshed once. */
export function useUserWorkspaces() {
  const { user, workspaces } = useBootstrap();
  return useQuery({
    queryKey: queryKeys.userWorkspaces,
    queryFn: async () => {
      const { workspaces: list } = await workspacesApi.list();
      storeWorkspaces(() => list);
      return list;
    },
    initialData: () => workspaces.filter((w): w is WorkspaceSummary => w.id !== PERSONAL_WORKSPACE_ID),
    // bootstrap data may be old (a tab left open): show it at once, but ask the server too
    initialDataUpdatedAt: 0,
    enabled: !!user,
    meta: { silent: true },
  });
}

export function useWorkspaceWithMembers(id: number) {
  return useQuery({
    queryKey: queryKeys.workspaceWithMembers(id),
    queryFn: () => workspacesApi.show(id).then((r) => r.workspace),
    enabled: Number.isInteger(id) && id > 0,
  });
}

const toastMessage = (res: Message | undefined, fallback: string) => toast.positive(res?.message || trans(fallback));

type FormErrorHandler<V = unknown> = { onError?: (error: unknown, variables: V) => void };

export function useCreateWorkspace({ onError }: FormErrorHandler = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => workspacesApi.create(name.trim()),
    onSuccess: ({ workspace }) => {
      toast.positive(trans('Created workspace'));
      rememberWorkspace(workspace);
      return client.invalidateQueries({ queryKey: queryKeys.userWorkspaces });
    },
    onError,
  });
}

/** Invalidates the settings page's data and the list of workspaces (names, roles and counts show in both). */
function refreshWorkspace(client: QueryClient, id: number) {
  return Promise.all([
    client.invalidateQueries({ queryKey: queryKeys.workspaceWithMembers(id) }),
    client.invalidateQueries({ queryKey: queryKeys.userWorkspaces }),
  ]);
}

export function useRenameWorkspace(id: number, { onError }: FormErrorHandler = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => workspacesApi.rename(id, name.trim()),
    onSuccess: ({ workspace }) => {
      toast.positive(trans('Renamed workspace'));
      rememberWorkspace(workspace);
      return refreshWorkspace(client, id);
    },
    onError,
  });
}

/** A call after which the user is no longer in workspace `id` (deleted or left): says so and forgets it. */
function useWorkspaceGone(id: number, call: (id: number) => Promise<Message>, done: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(id),
    onSuccess: (res) => {
      toastMessage(res, done);
      forgetWorkspace(client, id);
    },
  });
}

export const useDeleteWorkspace = (id: number) => useWorkspaceGone(id, workspacesApi.remove, 'Deleted workspace');

export const useLeaveWorkspace = (id: number) => useWorkspaceGone(id, workspacesApi.leave, 'Left workspace');

export function useTransferOwnership(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => workspacesApi.transfer(id, userId),
    onSuccess: ({ workspace }) => {
      toast.positive(trans('Transferred ownership'));
      rememberWorkspace(workspace);
      return refreshWorkspace(client, id);
    },
  });
}

export function useInviteMembers(id: number, { onError }: FormErrorHandler<{ emails: string[]; role: InviteRole }> = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { emails: string[]; role: InviteRole }) => workspacesApi.invite(id, body),
    onSuccess: ({ invites }) => {
      toast.positive(trans(invites.length === 1 ? 'Sent 1 invitation' : 'Sent :count invitations', { count: invites.length }));
      return client.invalidateQueries({ queryKey: queryKeys.workspaceWithMembers(id) });
    },
    onError,
  });
}

/** A change to workspace `id`'s invites or members: says so (the server's message, else `done`) and refetches the settings page. */
function useMembersChange<V>(id: number, call: (variables: V) => Promise<unknown>, done: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (res) => {
      toastMessage(res as Message, done);
      return client.invalidateQueries({ queryKey: queryKeys.workspaceWithMembers(id) });
    },
  });
}

export const useResendInvite = (id: number) =>
  useMembersChange(id, (inviteId: number) => workspacesApi.resendInvite(id, inviteId), 'Resent invitation');

export const useCancelInvite = (id: number) =>
  useMembersChange(id, (inviteId: number) => workspacesApi.cancelInvite(id, inviteId), 'Cancelled invite');

export const useChangeMemberRole = (id: number) =>
  useMembersChange(
    id,
    ({ userId, role }: { userId: number; role: InviteRole }) => workspacesApi.changeRole(id, userId, role),
    'Changed role',
  );

export function useRemoveMember(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => workspacesApi.removeMember(id, userId),
    onSuccess: (res) => {
      toastMessage(res, 'Removed member');
      return refreshWorkspace(client, id);
    },
  });
}

/** A 404 from join or decline: the invite was used, cancelled, replaced or has expired. */
function inviteGone(client: QueryClient, error: unknown) {
  if (isHttpError(error) && error.status === 404) toast.danger(trans('This invite is no longer valid'));
  else showHttpError(error);
  // the invitation's notification is gone (or stale) either way
  void client.invalidateQueries({ queryKey: ['notifications'] });
}

/**
 * Spec: GET workspace/join/{inviteId}. On success toasts 'Joined workspace', makes it the active
 * workspace and resolves with it; on a 404 toasts 'This invite is no longer valid', refreshes the
 * notifications and resolves null (other errors toast their message).
 */
export async function joinWorkspace(client: QueryClient, inviteId: string): Promise<WorkspaceSummary | null> {
  try {
    const { workspace, message } = await workspacesApi.join(inviteId);
    toast.positive(message || trans('Joined workspace'));
    rememberWorkspace(workspace);
    switchActiveWorkspace(client, workspace.id);
    await Promise.all([
      client.invalidateQueries({ queryKey: ['notifications'] }),
      client.invalidateQueries({ queryKey: queryKeys.userWorkspaces }),
    ]);
    return workspace;
  } catch (error) {
    inviteGone(client, error);
    return null;
  }
}

/** Spec: DELETE workspace/invite/{inviteId}; resolves true when declined. */
export async function declineWorkspace(client: QueryClient, inviteId: string) {
  try {
    const res = await workspacesApi.decline(inviteId);
    toast.positive(res?.message || trans('Declined workspace invitation'));
    await client.invalidateQueries({ queryKey: ['notifications'] });
    return true;
  } catch (error) {
    inviteGone(client, error);
    return false;
  }
}

/** Join from a notification's button; `onJoined` runs with the workspace (e.g. to open it). */
export function useJoinWorkspace(onJoined?: (workspace: WorkspaceSummary) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (inviteId: string) => joinWorkspace(client, inviteId),
    onSuccess: (workspace) => workspace && onJoined?.(workspace),
    meta: { silent: true },
  });
}

export function useDeclineWorkspace() {
  const client = useQueryClient();
  return useMutation({ mutationFn: (inviteId: string) => declineWorkspace(client, inviteId), meta: { silent: true } });
}
