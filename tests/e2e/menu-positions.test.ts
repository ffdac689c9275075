import type { FrameLocator, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appearanceSuite, createQuietHarbour, noSideScroll, PHONE, poll } from './appearance-kit';
import { screenshot, settled, withScreenshotOnFailure } from './harness';

// The sidebar-primary and mobile-bottom menu positions in real Chromium: an admin assigns a new
// menu to both in the appearance editor (the preview shows the sidebar, and the tab bar at phone
// width, before saving); then a guest sees the phone tab bar without the admin-only link, clear of
// the cookie notice, the toasts and the footer, and the sidebar beside the page on a desktop.

const DESKTOP = { width: 1440, height: 900 };
let titleUrl = '';

const suite = appearanceSuite(async (server) => {
  titleUrl = await createQuietHarbour(server);
});
const { openPage } = suite;

type Scope = Page | FrameLocator;
const tabLabels = (scope: Scope) => scope.getByTestId('mobile-tab-bar').getByRole('listitem').allInnerTexts();
const sidebarLabels = (scope: Scope) => scope.getByTestId('sidebar-primary').getByRole('link').allInnerTexts();
const box = async (locator: Locator) => (await locator.boundingBox())!;

/** Adds a link to the open menu panel through the item panel, then goes back to the menu. */
async function addLink(page: Page, label: string, route: string, icon: string, permission?: string) {
  await page.getByTestId('appearance-menu-panel').getByRole('button', { name: 'Add link' }).click();
  const item = page.getByTestId('appearance-menu-item-panel');
  await item.getByLabel('Label').fill(label);
  await item.getByLabel('Route', { exact: true }).fill(route);
  await item.getByLabel('Icon').selectOption(icon);
  if (permission) await item.getByLabel('Only with permissions').fill(permission);
  await item.getByRole('link', { name: 'Back to menu' }).click();
}

