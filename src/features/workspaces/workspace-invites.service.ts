import type { Db, Trx } from '../../db/database';
import { nowIso } from '../../db/database';
import type { ActorDeps } from '../../deps';
import { AppError, notFound, tooManyRequests, validationError } from '../../http/errors';
import { requireUser } from '../../http/guard';
import { ProviderError } from '../../platform/provider-failure';
import { hitRateLimit, peekRateLimit, type RateLimit } from '../../platform/rate-limit';
import type { InviteValidator } from '../accounts/auth/register.service';
import { generateSessionToken, hashToken } from '../accounts/auth/sessions';
import { dropInviteNotifications, notifyInvitee } from './workspace-invite-notifications';
import { workspaceInviteMail } from './workspaces.mail';
import { presentInvite } from './workspaces.present';
import {
  closeInvite,
  findInvite,
  findWorkspace,
  insertInvite,
  insertMember,
  type InviteRow,
  inviteByTokenHash,
  memberEmails,
  pendingInviteFor,
  updateInvite,
  userById,
  usersByEmails,
} from './workspaces.queries';
import type { InviteBody } from './workspaces.schemas';
import { summaryFor, workspaceRole } from './workspaces.service';
import { grantsChanged } from '../accounts/roles/grants-cache';

export const INVITE_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const INVITE_INVALID = 'This invite is no longer valid';
export const INVITE_OTHER_EMAIL = 'This invite was sent to another email address.';
/** Invitations (new or re-sent) one person may send per hour, over all their workspaces. */
export const INVITES_PER_HOUR = 30;

const inviteLimit = (inviterId: number): RateLimit => ({
  key: `workspaces:invites:user:${inviterId}`,
  limit: INVITES_PER_HOUR,
  windowSeconds: 3600,
});

