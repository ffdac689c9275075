import { describe, expect, it } from 'vitest';
import { ApiClient, DESKTOP, freshPage, PHONE, useAccountsServer } from './accounts-kit';
import { ADMIN, screenshot, withScreenshotOnFailure } from './harness';

// /api-docs: the guide and the endpoint reference come from the running server, and what it tells
// a developer works: a personal access token sent as a bearer token reads a listed endpoint.

const env = useAccountsServer();

describe('API documentation', () => {
  it("lists the server's endpoints, filters them, and its bearer-token instructions work", async () => {
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
      await screenshot(page, 'api-docs-desktop');

      await docs.getByPlaceholder('Filter endpoints').fill('mark-as-read');
      await expect.poll(() => docs.locator('[data-testid^="endpoints-"] li').count()).toBe(1);
      await docs.getByText('/api/v1/notifications/mark-as-read').waitFor();
      await docs.getByPlaceholder('Filter endpoints').fill('no-such-endpoint');
      await docs.getByText('There are no items matching your query').waitFor();

      await page.setViewportSize(PHONE);
      await docs.getByPlaceholder('Filter endpoints').fill('');
      await screenshot(page, 'api-docs-phone');
    });
    expect(errors).toEqual([]);
    await context.close();

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
