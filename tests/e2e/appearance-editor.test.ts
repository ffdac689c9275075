import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appearanceSuite, createQuietHarbour, noSideScroll, PHONE, poll, WIDE } from './appearance-kit';
import { screenshot, withScreenshotOnFailure } from './harness';

// The appearance editor's general, SEO, custom code and menus panels against the real server:
// live preview before saving, save through POST admin/appearance, what a visitor then sees,
// field errors, and logout refused inside the preview frame.

const NAVBAR_BG = 'rgb(12, 34, 56)';
let titleUrl = '';

const suite = appearanceSuite(async (server) => {
  titleUrl = await createQuietHarbour(server);
});
const { openPage } = suite;

const navLinks = (page: Page | ReturnType<Page['frameLocator']>) =>
  page.getByTestId('navbar').getByRole('navigation', { name: 'Main' }).getByRole('link').allInnerTexts();
const navbarBg = (page: Page | ReturnType<Page['frameLocator']>) =>
  page
    .getByTestId('navbar')
    .evaluate((el) => getComputedStyle(el).backgroundColor)
    .catch(() => '');

describe('appearance editor: general, SEO, custom code, menus', () => {
  it('previews changes live, saves them, and visitors see them', async () => {
    const { page, context, errors } = await openPage(WIDE, true);
    const preview = page.frameLocator('#mq-appearance-preview');
    await withScreenshotOnFailure(page, 'appearance-editor', async () => {
      await page.goto(`${suite.server.url}/admin/appearance`);
      const index = page.getByTestId('appearance-index');
      await index.getByRole('link', { name: /^Landing page/ }).waitFor();
      await expect(index.getByRole('link').allInnerTexts()).resolves.toHaveLength(6);
      await expect(index.innerText()).resolves.toMatch(/Custom code\s+Your own CSS/);
      await preview.getByTestId('wordmark').waitFor();
      await screenshot(page, 'appearance-editor-index-1280');

      // General: the preview follows the unsaved name; an empty name is refused under the field
      await index.getByRole('link', { name: /^General/ }).click();
      const general = page.getByTestId('appearance-general-panel');
      const name = general.getByLabel('Site name');
      await name.fill('Cinema Club');
      await poll(() => preview.getByTestId('wordmark').innerText()).toBe('Cinema Club');
      await expect(general.getByTestId('appearance-draft-state').innerText()).resolves.toBe('Unsaved changes');
      const bootstrap = async () =>
        ((await (await fetch(`${suite.server.url}/api/v1/bootstrap-data`)).json()) as { settings: { branding: { site_name: string } } })
          .settings.branding.site_name;
      await expect(bootstrap()).resolves.toBe('Marquee');
      await name.fill('');
      await general.getByRole('button', { name: 'Save' }).click();
      await general.getByText('This field is required.').waitFor();
      await expect(name.getAttribute('aria-invalid')).resolves.toBe('true');
      await screenshot(page, 'appearance-editor-general-error-1280');
      await name.fill('Cinema Club');
      await poll(() => general.getByText('This field is required.').count()).toBe(0);
      await general.getByLabel('Favicon').fill('/favicon.svg?v=2');
      await poll(() => preview.locator('link[rel="icon"]').getAttribute('href')).toBe('/favicon.svg?v=2');
      await general.getByRole('button', { name: 'Save' }).click();
      await poll(() => general.getByTestId('appearance-draft-state').innerText()).toBe('All changes saved');
      await expect(bootstrap()).resolves.toBe('Cinema Club');

      // SEO: the title page's template, with its placeholders and an example
      await page.getByRole('navigation', { name: 'Appearance sections' }).getByRole('link', { name: 'SEO' }).click();
      const seo = page.getByTestId('appearance-seo-panel');
      const titleKind = seo.getByTestId('seo-kind-title');
      await expect(titleKind.getByRole('list', { name: 'Placeholders' }).innerText()).resolves.toMatch(
        /\{\{TITLE_NAME\}\}[\s\S]*\{\{TITLE_GENRES\}\}/,
      );
      const template = titleKind.getByLabel('Title', { exact: true });
      await template.fill('{{TITLE_NAME}} | {{PERSON_NAME}}');
      await titleKind.getByText('Unknown placeholder: {{PERSON_NAME}}').waitFor();
      await template.fill('{{TITLE_NAME}} | Watch on {{SITE_NAME}}');
      await poll(() => titleKind.getByTestId('seo-example-title').innerText()).toMatch(/The Long Night \| Watch on Cinema Club/);
      await seo.getByRole('button', { name: 'Episode' }).click();
      await screenshot(page, 'appearance-editor-seo-1280');
      await seo.getByRole('button', { name: 'Save' }).click();
      await poll(() => seo.getByTestId('appearance-draft-state').innerText()).toBe('All changes saved');

      // Custom code: Tab indents; the CSS shows in the preview before saving
      await page.getByRole('navigation', { name: 'Appearance sections' }).getByRole('link', { name: 'Custom code' }).click();
      const code = page.getByTestId('appearance-custom-code-panel');
      const css = code.getByTestId('custom-css');
      await css.fill('body {');
      await css.press('End');
      await css.press('Tab');
      await poll(() => css.inputValue()).toBe('body {  ');
      await expect(css.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
      await css.fill(`[data-testid="navbar"] { background-color: ${NAVBAR_BG} !important; }`);
      await poll(() => navbarBg(preview)).toBe(NAVBAR_BG);
      await code
        .getByTestId('custom-html')
        .fill(`<div id="promo-banner">Spring sale</div>\n<script>document.getElementById('promo-banner').dataset.ran = 'yes';</script>`);
      await screenshot(page, 'appearance-editor-custom-code-1280');
      await code.getByRole('button', { name: 'Save' }).click();
      await poll(() => code.getByTestId('appearance-draft-state').innerText()).toBe('All changes saved');

      // Menus: a new link in the primary menu, moved to the front, shows in the preview's navbar
      await page.getByRole('navigation', { name: 'Appearance sections' }).getByRole('link', { name: 'Menus' }).click();
      const menus = page.getByTestId('appearance-menus-panel');
      await expect(menus.getByTestId('menus-list').innerText()).resolves.toMatch(/Primary\s+Navbar, Mobile bottom bar · 5 links/);
      await menus.getByRole('link', { name: /^Primary/ }).click();
      const menu = page.getByTestId('appearance-menu-panel');
      await menu.getByRole('button', { name: 'Add link' }).click();
      const item = page.getByTestId('appearance-menu-item-panel');
      await item.getByLabel('Label').fill('My watchlist');
      const route = item.getByLabel('Route', { exact: true });
      await route.fill('watchlist');
      await item.getByText('Suggested: /lists, /watchlist, /admin/channels, /admin/comments').waitFor();
      await item.getByLabel('Icon').selectOption('bookmark');
      // a route without its leading slash is refused with the error under the field
      await item.getByRole('button', { name: 'Save' }).click();
      await item.getByText('A route starts with "/", e.g. /watchlist.').waitFor();
      await screenshot(page, 'appearance-editor-menu-item-1280');
      await route.fill('/watchlist');
      await poll(() => navLinks(preview)).toEqual(['Movies', 'Series', 'People', 'News', 'Schedule', 'My watchlist']);
      await item.getByRole('link', { name: 'Back to menu' }).click();
      const rows = menu.getByTestId('menu-item-row');
      await poll(async () => (await rows.allInnerTexts()).length).toBe(6);
      await rows.nth(5).getByTestId('sort-handle').focus();
      await page.keyboard.press('Home');
      await poll(() => rows.first().innerText()).toMatch(/My watchlist/);
      await poll(() => navLinks(preview)).toEqual(['My watchlist', 'Movies', 'Series', 'People', 'News', 'Schedule']);
      await screenshot(page, 'appearance-editor-menu-1280');
      await menu.getByRole('button', { name: 'Save' }).click();
      await poll(() => menu.getByTestId('appearance-draft-state').innerText()).toBe('All changes saved');

      // logging out from inside the preview is refused with a notice
      await preview.getByRole('button', { name: 'Account' }).click();
      await preview.getByRole('menuitem', { name: 'Log out' }).click();
      await preview.getByText("Can't logout while in appearance editor.").waitFor();
      await expect(page.url()).toBe(`${suite.server.url}/admin/appearance/menus/0`);
      expect(errors).toEqual([]);
    });
    await context.close();

    // a visitor sees the saved name, menu, custom code and SEO title
    const visitor = await openPage(WIDE);
    await withScreenshotOnFailure(visitor.page, 'appearance-editor-visitor', async () => {
      await visitor.page.goto(titleUrl);
      await expect(visitor.page.title()).resolves.toBe('Quiet Harbour | Watch on Cinema Club');
      await visitor.page.getByTestId('navbar').waitFor();
      await expect(navLinks(visitor.page)).resolves.toEqual(['My watchlist', 'Movies', 'Series', 'People', 'News', 'Schedule']);
      await expect(navbarBg(visitor.page)).resolves.toBe(NAVBAR_BG);
      await expect(visitor.page.getByTestId('wordmark').innerText()).resolves.toBe('Cinema Club');
      await expect(visitor.page.locator('link[rel="icon"]').getAttribute('href')).resolves.toBe('/favicon.svg?v=2');
      // the custom script ran: it carries the page's CSP nonce
      await expect(visitor.page.locator('#promo-banner').getAttribute('data-ran')).resolves.toBe('yes');
      await screenshot(visitor.page, 'appearance-editor-visitor-1280');
      expect(visitor.errors).toEqual([]);
    });
    await visitor.context.close();
  });

  it('fits a phone: index, menu and item panels at 390 wide', async () => {
    const { page, context, errors } = await openPage(PHONE, true);
    await withScreenshotOnFailure(page, 'appearance-editor-phone', async () => {
      await page.goto(`${suite.server.url}/admin/appearance`);
      await page.getByTestId('appearance-index').waitFor();
      await expect(noSideScroll(page)).resolves.toBe(true);
      await screenshot(page, 'appearance-editor-index-390');
      await page.goto(`${suite.server.url}/admin/appearance/general`);
      await page.getByTestId('appearance-general-panel').getByLabel('Site name').waitFor();
      await expect(noSideScroll(page)).resolves.toBe(true);
      await screenshot(page, 'appearance-editor-general-390');
      await page.goto(`${suite.server.url}/admin/appearance/menus/0`);
      await page.getByTestId('menu-item-row').first().waitFor();
      await page.getByTestId('menu-item-row').first().scrollIntoViewIfNeeded();
      await expect(noSideScroll(page)).resolves.toBe(true);
      await screenshot(page, 'appearance-editor-menu-390');
      await page.goto(`${suite.server.url}/admin/appearance/menus/0/0`);
      await expect(page.getByTestId('appearance-menu-item-panel').getByLabel('Label').inputValue()).resolves.toMatch(/\w/);
      await expect(noSideScroll(page)).resolves.toBe(true);
      await screenshot(page, 'appearance-editor-menu-item-390');
      await page.goto(`${suite.server.url}/admin/appearance/seo-settings`);
      await page.getByTestId('seo-kind-title').waitFor();
      await expect(noSideScroll(page)).resolves.toBe(true);
      await screenshot(page, 'appearance-editor-seo-390');
      expect(errors).toEqual([]);
    });
    await context.close();
  });
});
