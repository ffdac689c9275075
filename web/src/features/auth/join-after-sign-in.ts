import type { QueryClient } from '@tanstack/react-query';
import { joinWorkspace } from '../../api/workspaces';
import { paths, pathTo } from '../../paths';

/** The invite token of a workspace join page (/workspace/join/login|register?inviteId=…), else null. */
export function inviteOf(location: string, search: string) {
  return location.startsWith('/workspace/join/') ? new URLSearchParams(search).get('inviteId') || null : null;
}

/**
 * Accepts the invite for the user who just signed in (or registered): the workspace's settings page
 * when joined (it is then the active workspace), else `fallback`, the usual post-login target.
 */
export async function joinAfterSignIn(client: QueryClient, inviteId: string, fallback: string) {
  const workspace = await joinWorkspace(client, inviteId);
  return workspace ? pathTo(paths.workspace, { workspaceId: workspace.id }) : fallback;
}
