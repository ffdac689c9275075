import type { FrameLocator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appearanceSuite, noSideScroll, PHONE, poll, WIDE } from './appearance-kit';
import { screenshot, withScreenshotOnFailure } from './harness';

// The Themes section of the appearance editor against the real server: live preview of unsaved
// colours, font and radius in the preview frame, save, site default, what a visitor sees, delete.

const suite = appearanceSuite();
const { openPage } = suite;

const pageStyle = (frame: FrameLocator | Page, prop: 'backgroundColor' | 'fontFamily') =>
  frame
    .locator('html')
    .evaluate((el, p) => getComputedStyle(el)[p], prop)
    .catch(() => '');
const rootVar = (frame: FrameLocator | Page, name: string) =>
  frame
    .locator('html')
    .evaluate((el, n) => getComputedStyle(el).getPropertyValue(n).trim(), name)
    .catch(() => '');
/** The computed colour of a probe painted with the theme's primary colour inside the frame. */
const primaryOf = (frame: FrameLocator | Page) =>
  frame
    .locator('body')
    .evaluate((body) => {
      const probe = document.createElement('span');
      probe.style.color = 'rgb(var(--mq-primary))';
      body.append(probe);
      const color = getComputedStyle(probe).color;
      probe.remove();
      return color;
    })
    .catch(() => '');

