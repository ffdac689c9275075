import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, settledScreenshot, signInAsAdmin } from './catalogue-helpers';
import { launchBrowser, newPage, type RunningServer, startServer, withScreenshotOnFailure } from './harness';

// The people admin end to end: an admin searches the list, creates a person with a poster (after an
// empty name is refused on the field), edits the facts, adds a credit on a title, changes and
// removes it, and deletes another person in bulk; the public person page shows the edits. Every
// screen is photographed at 1280 and 390 px wide.

let server: RunningServer;
let browser: Browser;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-people-'));

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  fs.rmSync(tmp, { recursive: true, force: true });
});

async function api<T>(page: Page, method: 'POST' | 'GET', url: string, data?: unknown): Promise<{ status: number; body: T }> {
  const res = await page.context().request.fetch(`${server.url}/api/v1/${url}`, { method, data, headers: { Origin: server.url } });
  return { status: res.status(), body: (await res.json()) as T };
}

type PersonBody = {
  person: {
    id: number;
    slug: string;
    name: string;
    poster: string | null;
    birth_place: string | null;
    imdb_id: string | null;
    credits: Record<string, { character: string | null; title: { name: string } }[]>;
    credits_count: number;
  };
};

describe('people admin', () => {
  it('searches, creates with a poster, edits facts and credits, deletes; the public page follows', { timeout: 240_000 }, async () => {
    const { context, page, errors } = await newPage(browser, { viewport: DESKTOP });
    await signInAsAdmin(context, server);
    for (const name of ['Lucia Ferrante', 'Odile Marchetti', 'Tomasz Wren'])
      expect((await api(page, 'POST', 'people', { name, known_for: 'acting', birth_date: '1980-05-17' })).status).toBe(201);
    const title = (
      await api<{ title: { id: number; name: string } }>(page, 'POST', 'titles', {
        type: 'movie',
        name: 'Harbour Lights',
        release_date: '2019-03-01',
      })
    ).body.title;
    expect((await api(page, 'POST', 'titles', { type: 'series', name: 'Quiet Coast', release_date: '2021-09-10' })).status).toBe(201);
    const poster = path.join(tmp, 'portrait.png');
    await sharp({ create: { width: 400, height: 600, channels: 3, background: { r: 40, g: 120, b: 160 } } })
      .png()
      .toFile(poster);

    await withScreenshotOnFailure(page, 'admin-people', async () => {
      // the list searches by name
      await page.goto(`${server.url}/admin/people`);
      const rows = page.getByTestId('admin-person-row');
      await rows.filter({ hasText: 'Tomasz Wren' }).waitFor();
      await page.getByTestId('admin-people-search').fill('ferra');
      await page.waitForURL(/query=ferra/);
      await expect.poll(() => rows.allInnerTexts()).toEqual([expect.stringContaining('Lucia Ferrante')]);
      await page.getByTestId('admin-people-search').fill('');
      await rows.filter({ hasText: 'Tomasz Wren' }).waitFor();

      // create: an empty name is refused by the server on the field, then the person is created with a poster
      await page.getByRole('link', { name: 'Add person' }).click();
      await page.waitForURL(/\/admin\/people\/new$/);
      await page.getByTestId('poster-input').setInputFiles(poster);
      await page.getByTestId('person-biography').fill('A lighthouse keeper turned actor.');
      await page.getByTestId('create-person').click();
      await page.getByText('The name field is required.').waitFor();
      expect(await page.getByTestId('person-name').getAttribute('aria-invalid')).toBe('true');
      await page.getByTestId('person-name').fill('Marguerite Okafor');
      await page.getByTestId('person-known-for').selectOption('acting');
      await page.getByTestId('person-birth-date').fill('1984-11-02');
      await page.getByTestId('create-person').click();
      await page.waitForURL(/\/admin\/people\/\d+\/edit$/);
      const personId = Number(/people\/(\d+)/.exec(page.url())![1]);
      await page.getByTestId('editor-name').getByText('Marguerite Okafor').waitFor();
      const created = (await api<PersonBody>(page, 'GET', `people/${personId}`)).body.person;
      expect(created.poster).toContain('/images/person/');
      await expect.poll(() => page.getByTestId('person-poster').locator('img').getAttribute('src')).toContain('/images/person/');

      // edit facts: a bad IMDb id lands on its field, then the save goes through
      await page.getByTestId('person-birth-place').fill('Lagos, Nigeria');
      await page.getByTestId('person-imdb-id').fill('tt123');
      await page.getByTestId('save-bar-save').click();
      await page.getByText('Must be an IMDb id like nm0000151.').waitFor();
      expect(await page.getByTestId('person-imdb-id').getAttribute('aria-invalid')).toBe('true');
      await page.getByTestId('person-imdb-id').fill('nm7654321');
      await page.getByTestId('save-bar-save').click();
      await page.getByText('Person updated').waitFor();
      const edited = (await api<PersonBody>(page, 'GET', `people/${personId}`)).body.person;
      expect([edited.birth_place, edited.imdb_id]).toEqual(['Lagos, Nigeria', 'nm7654321']);

      // credits: one added on a title through the picker, its character changed in the shared dialog
      await page.getByTestId('tab-credits').click();
      await page.getByText('No credits yet').waitFor();
      const form = page.getByTestId('add-person-credit-form');
      await form.getByTestId('add-credit').click();
      await form.getByText('Choose a title.').waitFor();
      await form.getByTestId('title-picker').fill('Harbour');
      await page.getByRole('option', { name: /Harbour Lights/ }).click();
      await form.getByTestId('title-picker-value').getByText('Harbour Lights').waitFor();
      await form.getByTestId('credit-character').fill('Harbour Master');
      await form.getByTestId('add-credit').click();
      const castList = page.getByTestId('person-credits-cast');
      await castList.getByText('Harbour Master').waitFor();
      await page.getByRole('button', { name: 'Edit credit on Harbour Lights' }).click();
      await page.getByTestId('edit-character').fill('Chief Harbour Master');
      await page.getByTestId('save-credit').click();
      await castList.getByText('Chief Harbour Master').waitFor();
      const titleCredits = (
        await api<{ credits: { cast: { character: string; person: { name: string } }[] } }>(page, 'GET', `titles/${title.id}/credits`)
      ).body.credits;
      expect(titleCredits.cast.map((c) => [c.person.name, c.character])).toEqual([['Marguerite Okafor', 'Chief Harbour Master']]);

      // a series credit: a season the series lacks is refused on the season field, the whole series is fine
      await form.getByTestId('title-picker').fill('Quiet');
      await page.getByRole('option', { name: /Quiet Coast/ }).click();
      await form.getByTestId('credit-department').selectOption('writing');
      await form.getByTestId('credit-job').fill('Story editor');
      await form.getByTestId('credit-scope').getByLabel('Season').fill('3');
      await form.getByTestId('add-credit').click();
      await form.getByText('This season does not exist.').waitFor();
      await settledScreenshot(page, 'admin-people-1280-credit-error');
      await form.getByTestId('credit-scope').getByLabel('Season').fill('');
      await form.getByTestId('add-credit').click();
      await page.getByTestId('person-credits-writing').getByText('Story editor').waitFor();

      // the public person page shows the facts, poster and credit
      for (const viewport of [DESKTOP, PHONE]) {
        await page.setViewportSize(viewport);
        await page.goto(`${server.url}/people/${personId}/${created.slug}`);
        await page.getByTestId('person-page').waitFor();
        await page.getByTestId('person-facts').getByText('Lagos, Nigeria').waitFor();
        await page.getByTestId('person-biography').getByText('A lighthouse keeper turned actor.').waitFor();
        await page.getByTestId('person-credit-link').filter({ hasText: 'Harbour Lights' }).waitFor();
        await page.getByTestId('person-credit-link').filter({ hasText: 'Quiet Coast' }).waitFor();
        await expect
          .poll(() => page.getByRole('img', { name: 'Marguerite Okafor' }).first().getAttribute('src'))
          .toContain('/images/person/');
        await settledScreenshot(page, `admin-people-${viewport.width}-public-page`);
      }
      await page.setViewportSize(DESKTOP);

      // the credit is removed after a confirmation
      await page.goto(`${server.url}/admin/people/${personId}/edit/credits`);
      await page.getByRole('button', { name: 'Remove credit on Harbour Lights' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
      await page.getByTestId('person-credits-cast').waitFor({ state: 'detached' });
      await page.getByRole('button', { name: 'Remove credit on Quiet Coast' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
      await page.getByText('No credits yet').waitFor();
      expect((await api<PersonBody>(page, 'GET', `people/${personId}`)).body.person.credits_count).toBe(0);
      await page.goto(`${server.url}/people/${personId}/${created.slug}`);
      await page.getByTestId('person-page').waitFor();
      expect(await page.getByTestId('person-credit-link').count()).toBe(0);

      // bulk delete, confirmed first
      await page.goto(`${server.url}/admin/people?orderBy=name`);
      const odile = (await api<{ pagination: { data: { id: number; name: string }[] } }>(page, 'GET', 'people?query=odile')).body.pagination
        .data[0]!;
      await page.getByRole('checkbox', { name: 'Select Odile Marchetti' }).check();
      await page.getByTestId('bulk-delete').click();
      await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
      await page.getByText('Deleted 1 person').waitFor();
      await expect.poll(() => rows.filter({ hasText: 'Odile Marchetti' }).count()).toBe(0);
      expect((await api(page, 'GET', `people/${odile.id}`)).status).toBe(404);
      await page.goto(`${server.url}/people/${odile.id}`);
      await page.getByText("Looks like you've found the doorway to the great nothing").waitFor();

      // every screen at desktop and phone widths (the person gets a credit back for the credits tab)
      await api(page, 'POST', `titles/${title.id}/credits`, { person_id: personId, department: 'cast', character: 'Harbour Master' });
      await api(page, 'POST', `titles/${title.id}/credits`, { person_id: personId, department: 'writing', job: 'Screenplay' });
      const shots: [string, string][] = [
        ['list', `${server.url}/admin/people`],
        ['new', `${server.url}/admin/people/new`],
        ['primary-facts', `${server.url}/admin/people/${personId}/edit`],
        ['credits', `${server.url}/admin/people/${personId}/edit/credits`],
      ];
      for (const viewport of [DESKTOP, PHONE]) {
        await page.setViewportSize(viewport);
        for (const [name, url] of shots) {
          await page.goto(url);
          await page.locator('[data-testid^="admin-person"], [data-testid="admin-people"]').first().waitFor({ timeout: 15_000 });
          if (name === 'list') await page.getByTestId('admin-person-row').first().waitFor();
          if (name === 'credits') await page.getByTestId('person-credit').first().waitFor();
          await settledScreenshot(page, `admin-people-${viewport.width}-${name}`);
        }
      }
      expect(errors).toEqual([]);
    });
  });
});
