import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../../http/app-env';
import { AppError } from '../../http/errors';
import type { WorkspaceRole } from '../../db/tables/workspaces';
import { membershipOf } from './workspaces.queries';

/** The workspace a request acts in (spec section 7: the workspaceId parameter); null: the personal space. */
export interface ActiveWorkspace {
  id: number;
  role: WorkspaceRole;
}

export const WORKSPACE_FORBIDDEN = 'workspace_forbidden';
const MAX_JSON_BYTES = 1024 * 1024;

async function requestedWorkspaceId(c: Parameters<Parameters<typeof createMiddleware<AppEnv>>[0]>[0]) {
  const fromQuery = c.req.query('workspaceId');
  if (fromQuery !== undefined) return fromQuery;
  if (c.req.method !== 'POST' && c.req.method !== 'PUT') return undefined;
  // Small JSON bodies only, read from a clone so the route (and a body limit before it) still reads
  // the original stream. Multipart bodies (uploads) are never buffered here just to find the parameter.
  if (!c.req.header('content-type')?.includes('application/json')) return undefined;
  if (Number(c.req.header('content-length') ?? 0) > MAX_JSON_BYTES) return undefined;
  try {
    const body: unknown = await c.req.raw.clone().json();
    const value = body && typeof body === 'object' ? (body as Record<string, unknown>).workspaceId : undefined;
    return value === undefined || value === null ? undefined : String(value);
  } catch {
    return undefined; // a malformed body is the route validator's to report
  }
}

/**
 * Reads the workspaceId parameter the web client adds to GET, POST and PUT calls while a workspace
 * is active, and sets `c.var.workspace` when the signed-in user is a member. Absent or 0 means the
 * personal space. A signed-in non-member gets 403 (code workspace_forbidden: the client then falls
 * back to the personal space). Guests have no workspace: the parameter is ignored for them.
 */
export const activeWorkspace = createMiddleware<AppEnv>(async (c, next) => {
  c.set('workspace', null);
  const user = c.get('auth').user;
  const raw = user ? await requestedWorkspaceId(c) : undefined;
  if (user && raw !== undefined && raw !== '' && raw !== '0') {
    const id = Number(raw);
    const role = Number.isSafeInteger(id) && id > 0 ? await membershipOf(c.var.db, id, user.id) : undefined;
    if (!role) {
      throw new AppError(
        403,
        'You are not a member of this workspace.',
        { workspaceId: ['You are not a member of this workspace.'] },
        WORKSPACE_FORBIDDEN,
      );
    }
    c.set('workspace', { id, role });
  }
  await next();
});
