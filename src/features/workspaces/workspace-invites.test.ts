import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useWorkspaceKit } from '../../testing/workspaces';

const kit = useWorkspaceKit();
let seq = 0;
const newAddress = () => `invitee-${++seq}-${Date.now()}@example.com`;
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

async function setup() {
  const owner = await kit.user({ name: 'Ann' });
  const ws = await kit.workspace(owner, [], 'Our house');
  await kit.as(owner);
  return { owner, ws };
}

async function invite(wsId: number, emails: string[], role = 'member') {
  const res = await kit.call('POST', `workspaces/${wsId}/invites`, { emails, role });
  expect(res.status).toBe(201);
  return res.body.invites as { id: number; email: string; role: string; expires_at: string }[];
}

describe('workspace invites', () => {
  it('mails a login link to an existing account (with a Join/Decline notification) and a register link to a new address', async () => {
    const { owner, ws } = await setup();
    const carl = await kit.user({ name: 'Carl', email: `carl-${Date.now()}@example.com` });
    const stranger = newAddress();
    const invites = await invite(ws.id, [carl.email.toUpperCase(), stranger], 'admin');
    expect(invites).toEqual([
      {
        id: expect.any(Number),
        email: carl.email,
        role: 'admin',
        status: 'pending',
        expires_at: expect.any(String),
        created_at: expect.any(String),
        inviter: { id: owner.id, name: 'Ann' },
      },
      expect.objectContaining({ email: stranger, role: 'admin', status: 'pending' }),
    ]);
    const days = (Date.parse(invites[0]!.expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);

    const carlLink = await kit.inviteLink(carl.email);
    expect(carlLink.mail.subject).toBe('Ann invited you to join Our house on Marquee');
    expect(carlLink.url).toBe(
      `http://localhost:3000/workspace/join/login?inviteId=${carlLink.token}&email=${encodeURIComponent(carl.email)}`,
    );
    expect(carlLink.mail.html).toContain(`/workspace/join/login?inviteId=${carlLink.token}`);
    expect(carlLink.token).toMatch(/^[a-z0-9]{32}$/);
    const newLink = await kit.inviteLink(stranger);
    expect(newLink.path).toBe('/workspace/join/register');
    expect(newLink.email).toBe(stranger);
    expect(newLink.token).not.toBe(carlLink.token);

    // Only the hash of the token is stored.
    const stored = await kit.invite(invites[0]!.id);
    expect(stored.token_hash).toBe(sha256(carlLink.token));
    expect(JSON.stringify(await kit.t.db.selectFrom('workspace_invites').selectAll().execute())).not.toContain(carlLink.token);

    const [notification] = await kit.notifications(carl.id);
    expect(notification!.data).toEqual({
      inviteId: carlLink.token,
      image: null,
      lines: [
        { content: 'Ann invited you to join Our house', type: 'primary', icon: 'group_add' },
        { content: 'Members share lists, a watchlist and a plan.', type: 'secondary' },
      ],
      buttonActions: [
        { action: 'join-workspace', label: 'Join' },
        { action: 'decline-workspace', label: 'Decline' },
      ],
    });
    // The invitee sees it through the notifications API too.
    await kit.as(carl);
    const listed = await kit.call('GET', 'notifications');
    expect(listed.body.pagination.data.map((n: { type: string; data: { inviteId?: string } }) => [n.type, n.data.inviteId])).toContainEqual(
      ['workspaces.invite', carlLink.token],
    );
  });

  it('refuses members, bad addresses, too many addresses and a bad role with field errors; members may not invite', async () => {
    const { owner, ws } = await setup();
    const member = await kit.user();
    const admin = await kit.user();
    await kit.t.db
      .insertInto('workspace_members')
      .values([
        { workspace_id: ws.id, user_id: member.id, role: 'member' },
        { workspace_id: ws.id, user_id: admin.id, role: 'admin' },
      ])
      .execute();
    const taken = await kit.call('POST', `workspaces/${ws.id}/invites`, {
      emails: [newAddress(), member.email, owner.email.toUpperCase()],
    });
    expect(taken.status).toBe(422);
    expect(taken.body).toEqual({
      message: 'This person is already a member.',
      errors: { 'emails.1': ['This person is already a member.'], 'emails.2': ['This person is already a member.'] },
    });
    const bad = await kit.call('POST', `workspaces/${ws.id}/invites`, { emails: ['ok@example.com', 'not-an-email'], role: 'owner' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['emails.1', 'role']);
    expect((await kit.call('POST', `workspaces/${ws.id}/invites`, { emails: [] })).body.errors.emails).toEqual([
      'Enter at least one email address.',
    ]);
    const many = Array.from({ length: 21 }, (_, i) => `p${i}@example.com`);
    expect((await kit.call('POST', `workspaces/${ws.id}/invites`, { emails: many })).body.errors.emails).toEqual([
      'Invite at most 20 people at once.',
    ]);
    expect(await kit.t.db.selectFrom('workspace_invites').select('id').where('workspace_id', '=', ws.id).execute()).toEqual([]);

    await kit.as(member);
    expect((await kit.call('POST', `workspaces/${ws.id}/invites`, { emails: [newAddress()] })).status).toBe(403);
    await kit.as(admin);
    expect((await kit.call('POST', `workspaces/${ws.id}/invites`, { emails: [newAddress()] })).status).toBe(201);
  });

  it('joins with the invite role once; the notification goes and a second use is no longer valid', async () => {
    const { ws } = await setup();
    const carl = await kit.user();
    const [sent] = await invite(ws.id, [carl.email], 'admin');
    const { token } = await kit.inviteLink(carl.email);
    expect(await kit.notifications(carl.id)).toHaveLength(1);

    await kit.as(null);
    expect((await kit.call('GET', `workspace/join/${token}`)).status).toBe(401);
    await kit.as(carl);
    const joined = await kit.call('GET', `workspace/join/${token}`);
    expect(joined.status).toBe(200);
    expect(joined.body).toEqual({
      message: 'Joined workspace',
      workspace: expect.objectContaining({ id: ws.id, name: 'Our house', role: 'admin', members_count: 2, default: false }),
    });
    expect((await kit.invite(sent!.id)).status).toBe('accepted');
    expect(await kit.notifications(carl.id)).toEqual([]);
    expect((await kit.call('GET', `workspaces/${ws.id}`)).body.workspace.role).toBe('admin');

    const again = await kit.call('GET', `workspace/join/${token}`);
    expect(again).toMatchObject({ status: 404, body: { message: 'This invite is no longer valid' } });
    expect((await kit.call('DELETE', `workspace/invite/${token}`)).status).toBe(404);
    expect((await kit.call('GET', 'workspace/join/not-a-real-token')).status).toBe(404);
  });

  it('refuses an invite for another address (403) and leaves it usable by its addressee', async () => {
    const { ws } = await setup();
    const carl = await kit.user();
    const mallory = await kit.user();
    await invite(ws.id, [carl.email]);
    const { token } = await kit.inviteLink(carl.email);
    await kit.as(mallory);
    const wrong = await kit.call('GET', `workspace/join/${token}`);
    expect(wrong).toMatchObject({ status: 403, body: { message: 'This invite was sent to another email address.' } });
    expect((await kit.call('DELETE', `workspace/invite/${token}`)).status).toBe(403);
    expect((await kit.members(ws.id)).map((m) => m.user_id)).not.toContain(mallory.id);
    await kit.as(carl);
    expect((await kit.call('GET', `workspace/join/${token}`)).status).toBe(200);
  });

  it('treats an expired invite as no longer valid', async () => {
    const { ws } = await setup();
    const carl = await kit.user();
    const [sent] = await invite(ws.id, [carl.email]);
    const { token } = await kit.inviteLink(carl.email);
    await kit.expire(sent!.id);
    await kit.as(carl);
    expect(await kit.call('GET', `workspace/join/${token}`)).toMatchObject({
      status: 404,
      body: { message: 'This invite is no longer valid' },
    });
    expect((await kit.call('DELETE', `workspace/invite/${token}`)).status).toBe(404);
    expect((await kit.members(ws.id)).map((m) => m.user_id)).not.toContain(carl.id);
  });

  it('keeps the role of someone who is already a member and still uses the invite up', async () => {
    const { ws } = await setup();
    const carl = await kit.user();
    const [sent] = await invite(ws.id, [carl.email], 'member');
    const { token } = await kit.inviteLink(carl.email);
    await kit.t.db.insertInto('workspace_members').values({ workspace_id: ws.id, user_id: carl.id, role: 'admin' }).execute();
    await kit.as(carl);
    const joined = await kit.call('GET', `workspace/join/${token}`);
    expect(joined.status).toBe(200);
    expect(joined.body.workspace.role).toBe('admin');
    expect((await kit.invite(sent!.id)).status).toBe('accepted');
    expect((await kit.members(ws.id)).filter((m) => m.user_id === carl.id)).toHaveLength(1);
  });

  it('declines: the invite is closed, its notification goes, and it cannot be used to join afterwards', async () => {
    const { ws } = await setup();
    const dora = await kit.user();
    const [sent] = await invite(ws.id, [dora.email]);
    const { token } = await kit.inviteLink(dora.email);
    await kit.as(dora);
    expect(await kit.call('DELETE', `workspace/invite/${token}`)).toMatchObject({
      status: 200,
      body: { message: 'Declined workspace invitation' },
    });
    expect((await kit.invite(sent!.id)).status).toBe('declined');
    expect(await kit.notifications(dora.id)).toEqual([]);
    expect((await kit.call('GET', `workspace/join/${token}`)).status).toBe(404);
    expect((await kit.members(ws.id)).map((m) => m.user_id)).not.toContain(dora.id);
  });

  it('re-sends: inviting a pending address again or resending gives a new token and kills the old link and notification', async () => {
    const { ws } = await setup();
    const carl = await kit.user();
    const [first] = await invite(ws.id, [carl.email], 'member');
    const oldToken = (await kit.inviteLink(carl.email)).token;

    const [again] = await invite(ws.id, [carl.email], 'admin');
    expect(again!.id).toBe(first!.id);
    expect(again!.role).toBe('admin');
    const secondToken = (await kit.inviteLink(carl.email)).token;
    expect(secondToken).not.toBe(oldToken);
    expect((await kit.notifications(carl.id)).map((n) => n.data.inviteId)).toEqual([secondToken]);

    await kit.expire(first!.id);
    const resent = await kit.call('POST', `workspaces/${ws.id}/invites/${first!.id}/resend`);
    expect(resent.status).toBe(200);
    expect(resent.body.invite).toMatchObject({ id: first!.id, status: 'pending', role: 'admin' });
    expect(Date.parse(resent.body.invite.expires_at)).toBeGreaterThan(Date.now() + 6.9 * 86_400_000);
    const thirdToken = (await kit.inviteLink(carl.email)).token;
    expect(thirdToken).not.toBe(secondToken);
    expect((await kit.mailsTo(carl.email)).length).toBe(3);
    expect((await kit.notifications(carl.id)).map((n) => n.data.inviteId)).toEqual([thirdToken]);

    await kit.as(carl);
    for (const dead of [oldToken, secondToken]) expect((await kit.call('GET', `workspace/join/${dead}`)).status).toBe(404);
    expect((await kit.call('GET', `workspace/join/${thirdToken}`)).status).toBe(200);
  });

  it('cancels a pending invite (owner, admin): its link and notification stop working', async () => {
    const { owner, ws } = await setup();
    const carl = await kit.user();
    const member = await kit.user();
    await kit.t.db.insertInto('workspace_members').values({ workspace_id: ws.id, user_id: member.id, role: 'member' }).execute();
    const [sent] = await invite(ws.id, [carl.email]);
    const { token } = await kit.inviteLink(carl.email);

    await kit.as(member);
    expect((await kit.call('DELETE', `workspaces/${ws.id}/invites/${sent!.id}`)).status).toBe(403);
    expect((await kit.call('POST', `workspaces/${ws.id}/invites/${sent!.id}/resend`)).status).toBe(403);

    await kit.as(owner);
    expect(await kit.call('DELETE', `workspaces/${ws.id}/invites/${sent!.id}`)).toMatchObject({
      status: 200,
      body: { message: 'Cancelled invite' },
    });
    expect((await kit.invite(sent!.id)).status).toBe('cancelled');
    expect(await kit.notifications(carl.id)).toEqual([]);
    expect((await kit.call('GET', `workspaces/${ws.id}`)).body.workspace.invites).toEqual([]);
    expect((await kit.call('DELETE', `workspaces/${ws.id}/invites/${sent!.id}`)).status).toBe(404);
    expect((await kit.call('POST', `workspaces/${ws.id}/invites/${sent!.id}/resend`)).status).toBe(404);
    await kit.as(carl);
    expect((await kit.call('GET', `workspace/join/${token}`)).status).toBe(404);
  });

  it('limits invitations to 30 an hour per inviter, re-sends included, with a message that says when to retry', async () => {
    const { ws } = await setup();
    const first = await invite(
      ws.id,
      Array.from({ length: 20 }, () => newAddress()),
    );
    await invite(
      ws.id,
      Array.from({ length: 9 }, () => newAddress()),
    );
    // 29 used: two more at once are refused whole, one more passes, then a re-send is refused.
    const two = await kit.call('POST', `workspaces/${ws.id}/invites`, { emails: [newAddress(), newAddress()] });
    expect(two.status).toBe(429);
    await invite(ws.id, [newAddress()]);
    const over = await kit.call('POST', `workspaces/${ws.id}/invites/${first[0]!.id}/resend`);
    expect(over.status).toBe(429);
    expect(over.body.message).toMatch(/^You can send 30 invitations an hour\. Try again in \d+ minutes?\.$/);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await kit.t.db.selectFrom('workspace_invites').select('id').where('workspace_id', '=', ws.id).execute()).toHaveLength(30);

    // Another inviter has their own allowance.
    const other = await setup();
    expect((await kit.call('POST', `workspaces/${other.ws.id}/invites`, { emails: [newAddress()] })).status).toBe(201);
  });
});

describe('registration by invite', () => {
  async function register(json: Record<string, unknown>) {
    await kit.as(null);
    const res = await kit.t.request('/auth/register', { method: 'POST', json });
    return { status: res.status, body: await res.json() };
  }
  const body = (email: string, extra: Record<string, unknown> = {}) => ({
    email,
    password: 'a-good-password',
    password_confirmation: 'a-good-password',
    ...extra,
  });

  it('lets an invited address register while registration is disabled, then join; anything else stays refused', async () => {
    await kit.t.services.settings.save({
      'registration.disable': true,
      require_email_confirmation: false,
      'registration.policies': [],
      'recaptcha.enable.register': false,
    });
    try {
      const { owner, ws } = await setup();
      const bea = newAddress();
      const other = newAddress();
      const [sent] = await invite(ws.id, [bea, other]);
      const link = await kit.inviteLink(bea);
      expect(link.path).toBe('/workspace/join/register');
      const otherToken = (await kit.inviteLink(other)).token;

      // A wrong token, another address's token, the wrong type, no invite: refused.
      expect((await register(body(bea, { invite_id: 'nope', invite_type: 'workspace' }))).status).toBe(403);
      expect((await register(body(bea, { invite_id: otherToken, invite_type: 'workspace' }))).status).toBe(403);
      expect((await register(body(bea, { invite_id: link.token, invite_type: 'team' }))).status).toBe(403);
      expect((await register(body(bea))).body.message).toBe('Registration is disabled.');

      // An expired invite: refused too.
      const late = newAddress();
      await kit.as(owner);
      const [lateInvite] = await invite(ws.id, [late]);
      const lateToken = (await kit.inviteLink(late)).token;
      await kit.expire(lateInvite!.id);
      expect((await register(body(late, { invite_id: lateToken, invite_type: 'workspace' }))).status).toBe(403);

      const ok = await register(body(bea.toUpperCase(), { invite_id: link.token, invite_type: 'workspace' }));
      expect(ok.status).toBe(200);
      expect(ok.body.status).toBe('success');
      // Signed in by the registration: joining puts them in the workspace.
      const joined = await kit.call('GET', `workspace/join/${link.token}`);
      expect(joined.status).toBe(200);
      expect(joined.body.workspace).toMatchObject({ id: ws.id, role: 'member', members_count: 2 });
      expect((await kit.invite(sent!.id)).status).toBe('accepted');
      const user = await kit.t.db.selectFrom('users').select('id').where('email', '=', bea).executeTakeFirstOrThrow();
      expect((await kit.members(ws.id)).map((m) => m.user_id)).toContain(user.id);

      // A used invite no longer opens registration.
      expect((await register(body(newAddress(), { invite_id: link.token, invite_type: 'workspace' }))).status).toBe(403);
    } finally {
      await kit.t.services.settings.save({ 'registration.disable': false });
    }
  });
});
