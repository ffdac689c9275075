import { describe, expect, it } from 'vitest';
import { ApiClient, DESKTOP, freshPage, PHONE, useAccountsServer } from './accounts-kit';
import { ADMIN, screenshot, screenshotsAt, settled, withScreenshotOnFailure } from './harness';

// /api-docs: the page is rendered from the server's OpenAPI document (GET api/v1/openapi.json), and
// what it tells a developer works: "Try it" calls the API with the signed-in session, and a personal
// access token sent as a bearer token reads a listed endpoint.

const env = useAccountsServer();

const noPageScrollX = () => document.documentElement.scrollWidth <= window.innerWidth;

describe('API documentation', () => {
  it('renders the OpenAPI document: search, parameters, body schema, shared errors, and Try it', async () => {
    await env.admin.request('POST', 'api/v1/titles', { name: 'Docs Example Movie', type: 'movie' });
    const { context, page, errors } = await freshPage(env, DESKTOP);
    await withScreenshotOnFailure(page, 'api-docs', async () => {
      await page.goto(`${env.server.url}/login`);
      await page.getByLabel('Email').fill(ADMIN.email);
      await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
      await page.waitForURL((url) => url.pathname.startsWith('/admin'));

      await page.goto(`${env.server.url}/api-docs`);
      const docs = page.getByTestId('api-docs-page');
      await docs.getByRole('heading', { name: 'Authentication' }).waitFor();
      await docs.getByTestId('endpoints-titles').getByText('/api/v1/titles/{id}', { exact: true }).first().waitFor();
      // the tag navigation lists the groups and the shared error responses are described once
      await docs
        .getByTestId('tag-nav')
        .getByRole('link', { name: /^titles/ })
        .first()
        .waitFor();
      await docs.getByTestId('shared-responses').getByText('ValidationError', { exact: true }).waitFor();
      const total = await docs.locator('[data-testid^="operation-"]').count();
      expect(total).toBeGreaterThan(100);

      // search narrows the list, by path or by tag
      const search = docs.getByPlaceholder('Filter endpoints');
      await search.fill('mark-as-read');
      await expect.poll(() => docs.locator('[data-testid^="endpoints-"] > li').count()).toBe(1);
      await docs.getByText('/api/v1/notifications/mark-as-read').waitFor();
      await search.fill('no-such-endpoint');
      await docs.getByText('There are no items matching your query').waitFor();
      await search.fill('/api/v1/titles');
      await expect.poll(() => docs.locator('[data-testid^="endpoints-"] > li').count()).toBeLessThan(total);

      // an operation opened from the keyboard shows its permission and parameters
      const list = docs.getByTestId('operation-getTitles');
      await list.getByRole('button').focus();
      await page.keyboard.press('Enter');
      const details = list.getByTestId('operation-details');
      await details.getByText('titles.view', { exact: true }).waitFor();
      await details.getByTestId('parameters').getByText('perPage', { exact: true }).waitFor();
      await details.getByRole('link', { name: 'Unauthenticated' }).waitFor();

      // POST titles shows its body schema with the required fields, and its example
      const create = docs.getByTestId('operation-postTitles');
      await create.getByRole('button').first().click();
      const body = create.getByTestId('request-body');
      await body.getByTestId('schema-prop-name').getByText('required').waitFor();
      await body.getByTestId('schema-prop-type').waitFor();
      await body.getByText('Example').waitFor();
      await screenshot(page, 'api-docs-desktop');

      // Try it on GET titles, with this browser's session
      await details
        .getByTestId('try-it')
        .getByRole('textbox', { name: /perPage/ })
        .fill('5');
      await details.getByRole('button', { name: 'Send request' }).click();
      const result = details.getByTestId('try-it-result');
      await result.getByText('200', { exact: false }).waitFor();
      await result.getByText(/"per_page": 5/).waitFor();
      await result.getByText(/Docs Example Movie/).waitFor();

      // phone: nothing scrolls the page sideways, long paths wrap
      await page.setViewportSize(PHONE);
      await settled(page);
      expect(await page.evaluate(noPageScrollX)).toBe(true);
      await screenshot(page, 'api-docs-phone');
      await search.fill('');
      await settled(page);
      expect(await page.evaluate(noPageScrollX)).toBe(true);
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshotsAt(page, 'api-docs-dark', [PHONE, DESKTOP]);
    });
    expect(errors).toEqual([]);
    await context.close();

    // a guest (api.access is a guest permission) in the light theme: the same page, an operation open
    const light = await freshPage(env, PHONE, 'light');
    await withScreenshotOnFailure(light.page, 'api-docs-light', async () => {
      await light.page.goto(`${env.server.url}/api-docs`);
      const docs = light.page.getByTestId('api-docs-page');
      await docs.getByTestId('operation-postTitles').waitFor();
      await screenshotsAt(light.page, 'api-docs-light', [PHONE, DESKTOP]);
      await docs.getByTestId('tag-nav').scrollIntoViewIfNeeded();
      await settled(light.page);
      await screenshot(light.page, 'api-docs-light-nav-390');
      await docs.getByTestId('operation-postTitles').getByRole('button').first().click();
      await docs.getByTestId('operation-postTitles').scrollIntoViewIfNeeded();
      expect(await light.page.evaluate(noPageScrollX)).toBe(true);
      await screenshotsAt(light.page, 'api-docs-light-open', [PHONE, DESKTOP]);
    });
    expect(light.errors).toEqual([]);
    await light.context.close();

    // the documented curl call, with a real token
    const { plainTextToken } = await env.admin.request('POST', 'api/v1/access-tokens', { tokenName: 'docs test' });
    const res = await fetch(`${env.server.url}/api/v1/titles?perPage=5`, {
      headers: { Authorization: `Bearer ${plainTextToken}`, Accept: 'application/json' },
    });
    expect(res.status).toBe(200);
    expect((await res.json()).pagination).toMatchObject({ per_page: 5 });
    const anonymous = new ApiClient(env.server.url);
    await expect(anonymous.request('GET', 'api/v1/users/me')).rejects.toThrow(/401/);
  });
});