describe('menu positions: sidebar and phone tab bar', () => {
  it('an admin assigns a menu to the sidebar and the tab bar; the preview shows both before saving', async () => {
    const { page, context, errors } = await openPage(DESKTOP, true);
    const preview = page.frameLocator('#mq-appearance-preview');
    await withScreenshotOnFailure(page, 'menu-positions-editor', async () => {
      await page.goto(`${suite.server.url}/admin/appearance/menus`);
      await preview.getByTestId('navbar').waitFor();
      // nothing is assigned to the sidebars yet: the page keeps its width
      await expect(preview.getByTestId('sidebar-primary').count()).resolves.toBe(0);

      const menus = page.getByTestId('appearance-menus-panel');
      await menus.getByRole('button', { name: 'New menu' }).click();
      const menu = page.getByTestId('appearance-menu-panel');
      await menu.getByLabel('Name').fill('Quick links');
      await menu.getByLabel('Sidebar (primary)').check();
      await menu.getByLabel('Mobile bottom bar').check();
      await addLink(page, 'Home', '/', 'home');
      await addLink(page, 'Schedule', '/schedule', 'calendar');
      await addLink(page, 'Admin', '/admin', 'dashboard', 'admin.access');
      await poll(() => menu.getByTestId('menu-item-row').count()).toBe(3);

      // the preview (about 1090 px wide: a rail of icons over labels) shows the sidebar at once
      await poll(() => sidebarLabels(preview)).toEqual(['Home', 'Schedule', 'Admin']);
      await expect(preview.getByTestId('sidebar-primary').getByRole('link', { name: 'Home' }).getAttribute('aria-current')).resolves.toBe(
        'page',
      );
      await expect(preview.getByTestId('mobile-tab-bar').isVisible()).resolves.toBe(false);
      await screenshot(page, 'menu-positions-editor-sidebar-1440');

      // the primary menu leaves the tab bar, so the tab bar holds only the new menu
      await page.getByTestId('appearance-menu-panel').getByRole('link', { name: 'Back to menus' }).click();
      await menus.getByRole('link', { name: /^Primary/ }).click();
      await menu.getByLabel('Mobile bottom bar').uncheck();

      // at phone width the preview shows the tab bar and no sidebar
      await page.getByRole('group', { name: 'Preview width' }).getByRole('button', { name: 'Phone' }).click();
      await poll(() => preview.getByTestId('mobile-tab-bar').isVisible()).toBe(true);
      await poll(() => tabLabels(preview)).toEqual(['Home', 'Schedule', 'Admin']);
      await expect(preview.getByTestId('sidebar-primary').isVisible()).resolves.toBe(false);
      await poll(async () => (await box(page.locator('#mq-appearance-preview'))).width).toBeLessThanOrEqual(392);
      await settled(page);
      await screenshot(page, 'menu-positions-editor-phone-1440');

      await menu.getByRole('button', { name: 'Save' }).click();
      await poll(() => menu.getByTestId('appearance-draft-state').innerText()).toBe('All changes saved');
      expect(errors).toEqual([]);
    });
    await context.close();
  });

  it('a guest on a phone gets the tab bar without the admin-only link, clear of the notice, toasts and footer', async () => {
    const { page, context, errors } = await openPage(PHONE);
    // this visitor has not accepted cookies yet: the notice shows above the tab bar
    await context.clearCookies();
    await withScreenshotOnFailure(page, 'menu-positions-phone', async () => {
      await page.goto(suite.server.url);
      const bar = page.getByTestId('mobile-tab-bar');
      await poll(() => tabLabels(page)).toEqual(['Home', 'Schedule']);
      await expect(bar.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).resolves.toBe('page');
      const barBox = await box(bar);
      expect(barBox.y + barBox.height).toBe(PHONE.height);
      expect(barBox.height).toBeGreaterThanOrEqual(56);

      const notice = page.getByTestId('cookie-notice');
      await notice.getByRole('button', { name: 'OK' }).waitFor();
      const noticeBox = await box(notice);
      expect(noticeBox.y + noticeBox.height).toBeLessThanOrEqual(barBox.y);
      await screenshot(page, 'menu-positions-home-notice-390');

      // accepting shows a toast, above the bar too
      await notice.getByRole('button', { name: 'OK' }).click();
      const toast = page.locator('[data-toast-type]').filter({ hasText: 'Cookie preferences saved' });
      await toast.hover(); // holds it on screen
      await settled(page);
      const toastBox = await box(toast);
      expect(toastBox.y + toastBox.height).toBeLessThanOrEqual(barBox.y);
      await screenshot(page, 'menu-positions-home-toast-390');

      // the tab bar navigates in the app and marks the page it is on
      await bar.getByRole('link', { name: 'Schedule' }).click();
      await page.waitForURL(`${suite.server.url}/schedule`);
      await poll(() => bar.getByRole('link', { name: 'Schedule' }).getAttribute('aria-current')).toBe('page');
      await expect(bar.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).resolves.toBeNull();

      // the end of the page scrolls clear of the bar
      await page.getByTestId('footer').scrollIntoViewIfNeeded();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await settled(page);
      const footerBox = await box(page.getByTestId('footer'));
      expect(footerBox.y + footerBox.height).toBeLessThanOrEqual(barBox.y + 1);
      await expect(noSideScroll(page)).resolves.toBe(true);
      await screenshot(page, 'menu-positions-schedule-end-390');
      expect(errors).toEqual([]);
    });
    await context.close();
  });

  it('an admin on a phone sees the admin-only tab, and no tab bar inside the admin area', async () => {
    const { page, context, errors } = await openPage(PHONE, true);
    await withScreenshotOnFailure(page, 'menu-positions-phone-admin', async () => {
      await page.goto(suite.server.url);
      await poll(() => tabLabels(page)).toEqual(['Home', 'Schedule', 'Admin']);
      await settled(page);
      await screenshot(page, 'menu-positions-home-admin-390');
      await page.getByTestId('mobile-tab-bar').getByRole('link', { name: 'Admin' }).click();
      await page.waitForURL(`${suite.server.url}/admin`);
      await page.getByRole('navigation', { name: 'Admin' }).waitFor();
      await expect(page.getByTestId('mobile-tab-bar').count()).resolves.toBe(0);
      expect(errors).toEqual([]);
    });
    await context.close();
  });

  it('a guest on a desktop gets the sidebar beside the page and no tab bar', async () => {
    const { page, context, errors } = await openPage(DESKTOP);
    await withScreenshotOnFailure(page, 'menu-positions-desktop', async () => {
      await page.goto(`${suite.server.url}/schedule`);
      const sidebar = page.getByTestId('sidebar-primary');
      await poll(() => sidebarLabels(page)).toEqual(['Home', 'Schedule']);
      await expect(sidebar.getByRole('link', { name: 'Schedule' }).getAttribute('aria-current')).resolves.toBe('page');
      await expect(page.getByTestId('mobile-tab-bar').isVisible()).resolves.toBe(false);
      await expect(page.getByTestId('sidebar-secondary').count()).resolves.toBe(0);
      // the sidebar is a column at the start, the page fills the rest
      const sideBox = await box(sidebar);
      const mainBox = await box(page.locator('#main'));
      expect(sideBox.x).toBe(0);
      expect(sideBox.width).toBe(224);
      expect(mainBox.x).toBe(224);
      expect(mainBox.width).toBe(DESKTOP.width - 224);
      await expect(noSideScroll(page)).resolves.toBe(true);
      await settled(page);
      await screenshot(page, 'menu-positions-schedule-1440');

      // it stays under the navbar while the page scrolls
      await expect(sidebar.evaluate((el) => getComputedStyle(el).position)).resolves.toBe('sticky');
      await page.goto(suite.server.url);
      await poll(() => sidebarLabels(page)).toEqual(['Home', 'Schedule']);
      await settled(page);
      await screenshot(page, 'menu-positions-home-1440');

      // a title's backdrop fills the page column beside the sidebar
      await page.goto(titleUrl);
      const hero = page.getByTestId('title-hero');
      await hero.waitFor();
      await expect(box(hero).then((b) => [b.x, b.width])).resolves.toEqual([224, DESKTOP.width - 224]);
      await settled(page);
      await screenshot(page, 'menu-positions-title-1440');
      expect(errors).toEqual([]);
    });
    await context.close();
  });
});
