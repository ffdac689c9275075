import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, DESKTOP, freshPage, PHONE, signedIn, signInUi } from './accounts-kit';
import { type BillingEnv, insertSubscription, startBilling, stopBilling, withDb } from './billing-kit';
import { signInAsAdmin } from './catalogue-helpers';
import { screenshot, withScreenshotOnFailure } from './harness';

// Plan seats in a real browser: the admin sets a plan's seats, the pricing card says who it is
// for, and the subscriber's billing page shows who holds a seat and who waits for one. Workspaces
// and memberships are written straight to the database (the workspaces screens are another suite's).

let env: BillingEnv;

beforeAll(async () => {
  env = await startBilling();
});

afterAll(async () => {
  if (env) await stopBilling(env);
});

/** Scrolls an element to the top, below the sticky navbar. */
const scrollTo = (page: Page, testId: string) =>
  page.getByTestId(testId).evaluate((el) => {
    el.scrollIntoView({ block: 'start' });
    window.scrollBy(0, -80);
  });
const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
const seatsOfPremium = () =>
  withDb(env, (db) => (db.prepare('SELECT seats FROM products WHERE id = ?').get(env.plans.premium) as { seats: number }).seats);

/** A workspace of the subscriber's with members joined a minute apart, in the order given. */
function household(ownerEmail: string, name: string, memberEmails: string[]) {
  withDb(env, (db) => {
    const idOf = (email: string) => (db.prepare('SELECT id FROM users WHERE email = ?').get(email) as { id: number }).id;
    const owner = idOf(ownerEmail);
    const ws = db.prepare('INSERT INTO workspaces (name, owner_id) VALUES (?, ?)').run(name, owner).lastInsertRowid;
    db.prepare("INSERT INTO workspace_members (workspace_id, user_id, role) VALUES (?, ?, 'owner')").run(ws, owner);
    memberEmails.forEach((email, i) => {
      const joined = new Date(Date.UTC(2025, 0, 1, 12, i + 1)).toISOString();
      db.prepare("INSERT INTO workspace_members (workspace_id, user_id, role, created_at) VALUES (?, ?, 'member', ?)").run(
        ws,
        idOf(email),
        joined,
      );
    });
  });
}

describe('plan seats', () => {
  it('the admin sets the seats in the plan editor, refused outside 1–100', async () => {
    const { page, context, errors } = await freshPage(env, DESKTOP);
    await signInAsAdmin(context, env.server);
    await withScreenshotOnFailure(page, 'admin-plan-seats', async () => {
      await page.goto(`${env.server.url}/admin/plans/${env.plans.premium}/edit`);
      await page.getByRole('heading', { name: 'Edit plan' }).waitFor();
      const seats = page.getByLabel('Seats');
      await expect(seats.inputValue()).resolves.toBe('1');
      await page.getByText('People who share this plan: the subscriber plus members of workspaces they own.').waitFor();
      await seats.fill('0');
      await page.getByRole('button', { name: 'Save plan' }).click();
      await page.getByText('Seats must be a whole number from 1 to 100.').waitFor();
      expect(seatsOfPremium()).toBe(1);
      await seats.fill('3');
      await page.getByRole('heading', { name: 'Sharing' }).evaluate((el) => {
        el.scrollIntoView({ block: 'start' });
        window.scrollBy(0, -100);
      });
      await screenshot(page, 'admin-plan-seats-1440');
      await page.getByRole('button', { name: 'Save plan' }).click();
      await page.waitForURL(`${env.server.url}/admin/plans`);
    });
    expect(seatsOfPremium()).toBe(3);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("the pricing card says who the plan is for; the subscriber's billing page shows the seats", async () => {
    const subscriber = await createUser(env);
    const members = [await createUser(env), await createUser(env), await createUser(env)];
    insertSubscription(env, subscriber);
    household(subscriber, 'The Smiths', members);

    const { page, context, errors } = await freshPage(env, DESKTOP);
    await withScreenshotOnFailure(page, 'billing-seats', async () => {
      await page.goto(`${env.server.url}/pricing`);
      await expect(page.getByTestId(`plan-${env.plans.premium}`).getByTestId('plan-seats').innerText()).resolves.toBe('For up to 3 people');
      await expect(page.getByTestId(`plan-${env.plans.free}`).getByTestId('plan-seats').count()).resolves.toBe(0);
      await screenshot(page, 'pricing-seats-1440');

      await signInUi(env, page, subscriber);
      await signedIn(env, page);
      await page.goto(`${env.server.url}/billing`);
      const panel = page.getByTestId('seats');
      await expect(panel.getByTestId('seats-used').innerText()).resolves.toBe('3 of 3 seats used');
      const holders = await panel.getByTestId('seat-holders').innerText();
      expect(holders).toMatch(/You\s+Subscriber/);
      expect(holders).toContain('The Smiths');
      const names = withDb(env, (db) =>
        members.map((email) => (db.prepare('SELECT name FROM users WHERE email = ?').get(email) as { name: string }).name),
      );
      expect(holders).toContain(names[0]);
      expect(holders).toContain(names[1]);
      expect(holders).not.toContain(names[2]);
      await expect(panel.getByTestId('seat-waiting').innerText()).resolves.toContain(names[2]);
      await expect(panel.getByRole('link', { name: 'Manage members' }).getAttribute('href')).resolves.toBe('/workspaces');
      await scrollTo(page, 'seats');
      await screenshot(page, 'billing-seats-1440');

      await page.setViewportSize(PHONE);
      await scrollTo(page, 'seats');
      expect(await noSideScroll(page)).toBe(true);
      await screenshot(page, 'billing-seats-390');
    });
    expect(errors).toEqual([]);
    await context.close();
  });
});
