import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ApiClient } from './accounts-kit';
import { appearanceSuite, noSideScroll, PHONE, poll, WIDE } from './appearance-kit';
import { ADMIN, screenshot, withScreenshotOnFailure } from './harness';

// The public landing page and its panels in the appearance editor, against the real server:
// default content for a fresh install, live preview of the unsaved draft, save, field errors.

const suite = appearanceSuite();
const { openPage } = suite;

const texts = (page: Page, testId: string) => page.getByTestId(testId).allInnerTexts();

describe('landing page', () => {
  it('shows a visitor the default hero, buttons and features at 1280 and 390 wide', async () => {
    for (const viewport of [WIDE, PHONE]) {
      const { page, context, errors } = await openPage(viewport);
      await withScreenshotOnFailure(page, `landing-default-${viewport.width}`, async () => {
        await page.goto(`${suite.server.url}/landing`);
        await expect(page.getByTestId('landing-headline').innerText()).resolves.toBe('Every movie and show, all in one place.');
        await expect(page.getByTestId('landing-subheadline').innerText()).resolves.toMatch(/^Browse thousands of films and series/);
        await expect(texts(page, 'landing-action')).resolves.toEqual(['Get started', 'Browse movies']);
        await expect(page.getByRole('link', { name: 'Get started' }).getAttribute('href')).resolves.toBe('/register');
        await page.getByTestId('landing-poster-wall').waitFor();
        await expect(page.getByTestId('landing-primary-feature').count()).resolves.toBe(3);
        await expect(page.getByRole('heading', { name: 'Keep track of everything you love' }).isVisible()).resolves.toBe(true);
        await expect(page.getByTestId('landing-secondary-feature').count()).resolves.toBe(6);
        await expect(page.getByTestId('landing-navbar').getByRole('link', { name: 'Login' }).isVisible()).resolves.toBe(true);
        // no landing-page-footer menu is set up, so the site footer shows
        await page.getByTestId('footer').waitFor();
        await expect(noSideScroll(page)).resolves.toBe(true);
        await screenshot(page, `landing-hero-${viewport.width}`);
        await page.getByTestId('landing-primary-feature').nth(1).scrollIntoViewIfNeeded();
        await screenshot(page, `landing-features-${viewport.width}`);
        await page.getByTestId('landing-secondary-feature').first().scrollIntoViewIfNeeded();
        await screenshot(page, `landing-secondary-${viewport.width}`);
        expect(errors).toEqual([]);
      });
      await context.close();
    }
  });

  it('lets the admin edit it with a live preview, save, and shows field errors', async () => {
    const { page, context, errors } = await openPage(WIDE, true);
    await withScreenshotOnFailure(page, 'landing-editor', async () => {
      await page.goto(`${suite.server.url}/admin/appearance/landing-page/general`);
      const panel = page.getByTestId('landing-general-panel');
      const preview = page.frameLocator('#mq-appearance-preview');
      // the preview moves to the landing page and shows the saved headline
      await poll(() =>
        preview
          .getByTestId('landing-headline')
          .innerText()
          .catch(() => ''),
      ).toBe('Every movie and show, all in one place.');

      await panel.getByLabel('Headline', { exact: true }).fill('Your cinema, anywhere.');
      await poll(() => preview.getByTestId('landing-headline').innerText()).toBe('Your cinema, anywhere.');
      await expect(panel.getByTestId('landing-draft-state').innerText()).resolves.toBe('Unsaved changes');
      await screenshot(page, 'landing-editor-general-1280');

      // the draft survives moving between panels (in-app navigation)
      await panel.getByRole('link', { name: 'Back to landing page sections' }).click();
      await page
        .getByTestId('landing-index-panel')
        .getByRole('link', { name: /^Action buttons/ })
        .click();
      const actions = page.getByTestId('landing-actions-panel');
      await actions.getByRole('button', { name: 'Add button' }).click();
      const newButton = actions.getByTestId('landing-actions-row').nth(2);
      await newButton.getByLabel('Label', { exact: true }).fill('Start free trial');
      await newButton.getByLabel('Link', { exact: true }).fill('/pricing');
      await poll(() => preview.getByTestId('landing-action').allInnerTexts()).toEqual(['Get started', 'Browse movies', 'Start free trial']);
      await poll(() => preview.getByTestId('landing-headline').innerText()).toBe('Your cinema, anywhere.');
      await screenshot(page, 'landing-editor-actions-1280');

      await page.getByRole('link', { name: 'Landing page', exact: true }).click();
      await page
        .getByTestId('landing-index-panel')
        .getByRole('link', { name: /^Primary features/ })
        .click();
      const primary = page.getByTestId('landing-primary-panel');
      await primary.getByRole('button', { name: 'Add primary feature' }).click();
      const feature = primary.getByTestId('landing-primary-row').nth(3);
      await feature.getByLabel('Title', { exact: true }).fill('Watch parties with friends');
      await feature.getByLabel('Text', { exact: true }).fill('Press play together, wherever everyone is, and chat while you watch.');
      await poll(() => preview.getByTestId('landing-primary-feature').count()).toBe(4);
      await expect(preview.getByRole('heading', { name: 'Watch parties with friends' }).count()).resolves.toBe(1);

      // nothing is stored before Save
      const visitorApi = new ApiClient(suite.server.url);
      const before = await visitorApi.request('GET', 'api/v1/bootstrap-data');
      expect(before.settings.landing.headline).toBe('Every movie and show, all in one place.');

      await primary.getByRole('button', { name: 'Save', exact: true }).click();
      await page.getByText('Landing page saved').waitFor();
      await poll(() => primary.getByTestId('landing-draft-state').innerText()).toBe('All changes saved');

      // an empty headline is refused by the server with a message under the field
      await page.getByRole('link', { name: 'Landing page', exact: true }).click();
      await page
        .getByTestId('landing-index-panel')
        .getByRole('link', { name: /^General/ })
        .click();
      await panel.getByLabel('Headline', { exact: true }).fill('');
      await panel.getByRole('button', { name: 'Save', exact: true }).click();
      const headline = panel.getByLabel('Headline', { exact: true });
      await poll(() => headline.getAttribute('aria-invalid')).toBe('true');
      const describedBy = (await headline.getAttribute('aria-describedby'))!;
      await expect(page.locator(`[id="${describedBy}"]`).innerText()).resolves.toMatch(/required|headline/i);
      await screenshot(page, 'landing-editor-error-1280');
      // the stored headline is unchanged
      const after = await visitorApi.request('GET', 'api/v1/bootstrap-data');
      expect(after.settings.landing.headline).toBe('Your cinema, anywhere.');
      expect(errors).toEqual([]);
    });
    await context.close();
  });

  it('shows a visitor the saved content, and on / when the homepage is the landing page', async () => {
    const admin = new ApiClient(suite.server.url);
    await admin.request('POST', 'auth/login', { email: ADMIN.email, password: ADMIN.password });
    await admin.request('POST', 'api/v1/settings', { settings: { 'homepage.type': 'landing' } });
    const { page, context, errors } = await openPage(PHONE);
    await withScreenshotOnFailure(page, 'landing-saved', async () => {
      await page.goto(`${suite.server.url}/`);
      await page.waitForURL(`${suite.server.url}/landing`);
      await expect(page.getByTestId('landing-headline').innerText()).resolves.toBe('Your cinema, anywhere.');
      await expect(texts(page, 'landing-action')).resolves.toEqual(['Get started', 'Browse movies', 'Start free trial']);
      await expect(page.getByRole('link', { name: 'Start free trial' }).getAttribute('href')).resolves.toBe('/pricing');
      await expect(page.getByTestId('landing-primary-feature').count()).resolves.toBe(4);
      await expect(noSideScroll(page)).resolves.toBe(true);
      await screenshot(page, 'landing-saved-390');
      expect(errors).toEqual([]);
    });
    await context.close();

    // a landing-page-footer menu replaces the site footer on this page (light theme this time)
    const { settings } = await admin.request('GET', 'api/v1/settings');
    const footerMenu = {
      id: 'landing-footer',
      name: 'Landing footer',
      positions: ['landing-page-footer'],
      items: [{ id: 'faq', label: 'Help centre', type: 'route', action: '/pages/help' }],
    };
    await admin.request('POST', 'api/v1/settings', { settings: { menus: [...settings.menus, footerMenu] } });
    const light = await openPage(WIDE, false, 'light');
    await withScreenshotOnFailure(light.page, 'landing-footer-menu', async () => {
      await light.page.goto(`${suite.server.url}/landing`);
      const footer = light.page.getByTestId('landing-footer');
      await footer.getByRole('link', { name: 'Help centre' }).waitFor();
      await expect(light.page.getByTestId('footer').count()).resolves.toBe(0);
      await light.page.getByTestId('landing-primary-feature').first().scrollIntoViewIfNeeded();
      await screenshot(light.page, 'landing-light-features-1280');
      await footer.scrollIntoViewIfNeeded();
      await screenshot(light.page, 'landing-light-footer-1280');
    });
    await light.context.close();
  });

  it('fits the editor on a phone', async () => {
    const { page, context } = await openPage(PHONE, true);
    await withScreenshotOnFailure(page, 'landing-editor-phone', async () => {
      await page.goto(`${suite.server.url}/admin/appearance/landing-page/secondary-features`);
      const panel = page.getByTestId('landing-secondary-panel');
      await poll(() => panel.getByTestId('landing-secondary-row').count()).toBe(6);
      await panel.getByTestId('landing-secondary-row').first().getByRole('button', { name: 'A huge catalogue', exact: true }).click();
      await panel.getByLabel('Title', { exact: true }).fill('The biggest catalogue');
      await poll(() => page.frameLocator('#mq-appearance-preview').getByTestId('landing-secondary-feature').first().innerText()).toMatch(
        /The biggest catalogue/,
      );
      await expect(noSideScroll(page)).resolves.toBe(true);
      await screenshot(page, 'landing-editor-390');
    });
    await context.close();
  });
});
