import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, freshPage, PASSWORD, PHONE, poll, readDb, saveSettings } from './accounts-kit';
import {
  type BillingEnv,
  createFullVideo,
  enableStripe,
  gateVideosBehindPlans,
  playsFullVideo,
  startBilling,
  stopBilling,
  stripeSubscriber,
} from './billing-kit';
import { sendStripeEvent } from './billing-stripe';
import { screenshot, settled, withScreenshotOnFailure } from './harness';
import { inviteLink, nameOf, type Person, person, signIn, toast, workspaceIdOf } from './workspaces-kit';

// Issue 13's acceptance journey in real Chromium against the real server: A makes "Our house" and
// invites people; B (no account) registers through the e-mailed link while registration is closed;
// C joins from the bell; D declines; old links are refused; A and B co-edit a shared list a stranger
// cannot see; A's family plan (3 seats) lets B play a full video, not E (the fourth member), until
// the cancelled plan's period ends.

let env: BillingEnv;
let video: Promise<number>;
let family = { product: 0, price: 0 };
let title = { id: 0, slug: '', name: '' };
let workspaceId = 0;
let listId = 0;
let a: Person;
let c: Person;
let d: Person;
let e: Person;
let stranger: Person;
/** B has no account until the invite link: the e-mail, then the name and page from registration on. */
const b = { email: `newcomer-${Date.now()}@example.com`, name: '', link: '', page: undefined as unknown as Page };
const people: { errors: string[] }[] = [];

const NOT_FOUND = "Looks like you've found the doorway to the great nothing";

beforeAll(async () => {
  env = await startBilling();
  // ffmpeg and the HLS job run while the people and plans are set up; awaited by the plan test
  video = createFullVideo(env);
  video.catch(() => {});
  ({ title } = await env.admin.request('POST', 'api/v1/titles', {
    type: 'movie',
    name: 'Harbor Lights',
    year: 2019,
    description: 'A lighthouse keeper and a storm.',
  }));
  const created = await env.admin.request('POST', 'api/v1/billing/products', {
    name: 'Family',
    description: 'Everything, for the whole household.',
    position: 3,
    seats: 3,
    feature_list: ['Up to 3 people', 'Unlimited movies and series'],
    permissions: [{ name: 'videos.play', restrictions: [] }],
    prices: [{ amount: 1499, currency: 'USD', interval: 'month', interval_count: 1 }],
  });
  family = { product: created.product.id, price: created.product.prices[0].id };
  await enableStripe(env);
  // only plans grant videos.play: the Users role loses it
  await gateVideosBehindPlans(env);
  await saveSettings(env, { 'registration.disable': true });
  a = await person(env, DESKTOP);
  c = await person(env, DESKTOP);
  d = await person(env, PHONE);
  e = await person(env, DESKTOP);
  stranger = await person(env, DESKTOP);
  people.push(a, c, d, e, stranger);
}, 240_000);

afterAll(async () => {
  if (env) await stopBilling(env);
});

/** A's settings page of "Our house", fresh from the server. */
async function ownerPage() {
  await a.page.goto(`${env.server.url}/workspaces/${workspaceId}`);
  await a.page.getByRole('heading', { level: 1, name: 'Our house' }).waitFor();
  return a.page;
}

const inviteStatus = (email: string) =>
  readDb(
    env,
    (db) =>
      (
        db.prepare('SELECT status FROM workspace_invites WHERE email = ? ORDER BY id DESC LIMIT 1').get(email) as
          { status: string } | undefined
      )?.status,
  );

async function shoot(page: Page, name: string) {
  await settled(page);
  await screenshot(page, `workspaces-${name}`);
}

