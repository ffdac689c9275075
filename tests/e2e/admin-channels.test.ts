import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, settledScreenshot, signInAsAdmin } from './catalogue-helpers';
import { launchBrowser, newPage, type RunningServer, startServer, withScreenshotOnFailure } from './harness';

// The admin Channels and Lists screens end to end: an admin builds a channel of three titles,
// reorders them (keyboard and drag), puts it on the home page, removes one, and the public channel
// and home page follow; then a list is created, filled and edited; both are bulk-deleted.

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function api<T>(page: Page, method: 'POST' | 'GET', url: string, data?: unknown): Promise<T> {
  const res = await page.context().request.fetch(`${server.url}/api/v1/${url}`, { method, data, headers: { Origin: server.url } });
  if (!res.ok()) throw new Error(`${method} ${url}: ${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Types into an item search combobox and picks the option with `name`. */
async function addItem(page: Page, scope: string, name: string) {
  const input = page.getByTestId(scope).getByTestId('channel-item-search');
  await input.fill(name);
  await page.getByRole('option', { name: new RegExp(name) }).click();
  const list = scope === 'channel-content' ? 'channel-items' : 'list-items';
  await page.getByTestId(list).getByText(name, { exact: true }).waitFor();
}

const TITLES = ['Quartz Harbour', 'Quartz Meadow', 'Quartz Summit'];
type ChannelBody = { channel: { id: number; items: { data: { name: string }[] } } };

describe('admin channels and lists', () => {
  it('builds a channel the public pages show in order, then a list; deletes both', async () => {
    const { context, page, errors } = await newPage(browser, { viewport: DESKTOP });
    await signInAsAdmin(context, server);
    for (const [i, name] of TITLES.entries()) await api(page, 'POST', 'titles', { type: 'movie', name, year: 2020 + i });

    await withScreenshotOnFailure(page, 'admin-channels', async () => {
      await page.goto(`${server.url}/admin/channels`);
      await page.getByTestId('admin-channel-row').first().waitFor();
      expect(await page.getByTestId('admin-channel-row').filter({ hasText: '/home' }).count()).toBe(1);
      await settledScreenshot(page, 'admin-channels-list-1280');

      // an empty name is refused on the field; then the channel is created and opens in the editor
      await page.getByTestId('new-channel').click();
      await page.waitForURL(/\/admin\/channels\/new$/);
      await page.getByTestId('save-channel').click();
      await page.getByText('The name field is required.').waitFor();
      expect(await page.getByTestId('channel-name').getAttribute('aria-invalid')).toBe('true');
      await page.getByTestId('channel-name').fill('Staff Picks');
      await page.getByTestId('save-channel').click();
      await page.waitForURL(/\/admin\/channels\/staff-picks\/edit$/);

      // three titles added through the search box
      for (const name of TITLES) await addItem(page, 'channel-content', name);
      const names = () => page.getByTestId('channel-items').getByTestId('channel-item-name').allTextContents();
      expect(await names()).toEqual(TITLES);

      // reorder: Summit to the top with the keyboard, then Meadow dragged above Harbour
      await page.getByRole('button', { name: 'Reorder Quartz Summit' }).focus();
      await page.keyboard.press('Home');
      await expect.poll(names).toEqual(['Quartz Summit', 'Quartz Harbour', 'Quartz Meadow']);
      const rows = page.getByTestId('channel-items').getByTestId('channel-item');
      await rows.filter({ hasText: 'Quartz Meadow' }).dragTo(rows.filter({ hasText: 'Quartz Harbour' }));
      const expected = ['Quartz Summit', 'Quartz Meadow', 'Quartz Harbour'];
      await expect.poll(names).toEqual(expected);
      await expect
        .poll(async () => (await api<ChannelBody>(page, 'GET', 'channel/staff-picks')).channel.items.data.map((t) => t.name))
        .toEqual(expected);

      // the settings are saved too
      await page.getByLabel('Description', { exact: true }).fill('Chosen by the team.');
      await page.getByLabel('Layout').selectOption('list');
      await page.getByTestId('save-channel').click();
      await page.getByText('Channel saved').waitFor();
      await settledScreenshot(page, 'admin-channel-edit-1280');
      await page.getByTestId('channel-items').scrollIntoViewIfNeeded();
      await settledScreenshot(page, 'admin-channel-items-1280');

      // the public channel page shows the titles in that order
      await page.getByTestId('view-channel').click();
      await page.waitForURL(/\/channel\/staff-picks$/);
      const cards = page.getByTestId('channel-page').getByTestId('title-card');
      await cards.first().waitFor();
      const cardOrder = async () => (await cards.allTextContents()).map((text) => TITLES.find((n) => text.includes(n)));
      expect(await cardOrder()).toEqual(expected);
      await page.getByText('Chosen by the team.').waitFor();
      await settledScreenshot(page, 'admin-channel-public-1280');

      // on the home page: added to the home channel, the row appears with the same order
      await page.goto(`${server.url}/admin/channels/home/edit`);
      await addItem(page, 'channel-content', 'Staff Picks');
      await page.goto(`${server.url}/`);
      const row = page.locator('[data-testid="channel-row"][data-channel="staff-picks"]');
      await row.getByTestId('title-card').first().waitFor();
      expect((await row.getByTestId('title-card').allTextContents()).map((text) => TITLES.find((n) => text.includes(n)))).toEqual(expected);

      // a channel filled by a saved query has no search box, and refreshes on demand
      await page.goto(`${server.url}/admin/channels/popular-movies/edit`);
      await page.getByTestId('update-content').click();
      await page.getByText('Channel content updated').waitFor();
      await expect.poll(() => page.getByTestId('channel-items').getByTestId('channel-item-name').count()).toBe(3);
      expect(await page.getByTestId('channel-item-search').count()).toBe(0);

      // removing a title shows on the public page
      await page.goto(`${server.url}/admin/channels/staff-picks/edit`);
      await page.getByRole('button', { name: 'Remove Quartz Meadow' }).click();
      await expect.poll(names).toEqual(['Quartz Summit', 'Quartz Harbour']);
      await page.goto(`${server.url}/channel/staff-picks`);
      await cards.first().waitFor();
      await expect.poll(cardOrder).toEqual(['Quartz Summit', 'Quartz Harbour']);

      // a list: created, filled, reordered, renamed and made public
      await page.goto(`${server.url}/admin/lists`);
      await page.getByTestId('admin-lists').waitFor();
      await page.getByTestId('new-list').click();
      await page.waitForURL(/\/admin\/lists\/new$/);
      await page.getByTestId('save-list').click();
      await page.getByText('The name is required.').waitFor();
      await page.getByTestId('list-name').fill('Rainy Day');
      await page.getByTestId('save-list').click();
      await page.waitForURL(/\/admin\/lists\/\d+\/edit$/);
      const listId = Number(/lists\/(\d+)/.exec(page.url())![1]);
      await addItem(page, 'list-items-editor', 'Quartz Harbour');
      await addItem(page, 'list-items-editor', 'Quartz Summit');
      const listNames = () => page.getByTestId('list-items').getByTestId('list-item-name').allTextContents();
      await page.getByRole('button', { name: 'Reorder Quartz Summit' }).focus();
      await page.keyboard.press('ArrowUp');
      await expect.poll(listNames).toEqual(['Quartz Summit', 'Quartz Harbour']);
      await page.getByTestId('list-name').fill('Rainy Day Films');
      await page.getByLabel(/Public/).check();
      await page.getByTestId('save-list').click();
      await page.getByText('List saved').waitFor();
      await settledScreenshot(page, 'admin-list-edit-1280');
      const saved = await api<{ list: { name: string; public: boolean }; items: { data: { item: { name: string } }[] } }>(
        page,
        'GET',
        `lists/${listId}`,
      );
      expect(saved.list).toMatchObject({ name: 'Rainy Day Films', public: true });
      expect(saved.items.data.map((i) => i.item.name)).toEqual(['Quartz Summit', 'Quartz Harbour']);

      await page.goto(`${server.url}/admin/lists?visibility=public`);
      await page.getByTestId('admin-list-row').filter({ hasText: 'Rainy Day Films' }).waitFor();
      await settledScreenshot(page, 'admin-lists-1280');

      // phone width: the lists, the editors
      await page.setViewportSize(PHONE);
      await settledScreenshot(page, 'admin-lists-390');
      await page.goto(`${server.url}/admin/lists/${listId}/edit`);
      await page.getByTestId('list-items').waitFor();
      await settledScreenshot(page, 'admin-list-edit-390');
      await page.goto(`${server.url}/admin/channels`);
      await page.getByTestId('admin-channel-row').first().waitFor();
      await settledScreenshot(page, 'admin-channels-list-390');
      await page.goto(`${server.url}/admin/channels/staff-picks/edit`);
      await page.getByTestId('channel-items').waitFor();
      await settledScreenshot(page, 'admin-channel-edit-390');
      await page.getByTestId('channel-items').scrollIntoViewIfNeeded();
      await settledScreenshot(page, 'admin-channel-items-390');
      await page.setViewportSize(DESKTOP);

      // both deleted from their lists after a confirmation
      await page.goto(`${server.url}/admin/lists?query=Rainy`);
      await page.getByRole('checkbox', { name: 'Select Rainy Day Films' }).check();
      await page.getByTestId('bulk-delete').click();
      await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
      await page.getByText('Deleted 1 list').waitFor();
      expect((await page.context().request.get(`${server.url}/api/v1/lists/${listId}`)).status()).toBe(404);

      await page.goto(`${server.url}/admin/channels?query=Staff`);
      await page.getByRole('checkbox', { name: 'Select Staff Picks' }).check();
      await page.getByTestId('bulk-delete').click();
      await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
      await page.getByText('Deleted 1 channel').waitFor();
      await page.getByText('No channels found').waitFor();
      expect((await page.context().request.get(`${server.url}/api/v1/channel/staff-picks`)).status()).toBe(404);
      const home = await api<{ channel: { items: { data: { slug: string }[] } } }>(page, 'GET', 'channel/home');
      expect(home.channel.items.data.map((c) => c.slug)).not.toContain('staff-picks');
    });
    expect(errors).toEqual([]);
    await context.close();
  }, 240_000);
});