describe('appearance editor: themes', () => {
  it('creates a theme, previews colours, font and radius live, saves it and makes it the site default', async () => {
    const { page, context, errors } = await openPage(WIDE, true);
    await withScreenshotOnFailure(page, 'themes-editor', async () => {
      await page.goto(`${suite.server.url}/admin/appearance/themes`);
      const list = page.getByTestId('themes-panel');
      await poll(() => list.getByTestId('theme-row').count()).toBe(2);
      await expect(list.getByTestId('theme-row').first().innerText()).resolves.toMatch(/Dark[\s\S]*Default dark/);
      await screenshot(page, 'themes-list-1280');

      await list.getByRole('button', { name: 'New theme' }).click();
      const panel = page.getByTestId('theme-panel');
      await panel.waitFor();
      expect(page.url()).toMatch(/\/admin\/appearance\/themes\/\d+$/);
      const themeId = Number(page.url().split('/').pop());
      const preview = page.frameLocator('#mq-appearance-preview');
      await poll(() => pageStyle(preview, 'backgroundColor')).toBe('rgb(11, 12, 16)');

      await panel.getByLabel('Name', { exact: true }).fill('Ocean');
      await panel.locator('[data-token="--mq-background"] input:not([type=color])').fill('#102030');
      await poll(() => pageStyle(preview, 'backgroundColor')).toBe('rgb(16, 32, 48)');
      await panel.getByLabel('Primary colour picker', { exact: true }).fill('#00a0ff');
      await poll(() => primaryOf(preview)).toBe('rgb(0, 160, 255)');
      await expect(panel.locator('[data-token="--mq-primary"] input:not([type=color])').inputValue()).resolves.toBe('#00a0ff');
      await expect(panel.getByTestId('theme-draft-state').innerText()).resolves.toBe('Unsaved changes');
      // nothing is stored before Save
      const before = await context.request.get(`${suite.server.url}/api/v1/admin/appearance/themes/${themeId}`);
      expect((await before.json()).theme.values['--mq-background']).toBe('11 12 16');
      // a colour too close to its background is flagged next to its field, and the flag goes with a readable one
      const muted = panel.locator('[data-token="--mq-muted"]');
      await muted.locator('input:not([type=color])').fill('#303a48');
      await poll(() => muted.getByTestId('contrast-warning').innerText()).toMatch(
        /^Hard to read on Background: contrast 1\.\d\d:1, text needs 4\.5:1\.$/,
      );
      // the darker blue background also leaves the default red accent below 4.5:1
      await expect(panel.locator('[data-token="--mq-accent"]').getByTestId('contrast-warning').innerText()).resolves.toBe(
        'Hard to read on Background: contrast 4.01:1, text needs 4.5:1.',
      );
      await expect(panel.getByTestId('contrast-warning').count()).resolves.toBe(2);
      await screenshot(page, 'themes-contrast-warning-1280');
      await muted.locator('input:not([type=color])').fill('#9ca3b2');
      await poll(() => muted.getByTestId('contrast-warning').count()).toBe(0);
      // a half-typed colour is flagged and left out of the preview
      await panel.locator('[data-token="--mq-accent"] input:not([type=color])').fill('#12');
      await poll(() => panel.getByText('Use a colour such as #f5c518.').count()).toBe(1);
      await panel.locator('[data-token="--mq-accent"] input:not([type=color])').fill('#ff3366');
      await screenshot(page, 'themes-colours-1280');

      // font and radius: the draft is kept across the theme's panels
      await panel.getByRole('link', { name: 'Font' }).click();
      const font = page.getByTestId('theme-font-panel');
      await font.getByTestId('font-mono').click();
      await poll(() => pageStyle(preview, 'fontFamily')).toMatch(/monospace$/);
      await poll(() => pageStyle(preview, 'backgroundColor')).toBe('rgb(16, 32, 48)');
      await screenshot(page, 'themes-font-1280');
      await font.getByRole('link', { name: 'Radius' }).click();
      const radius = page.getByTestId('theme-radius-panel');
      await radius.getByTestId('radius').getByTestId('radius-option-xl').click();
      await radius.getByTestId('radius-button').getByTestId('radius-option-full').click();
      await poll(() => rootVar(preview, '--mq-radius')).toBe('1rem');
      await poll(() => rootVar(preview, '--mq-radius-button')).toBe('9999px');
      await screenshot(page, 'themes-radius-1280');

      await radius.getByRole('button', { name: 'Save' }).click();
      await poll(() => radius.getByTestId('theme-draft-state').innerText()).toBe('All changes saved');
      const saved = (await (await context.request.get(`${suite.server.url}/api/v1/admin/appearance/themes/${themeId}`)).json()).theme;
      expect(saved).toMatchObject({ name: 'Ocean', is_dark: true, default_dark: false });
      expect(saved.values).toMatchObject({
        '--mq-background': '16 32 48',
        '--mq-primary': '0 160 255',
        '--mq-accent': '255 51 102',
        '--mq-radius': '1rem',
        '--mq-radius-button': '9999px',
      });
      expect(saved.values['--mq-font-family']).toMatch(/monospace$/);
      expect(saved.font.family).toBe(saved.values['--mq-font-family']);

      // make it the site default for dark mode from the list
      await radius.getByRole('link', { name: 'Back to themes' }).click();
      const ocean = list.getByTestId('theme-row').filter({ hasText: 'Ocean' });
      await ocean.getByRole('button', { name: 'Actions for Ocean' }).click();
      await page.getByRole('menuitem', { name: 'Make site default for dark mode' }).click();
      await poll(() => ocean.innerText()).toMatch(/Default dark/);
      await poll(() => list.getByTestId('theme-row').filter({ hasText: /^Dark/ }).innerText()).not.toMatch(/Default dark/);
      // the preview follows the saved default (its own page data is older than the editor's)
      await poll(() => pageStyle(preview, 'backgroundColor')).toBe('rgb(16, 32, 48)');
      await screenshot(page, 'themes-list-default-1280');
      expect(errors).toEqual([]);
    });
    await context.close();

    // a visitor (preferring dark mode) now gets the new theme on the home page
    const visitor = await openPage(WIDE);
    await withScreenshotOnFailure(visitor.page, 'themes-visitor', async () => {
      await visitor.page.goto(`${suite.server.url}/`);
      await poll(() => pageStyle(visitor.page, 'backgroundColor')).toBe('rgb(16, 32, 48)');
      await poll(() => primaryOf(visitor.page)).toBe('rgb(0, 160, 255)');
      await poll(() => pageStyle(visitor.page, 'fontFamily')).toMatch(/monospace$/);
      await visitor.page.waitForLoadState('networkidle');
      await screenshot(visitor.page, 'themes-visitor-home-1280');
      expect(visitor.errors).toEqual([]);
    });
    await visitor.context.close();
  });

  it('asks before deleting, refuses the default theme, and fits a phone', async () => {
    const { page, context, errors } = await openPage(PHONE, true);
    await withScreenshotOnFailure(page, 'themes-delete', async () => {
      await page.goto(`${suite.server.url}/admin/appearance/themes`);
      const list = page.getByTestId('themes-panel');
      await poll(() => list.getByTestId('theme-row').count()).toBe(3);
      await screenshot(page, 'themes-list-390');
      expect(await noSideScroll(page)).toBe(true);

      // the default dark theme cannot be deleted (the server would refuse)
      await list.getByRole('button', { name: 'Actions for Ocean' }).click();
      await expect(
        page.getByRole('menuitem', { name: 'Make another theme the default dark theme first.' }).getAttribute('aria-disabled'),
      ).resolves.toBe('true');
      await page.keyboard.press('Escape');

      const dark = list.getByTestId('theme-row').filter({ hasText: /^Dark/ });
      await dark.getByRole('button', { name: 'Actions for Dark' }).click();
      await page.getByRole('menuitem', { name: 'Delete' }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete theme' });
      await dialog.waitFor();
      await expect(dialog.innerText()).resolves.toMatch(/Delete "Dark"\? This cannot be undone\./);
      await screenshot(page, 'themes-delete-confirm-390');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(list.getByTestId('theme-row').count()).resolves.toBe(3);

      await dark.getByRole('button', { name: 'Actions for Dark' }).click();
      await page.getByRole('menuitem', { name: 'Delete' }).click();
      await page.getByRole('dialog', { name: 'Delete theme' }).getByRole('button', { name: 'Delete' }).click();
      await poll(() => list.getByTestId('theme-row').count()).toBe(2);
      await expect(dark.count()).resolves.toBe(0);

      // the theme panel at phone width
      await list.getByTestId('theme-row').filter({ hasText: 'Ocean' }).getByRole('link').click();
      await page.getByTestId('theme-panel').waitFor();
      await poll(() => pageStyle(page.frameLocator('#mq-appearance-preview'), 'backgroundColor')).toBe('rgb(16, 32, 48)');
      await screenshot(page, 'themes-theme-390');
      expect(await noSideScroll(page)).toBe(true);
      expect(errors).toEqual([]);
    });
    await context.close();
  });
});