describe('workspaces: the acceptance journey', { timeout: 240_000 }, () => {
  it('A creates "Our house" and invites three people at once from the invite dialog', async () => {
    const { page } = a;
    await withScreenshotOnFailure(page, 'workspaces-create', async () => {
      await signIn(env, a);
      await page.goto(`${env.server.url}/workspaces`);
      await page.getByText('No workspaces yet').waitFor();
      await page.getByTestId('new-workspace').click();
      const create = page.getByTestId('create-workspace');
      await create.getByLabel('Name').fill('Our house');
      await create.getByRole('button', { name: 'Create' }).click();
      await page.waitForURL(/\/workspaces\/\d+$/);
      workspaceId = workspaceIdOf(page);
      await page.getByRole('heading', { level: 1, name: 'Our house' }).waitFor();
      // the new workspace is the active one
      await page.getByText('Active workspace', { exact: true }).waitFor();

      await page.getByTestId('invite-people').click();
      const dialog = page.getByTestId('invite-dialog');
      await dialog.getByRole('heading', { name: 'Invite people to Our house' }).waitFor();
      await dialog.getByLabel('Email addresses').fill(`${b.email}, ${c.email} ${d.email}`);
      await poll(() => dialog.getByTestId('email-chip').allInnerTexts()).toEqual([b.email, c.email, d.email]);
      await shoot(page, 'invite-dialog-1440');
      await dialog.getByRole('button', { name: 'Send invitations' }).click();
      await toast(page, 'Sent 3 invitations');
      await dialog.waitFor({ state: 'detached' });
      const invites = page.getByTestId('invite-row');
      await poll(() => invites.count()).toBe(3);
      for (const email of [b.email, c.email, d.email]) await invites.filter({ hasText: email }).waitFor();
      await shoot(page, 'settings-invites-1440');
    });
    expect(readDb(env, (db) => db.prepare('SELECT name, owner_id FROM workspaces WHERE id = ?').get(workspaceId))).toEqual({
      name: 'Our house',
      owner_id: readDb(env, (db) => (db.prepare('SELECT id FROM users WHERE email = ?').get(a.email) as { id: number }).id),
    });
  });

  it('B follows the e-mailed link, registers while registration is closed, and lands in the workspace', async () => {
    // registration is closed to everyone without an invite
    const closed = await fetch(`${env.server.url}/auth/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', Origin: env.server.url },
      body: JSON.stringify({ email: `walk-in-${Date.now()}@example.com`, password: PASSWORD, password_confirmation: PASSWORD }),
    });
    expect(closed.status).toBe(403);

    b.link = await inviteLink(env, b.email);
    expect(new URL(b.link).pathname).toBe('/workspace/join/register');
    const opened = await freshPage(env, PHONE);
    b.page = opened.page;
    people.push(opened);
    const { page } = b;
    await withScreenshotOnFailure(page, 'workspaces-register', async () => {
      await page.goto(b.link);
      await page.getByRole('heading', { name: /^To join your team on .+, create an account$/ }).waitFor();
      const email = page.getByLabel('Email');
      await expect(email.inputValue()).resolves.toBe(b.email);
      await expect(email.getAttribute('readonly')).resolves.not.toBeNull();
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByLabel('Confirm password').fill(PASSWORD);
      await shoot(page, 'join-register-390');
      await page.getByRole('button', { name: 'Create account' }).click();
      await toast(page, 'Joined workspace');
      await page.waitForURL(`${env.server.url}/workspaces/${workspaceId}`);
      await page.getByRole('heading', { level: 1, name: 'Our house' }).waitFor();
      await page.getByText('Active workspace', { exact: true }).waitFor();
      await shoot(page, 'joined-390');
    });
    b.name = nameOf(env, b.email);
    expect(inviteStatus(b.email)).toBe('accepted');

    // A sees B among the members; B's invite is no longer pending
    const owner = await ownerPage();
    await owner.getByTestId('member-row').filter({ hasText: b.email }).waitFor();
    await poll(() => owner.getByTestId('invite-row').count()).toBe(2);
  });

  it("C joins from the bell's Join button; D declines from the notification", async () => {
    await withScreenshotOnFailure(c.page, 'workspaces-join-bell', async () => {
      const { page } = c;
      await signIn(env, c);
      await page.getByRole('button', { name: 'Notifications, 1 unread' }).click();
      const invitation = page.getByTestId('notifications-panel').getByTestId('notification').filter({ hasText: 'invited you to join' });
      await invitation.getByText(`${a.name} invited you to join Our house`).waitFor();
      await invitation.getByText('Members share lists, a watchlist and a plan.').waitFor();
      await shoot(page, 'bell-invite-1440');
      await invitation.getByRole('button', { name: 'Join', exact: true }).click();
      await toast(page, 'Joined workspace');
      await page.waitForURL(`${env.server.url}/workspaces/${workspaceId}`);
      await page.getByTestId('member-row').filter({ hasText: c.email }).getByText('(you)').waitFor();
      // the invitation left the bell with the join
      await page.getByRole('button', { name: 'Notifications', exact: true }).waitFor();
    });
    expect(inviteStatus(c.email)).toBe('accepted');

    await withScreenshotOnFailure(d.page, 'workspaces-decline', async () => {
      const { page } = d;
      await signIn(env, d);
      await page.getByRole('button', { name: 'Notifications, 1 unread' }).click();
      const panel = page.getByTestId('notifications-panel');
      await panel.getByText(`${a.name} invited you to join Our house`).waitFor();
      await shoot(page, 'bell-invite-390');
      await panel.getByRole('button', { name: 'Decline', exact: true }).click();
      await toast(page, 'Declined workspace invitation');
      await panel.getByTestId('notification').filter({ hasText: 'invited you to join' }).waitFor({ state: 'detached' });
    });
    expect(inviteStatus(d.email)).toBe('declined');

    const owner = await ownerPage();
    await poll(() => owner.getByTestId('member-row').count()).toBe(3);
    await owner.getByTestId('member-row').filter({ hasText: c.email }).waitFor();
    expect(await owner.getByTestId('member-row').filter({ hasText: d.email }).count()).toBe(0);
    // nothing pending any more: the section is gone
    await poll(() => owner.getByTestId('invite-row').count()).toBe(0);
    await shoot(owner, 'settings-members-1440');
    await owner.setViewportSize(PHONE);
    await shoot(owner, 'settings-members-390');
    await owner.setViewportSize(DESKTOP);
  });

  it('an old invite link, used or cancelled, says the invite is no longer valid', async () => {
    // B opens the link they already used
    await b.page.goto(b.link);
    await toast(b.page, 'This invite is no longer valid');
    await b.page.waitForURL((url) => !url.pathname.startsWith('/workspace/join'));
    await shoot(b.page, 'used-link-390');

    // A invites E, then thinks better of it and cancels; E follows the cancelled link and signs in
    const owner = await ownerPage();
    await owner.getByTestId('invite-people').click();
    const dialog = owner.getByTestId('invite-dialog');
    await dialog.getByLabel('Email addresses').fill(e.email);
    await dialog.getByRole('button', { name: 'Send invitations' }).click();
    await toast(owner, 'Sent 1 invitation');
    const cancelled = await inviteLink(env, e.email);
    expect(new URL(cancelled).pathname).toBe('/workspace/join/login');
    await owner.getByRole('button', { name: `Cancel invitation to ${e.email}` }).click();
    await owner.getByRole('dialog', { name: 'Cancel invitation?' }).getByRole('button', { name: 'Cancel invitation' }).click();
    await toast(owner, 'Cancelled invite');
    await poll(() => owner.getByTestId('invite-row').count()).toBe(0);
    expect(inviteStatus(e.email)).toBe('cancelled');

    await withScreenshotOnFailure(e.page, 'workspaces-cancelled-link', async () => {
      const { page } = e;
      await page.goto(cancelled);
      await page.getByRole('heading', { name: /^To join your team on .+, login to your account$/ }).waitFor();
      await expect(page.getByLabel('Email').inputValue()).resolves.toBe(e.email);
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
      await toast(page, 'This invite is no longer valid');
      await page.getByRole('button', { name: /^Account: / }).waitFor();
      await page.waitForURL((url) => !url.pathname.startsWith('/workspace/join'));
      await shoot(page, 'cancelled-link-1440');
    });
    expect(readDb(env, (db) => db.prepare('SELECT count(*) AS n FROM workspace_members WHERE workspace_id = ?').get(workspaceId))).toEqual({
      n: 3,
    });

    // invited again, E joins with the new link: the fourth member, who joined last
    await a.api.request('POST', `api/v1/workspaces/${workspaceId}/invites`, { emails: [e.email], role: 'member' });
    await e.page.goto(await inviteLink(env, e.email, cancelled));
    await toast(e.page, 'Joined workspace');
    await e.page.waitForURL(`${env.server.url}/workspaces/${workspaceId}`);
    await e.page.getByTestId('member-row').filter({ hasText: e.email }).getByText('(you)').waitFor();
  });

  it('A and B co-edit a shared list with who added what; a stranger gets 404 on it', async () => {
    await withScreenshotOnFailure(a.page, 'workspaces-list-create', async () => {
      const { page } = a;
      await page.goto(`${env.server.url}/lists`);
      await page.getByRole('heading', { level: 1, name: 'Our house' }).waitFor();
      await expect(page.getByTestId('workspace-switcher').innerText()).resolves.toContain('Our house');
      // the workspace's shared watchlist is there from the start
      await page.getByTestId('own-lists').getByText('Our watchlist').waitFor();
      await page.getByTestId('new-list').click();
      await page.getByTestId('list-name-input').fill('Movie night');
      await page.getByTestId('list-save').click();
      await page.waitForURL(/\/lists\/\d+$/);
      listId = Number(new URL(page.url()).pathname.split('/').pop());
      await page.getByText('This list has no items yet.').waitFor();
    });
    expect(readDb(env, (db) => db.prepare('SELECT workspace_id, public FROM lists WHERE id = ?').get(listId))).toEqual({
      workspace_id: workspaceId,
      public: 0,
    });

    await withScreenshotOnFailure(b.page, 'workspaces-list-add', async () => {
      const { page } = b;
      // the shared list is on B's lists page under the workspace
      await page.goto(`${env.server.url}/lists`);
      await page.getByRole('heading', { level: 1, name: 'Our house' }).waitFor();
      await page.getByTestId('own-lists').getByText('Movie night').waitFor();
      await shoot(page, 'lists-390');
      await page.goto(`${env.server.url}/titles/${title.id}/${title.slug}`);
      await page.getByTestId('add-to-list').click();
      const item = page.getByRole('menuitem').filter({ hasText: 'Movie night' });
      await expect(item.innerText()).resolves.toContain('Our house');
      await item.click();
      await toast(page, 'Added to Movie night');
    });

    await withScreenshotOnFailure(a.page, 'workspaces-list-added-by', async () => {
      const { page } = a;
      await page.reload();
      const entry = page.getByTestId('list-item').filter({ hasText: 'Harbor Lights' });
      await expect(entry.getByTestId('added-by').innerText()).resolves.toBe(`Added by ${b.name}`);
      await shoot(page, 'shared-list-1440');
    });

    await withScreenshotOnFailure(stranger.page, 'workspaces-stranger', async () => {
      const { page } = stranger;
      await signIn(env, stranger);
      await page.goto(`${env.server.url}/lists/${listId}`);
      await page.getByText(NOT_FOUND).waitFor();
      expect(await page.getByText('Movie night').count()).toBe(0);
      await shoot(page, 'stranger-404-1440');
    });
    await expect(stranger.api.request('GET', `api/v1/lists/${listId}`)).rejects.toThrow(/-> 404 /);
  });

  it("A's family plan lets B play a full video but not E, the fourth member; when the cancelled plan ends B loses play", async () => {
    const videoId = await video;
    const watchRedirectsToPricing = async (page: Page) => {
      await page.goto(`${env.server.url}/watch/${videoId}`);
      await page.waitForURL(`${env.server.url}/pricing`);
      await page.getByTestId(`plan-${family.product}`).waitFor();
    };
    // before any plan, the paywall stops B
    await watchRedirectsToPricing(b.page);
    await expect(b.page.getByTestId(`plan-${family.product}`).getByTestId('plan-seats').innerText()).resolves.toBe('For up to 3 people');

    const sub = await stripeSubscriber(env, a.email, family.price);

    await withScreenshotOnFailure(a.page, 'workspaces-seats', async () => {
      const { page } = a;
      await page.goto(`${env.server.url}/billing`);
      const seats = page.getByTestId('seats');
      await expect(seats.getByTestId('seats-used').innerText()).resolves.toBe('3 of 3 seats used');
      const holders = await seats.getByTestId('seat-holders').innerText();
      expect(holders).toContain(b.name);
      expect(holders).toContain(c.name);
      expect(holders).not.toContain(e.name);
      await expect(seats.getByTestId('seat-waiting').innerText()).resolves.toContain(e.name);
      await seats.evaluate((el) => {
        el.scrollIntoView({ block: 'start' });
        window.scrollBy(0, -80);
      });
      await shoot(page, 'billing-seats-1440');
    });

    await withScreenshotOnFailure(b.page, 'workspaces-seat-plays', () => playsFullVideo(env, b.page, videoId));
    await shoot(b.page, 'seat-plays-390');
    await withScreenshotOnFailure(e.page, 'workspaces-no-seat', () => watchRedirectsToPricing(e.page));

    // A cancels on /billing: at the period's end, so B keeps the seat until then
    await withScreenshotOnFailure(a.page, 'workspaces-cancel', async () => {
      const { page } = a;
      await page.goto(`${env.server.url}/billing`);
      await page.getByTestId('current-plan').getByRole('button', { name: 'Cancel plan' }).click();
      await page.getByRole('dialog', { name: 'Cancel subscription?' }).getByRole('button', { name: 'Cancel subscription' }).click();
      await page
        .getByTestId('plan-dates')
        .getByText(/^Your plan will be canceled on /)
        .waitFor();
    });
    expect(env.stripe.fake.subscriptions.get(sub.id)!.cancel_at_period_end).toBe(true);
    await withScreenshotOnFailure(b.page, 'workspaces-seat-until-end', () => playsFullVideo(env, b.page, videoId));

    // the period ends: Stripe ends the subscription
    const fake = env.stripe.fake;
    Object.assign(fake.subscriptions.get(sub.id)!, { status: 'canceled', ended_at: Math.floor(Date.now() / 1000) });
    expect(
      (await sendStripeEvent(env.server.url, fake.event('customer.subscription.deleted', fake.subscriptions.get(sub.id)!))).status,
    ).toBe(200);
    await withScreenshotOnFailure(b.page, 'workspaces-seat-ended', () => watchRedirectsToPricing(b.page));
    await shoot(b.page, 'seat-ended-pricing-390');
  });

  it('raised no page errors for anyone', () => {
    for (const p of people) expect(p.errors).toEqual([]);
  });
});