/** Counts `count` invitations against the inviter's hourly allowance, or refuses them all (429). */
async function limitInvitations(db: Db, inviterId: number, count: number) {
  const rule = inviteLimit(inviterId);
  const state = await peekRateLimit(db, rule);
  if (state.hits + count > rule.limit) {
    const wait = Math.max(1, state.retryAfter);
    const minutes = Math.ceil(wait / 60);
    const left = Math.max(0, rule.limit - state.hits);
    throw tooManyRequests(
      wait,
      `You can send ${rule.limit} invitations an hour${left ? ` (${left} left now)` : ''}. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    );
  }
  for (let i = 0; i < count; i++) await hitRateLimit(db, rule);
}

const expiry = () => nowIso(new Date(Date.now() + INVITE_TTL_MS));
const isLive = (invite: InviteRow) => invite.status === 'pending' && Date.parse(invite.expires_at) > Date.now();

type Inviter = { id: number; name: string; image: string | null };

/**
 * Inside the transaction that stores a new or re-sent invite: notifies the invitee if the address
 * has an account. Returns whether it has (the mailed link then opens login, else register).
 */
async function notifyAccount(deps: ActorDeps, trx: Trx, invite: InviteRow, token: string, workspaceName: string, inviter: Inviter) {
  const [account] = await usersByEmails(trx, [invite.email]);
  if (account) await notifyInvitee({ db: trx, services: deps.services }, account.id, token, inviter, workspaceName);
  return !!account;
}

/** Mails the invite link now: to login when the address has an account, else to register. */
async function mailInvite(deps: ActorDeps, invite: InviteRow, token: string, workspaceName: string, inviter: Inviter, hasAccount: boolean) {
  const page = hasAccount ? 'login' : 'register';
  const url = `${deps.config.APP_URL}/workspace/join/${page}?inviteId=${encodeURIComponent(token)}&email=${encodeURIComponent(invite.email)}`;
  const siteName = deps.services.mail.siteName();
  await deps.services.mail.deliver(
    workspaceInviteMail({
      siteName,
      to: invite.email,
      inviterName: inviter.name,
      workspaceName,
      role: invite.role,
      url,
      token,
      hasAccount,
    }),
  );
}

async function inviterCard(deps: ActorDeps, userId: number): Promise<Inviter> {
  const row = await userById(deps.db, userId);
  return { id: userId, name: row?.name ?? 'Someone', image: row?.image ?? null };
}

/**
 * Invites people by e-mail (owner, admin). An address of a current member is refused (422 on
 * `emails.N`); a pending invite to the same address is re-sent with a new token, so its old link
 * stops working. Every invitation counts against the inviter's hourly allowance.
 */
export async function inviteMembers(deps: ActorDeps, workspaceId: number, body: InviteBody) {
  const { user } = await workspaceRole(deps, workspaceId, ['owner', 'admin']);
  const members = await memberEmails(deps.db, workspaceId, body.emails);
  const errors: Record<string, string[]> = {};
  const seen = new Set<string>();
  body.emails.forEach((email, i) => {
    if (members.has(email)) errors[`emails.${i}`] = ['This person is already a member.'];
    seen.add(email);
  });
  if (Object.keys(errors).length) throw validationError(errors);
  const emails = [...seen];
  // a mail server that is down refuses the whole invitation before anything is stored or counted
  await deps.services.mail.assertReachable();
  await limitInvitations(deps.db, user.id, emails.length);
  const workspace = (await findWorkspace(deps.db, workspaceId))!;
  const inviter = await inviterCard(deps, user.id);
  const invites = [];
  const unsent: { email: string; error: unknown }[] = [];
  for (const email of emails) {
    const token = generateSessionToken();
    const fields = { role: body.role, inviter_id: user.id, token_hash: hashToken(token), expires_at: expiry() };
    const { invite, hasAccount } = await deps.db.transaction().execute(async (trx) => {
      const pending = await pendingInviteFor(trx, workspaceId, email);
      if (pending) await dropInviteNotifications(trx, [pending]);
      const invite = pending
        ? await updateInvite(trx, pending.id, fields)
        : await insertInvite(trx, { workspace_id: workspaceId, email, status: 'pending', ...fields });
      return { invite, hasAccount: await notifyAccount(deps, trx, invite, token, workspace.name, inviter) };
    });
    await mailInvite(deps, invite, token, workspace.name, inviter, hasAccount).catch((error: unknown) => unsent.push({ email, error }));
    invites.push(presentInvite(invite, inviter.name));
  }
  if (unsent.length)
    throw unsentInvites(
      unsent.map((u) => u.email),
      unsent[0]!.error,
    );
  return invites;
}

/** Invites stored but not mailed (the server failed after the check): said, with the way out. */
function unsentInvites(emails: string[], cause: unknown) {
  return new ProviderError(
    'The mail server',
    503,
    `The mail server did not take the invitation e-mail to ${emails.join(', ')}. The invitation is saved: use Resend in the members list once e-mail works again.`,
    cause,
  );
}

async function pendingInvite(deps: ActorDeps, workspaceId: number, inviteId: number) {
  const invite = await findInvite(deps.db, workspaceId, inviteId);
  if (!invite || invite.status !== 'pending') throw notFound('Invite not found.');
  return invite;
}

/** A new token and 7 more days; the old link stops working (owner, admin). */
export async function resendInvite(deps: ActorDeps, workspaceId: number, inviteId: number) {
  const { user } = await workspaceRole(deps, workspaceId, ['owner', 'admin']);
  const invite = await pendingInvite(deps, workspaceId, inviteId);
  await deps.services.mail.assertReachable();
  await limitInvitations(deps.db, user.id, 1);
  const token = generateSessionToken();
  const workspace = (await findWorkspace(deps.db, workspaceId))!;
  const inviter = await inviterCard(deps, user.id);
  const { updated, hasAccount } = await deps.db.transaction().execute(async (trx) => {
    await dropInviteNotifications(trx, [invite]);
    const updated = await updateInvite(trx, invite.id, { token_hash: hashToken(token), expires_at: expiry(), inviter_id: user.id });
    return { updated, hasAccount: await notifyAccount(deps, trx, updated, token, workspace.name, inviter) };
  });
  await mailInvite(deps, updated, token, workspace.name, inviter, hasAccount).catch((error: unknown) => {
    throw unsentInvites([updated.email], error);
  });
  return presentInvite(updated, inviter.name);
}

export async function cancelInvite(deps: ActorDeps, workspaceId: number, inviteId: number) {
  await workspaceRole(deps, workspaceId, ['owner', 'admin']);
  const invite = await pendingInvite(deps, workspaceId, inviteId);
  await deps.db.transaction().execute(async (trx) => {
    await closeInvite(trx, invite.id, 'cancelled');
    await dropInviteNotifications(trx, [invite]);
  });
  return { message: 'Cancelled invite' };
}

/** The live invite of a token, addressed to the signed-in user: 404 when not live, 403 for another address. */
async function inviteForMe(deps: ActorDeps, token: string) {
  const user = requireUser(deps.auth);
  const invite = await inviteByTokenHash(deps.db, hashToken(token));
  if (!invite || !isLive(invite)) throw notFound(INVITE_INVALID);
  if (invite.email !== user.email.toLowerCase()) throw new AppError(403, INVITE_OTHER_EMAIL, undefined, 'forbidden');
  return { user, invite };
}

const stillPending = (closed: boolean) => {
  if (!closed) throw notFound(INVITE_INVALID);
};

/**
 * GET workspace/join/{inviteId}: the invitee becomes a member with the invite's role (someone who
 * already is one keeps their role); the invite is used up in the same transaction.
 */
export async function joinWorkspace(deps: ActorDeps, token: string) {
  const { user, invite } = await inviteForMe(deps, token);
  await deps.db.transaction().execute(async (trx) => {
    stillPending(await closeInvite(trx, invite.id, 'accepted'));
    await insertMember(trx, invite.workspace_id, user.id, invite.role);
    await dropInviteNotifications(trx, [invite]);
  });
  grantsChanged(deps.services.cache); // a new member may take a free plan seat
  return { workspace: await summaryFor(deps, invite.workspace_id, user.id), message: 'Joined workspace' };
}

/** DELETE workspace/invite/{inviteId}. */
export async function declineInvite(deps: ActorDeps, token: string) {
  const { invite } = await inviteForMe(deps, token);
  await deps.db.transaction().execute(async (trx) => {
    stillPending(await closeInvite(trx, invite.id, 'declined'));
    await dropInviteNotifications(trx, [invite]);
  });
  return { message: 'Declined workspace invitation' };
}

/** Lets someone register while registration is disabled when they hold a live workspace invite to that address. */
export const workspaceInviteValidator: InviteValidator = async (db, { id, type, email }) => {
  if (type !== 'workspace' || !id) return false;
  const invite = await inviteByTokenHash(db, hashToken(id));
  return !!invite && isLive(invite) && invite.email === email.trim().toLowerCase();
};
