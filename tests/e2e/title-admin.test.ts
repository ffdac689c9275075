import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, settledScreenshot, signInAsAdmin } from './catalogue-helpers';
import { launchBrowser, newPage, type RunningServer, startServer, withScreenshotOnFailure } from './harness';

// The title editor end to end: an admin creates a series, tags it, casts two people (reordered
// with the keyboard), uploads a poster, adds a season and an episode, and opens 'Add video' from
// the episode; the public title page shows the poster, genre and cast. Every tab is photographed
// at desktop and phone widths.

let server: RunningServer;
let browser: Browser;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'title-admin-'));

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

/** Picks a person in the cast form by typing part of the name. */
async function addCast(page: Page, search: string, name: string, character: string) {
  const form = page.getByTestId('add-cast-form');
  await form.getByTestId('person-picker').fill(search);
  await page.getByRole('option', { name: new RegExp(name) }).click();
  await form.getByTestId('credit-character').fill(character);
  await form.getByTestId('add-credit').click();
  await page.getByTestId('cast-list').getByText(name).waitFor();
}

describe('title admin', () => {
  it('builds a series with tags, cast, poster, season and episode, and the public page shows them', async () => {
    const { context, page, errors } = await newPage(browser, { viewport: DESKTOP });
    const consoleErrors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && consoleErrors.push(m.text()));
    await signInAsAdmin(context, server);
    await api(page, 'POST', 'people', { name: 'Ava Lindqvist', known_for: 'Acting' });
    await api(page, 'POST', 'people', { name: 'Bruno Castell', known_for: 'Acting' });
    await api(page, 'POST', 'title-tags/genre', { name: 'Drama' });
    const poster = path.join(tmp, 'poster.png');
    await sharp({ create: { width: 600, height: 900, channels: 3, background: { r: 200, g: 40, b: 90 } } })
      .png()
      .toFile(poster);

    await withScreenshotOnFailure(page, 'title-admin', async () => {
      // create: a year the server refuses shows on the field, then the title is created
      await page.goto(`${server.url}/admin/titles`);
      await page.getByRole('link', { name: 'New title' }).click();
      await page.waitForURL(/\/admin\/titles\/new$/);
      await page.locator('label:has([data-testid="type-series"])').click();
      await page.getByTestId('new-title-name').fill('Northern Static');
      await page.getByTestId('new-title-year').fill('1700');
      await page.getByTestId('new-title-description').fill('A radio operator hears voices from a town that no longer exists.');
      await page.getByTestId('create-title').click();
      await page.getByTestId('admin-title-new').getByText(/1870/).waitFor();
      expect(await page.getByTestId('new-title-year').getAttribute('aria-invalid')).toBe('true');
      await page.getByTestId('new-title-year').fill('2024');
      await page.getByTestId('create-title').click();
      await page.waitForURL(/\/admin\/titles\/\d+\/edit\/seasons$/);
      const titleId = Number(/titles\/(\d+)/.exec(page.url())![1]);
      const tabUrl = (tab: string) => `${server.url}/admin/titles/${titleId}/edit/${tab}`;

      // genres: one created by name, one picked from the suggestions
      await page.getByTestId('tab-genres').click();
      const genreInput = page.getByTestId('tag-input-genre');
      await genreInput.fill('Mystery');
      await page.getByRole('option', { name: /Create “Mystery”/ }).waitFor();
      await genreInput.press('Enter');
      await page.getByTestId('attached-genre').getByText('Mystery').waitFor();
      await genreInput.fill('dra');
      await page.getByRole('option', { name: /^Drama/ }).click();
      await page.getByTestId('attached-genre').getByText('Drama').waitFor();

      // cast: two people, then the second moved to the top with the keyboard
      await page.getByTestId('tab-cast').click();
      await addCast(page, 'Ava', 'Ava Lindqvist', 'Inspector Rask');
      await addCast(page, 'Bru', 'Bruno Castell', 'The Caller');
      const names = () => page.getByTestId('cast-list').getByTestId('credit-item').locator('p.font-semibold').allTextContents();
      expect(await names()).toEqual(['Ava Lindqvist', 'Bruno Castell']);
      await page.getByRole('button', { name: 'Reorder Bruno Castell' }).focus();
      await page.keyboard.press('ArrowUp');
      expect(await names()).toEqual(['Bruno Castell', 'Ava Lindqvist']);
      await expect
        .poll(async () =>
          (await api<{ credits: { cast: { person: { name: string } }[] } }>(page, 'GET', `titles/${titleId}/credits`)).credits.cast.map(
            (c) => c.person.name,
          ),
        )
        .toEqual(['Bruno Castell', 'Ava Lindqvist']);
      await page.reload();
      await page.getByTestId('cast-list').waitFor();
      expect(await names()).toEqual(['Bruno Castell', 'Ava Lindqvist']);

      // dragging a row works as well: Ava back to the top
      const rows = page.getByTestId('cast-list').getByTestId('credit-item');
      await rows.filter({ hasText: 'Ava Lindqvist' }).dragTo(rows.filter({ hasText: 'Bruno Castell' }));
      await expect.poll(names).toEqual(['Ava Lindqvist', 'Bruno Castell']);
      await expect
        .poll(async () =>
          (await api<{ credits: { cast: { person: { name: string } }[] } }>(page, 'GET', `titles/${titleId}/credits`)).credits.cast.map(
            (c) => c.person.name,
          ),
        )
        .toEqual(['Ava Lindqvist', 'Bruno Castell']);

      // a credit's character changes in its dialog
      await page.getByRole('button', { name: 'Edit Ava Lindqvist' }).click();
      await page.getByTestId('edit-character').fill('Chief Inspector Rask');
      await page.getByTestId('save-credit').click();
      await page.getByTestId('cast-list').getByText('Chief Inspector Rask').waitFor();

      // crew: a person not in the catalogue yet is created from the picker
      await page.getByTestId('tab-crew').click();
      const crewForm = page.getByTestId('add-crew-form');
      await crewForm.getByTestId('person-picker').fill('Ines Moreau');
      await page.getByTestId('create-person').click();
      await crewForm.getByTestId('person-picker-value').getByText('Ines Moreau').waitFor();
      await crewForm.getByTestId('credit-job').fill('Director');
      await crewForm.getByTestId('add-credit').click();
      await page.getByTestId('crew-directing').getByText('Ines Moreau').waitFor();

      // poster upload with its progress row, then the image in the list
      await page.getByTestId('tab-images').click();
      await page.getByTestId('upload-poster-input').setInputFiles(poster);
      await page.getByTestId('image-list-poster').getByTestId('image-item').waitFor({ timeout: 30_000 });
      const title = (await api<{ title: { poster: string | null; slug: string } }>(page, 'GET', `titles/${titleId}`)).title;
      expect(title.poster).toBeTruthy();

      // movie facts: the server's field error lands on the field, then the save is confirmed by a toast
      await page.getByTestId('tab-movie-facts').click();
      await page.getByTestId('fact-imdb').fill('imdb-42');
      await page.getByTestId('fact-budget').fill('1200000');
      await page.getByTestId('save-bar-save').click();
      await page.getByText('Must be an IMDb id like tt0111161.').waitFor();
      expect(await page.getByTestId('fact-imdb').getAttribute('aria-invalid')).toBe('true');
      await page.getByTestId('fact-imdb').fill('tt7654321');
      await page.getByTestId('save-bar-save').click();
      await page.getByText('Title updated').waitFor();
      const facts = (await api<{ title: { imdb_id: string; budget: number } }>(page, 'GET', `titles/${titleId}`)).title;
      expect([facts.imdb_id, facts.budget]).toEqual(['tt7654321', 1_200_000]);

      // a season, then an episode in it
      await page.getByTestId('tab-seasons').click();
      await page.getByTestId('add-season').click();
      await page.waitForURL(new RegExp(`/admin/titles/${titleId}/edit/seasons/1$`));
      await page.getByTestId('add-episode').click();
      await page.waitForURL(/\/seasons\/1\/episodes\/new$/);
      await page.getByTestId('episode-name').fill('Dead Air');
      await page.getByTestId('create-episode').click();
      await page.waitForURL(/\/seasons\/1\/episodes\/1$/);
      await page.getByTestId('editor-name').getByText('1. Dead Air').waitFor();

      // 'Add video' from the episode opens the video form with the episode chosen
      await page.getByTestId('tab-videos').click();
      await page.getByTestId('add-video').first().click();
      await page.waitForURL(/\/seasons\/1\/episodes\/1\/videos\/new$/);
      await page.getByTestId('video-form').waitFor();
      await expect.poll(() => page.getByTestId('video-episode').inputValue()).toBe('1');
      expect(await page.getByTestId('video-season').inputValue()).toBe('1');
      await page.getByTestId('title-picker-value').getByText('Northern Static').waitFor();

      // the public page reflects the edits
      await page.goto(`${server.url}/titles/${titleId}/${title.slug}`);
      const hero = page.getByTestId('title-hero');
      await hero.getByRole('heading', { level: 1, name: /Northern Static/ }).waitFor();
      const img = hero.getByRole('img', { name: 'Northern Static poster' });
      await expect.poll(() => img.getAttribute('src')).toContain('/images/title/');
      await hero.getByText('Mystery').waitFor();
      await hero.getByText('Drama').waitFor();
      const cast = page.getByTestId('cast-card');
      await cast.first().waitFor();
      expect(await cast.allTextContents()).toEqual([expect.stringContaining('Ava Lindqvist'), expect.stringContaining('Bruno Castell')]);
      await page.getByTestId('cast-card').filter({ hasText: 'Chief Inspector Rask' }).waitFor();
      await settledScreenshot(page, 'title-admin-public-page');

      // a video, a review and a comment made elsewhere show on their tabs; the comment is deleted after a confirmation
      await api(page, 'POST', 'videos', {
        name: 'Teaser',
        type: 'embed',
        src: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
        category: 'trailer',
        title_id: titleId,
      });
      await api(page, 'POST', 'reviews', {
        reviewable: 'title',
        id: titleId,
        rating: 8,
        title: 'Eerie and precise',
        body: 'The sound design alone is worth it.',
      });
      await api(page, 'POST', 'comments', { commentable: `title:${titleId}`, content: 'Who else heard the numbers station?' });
      await page.goto(tabUrl('videos'));
      const videoRow = page.getByTestId('scope-video-row').filter({ hasText: 'Teaser' });
      await videoRow.getByTestId('video-status').waitFor();
      await page.goto(tabUrl('reviews'));
      await page.getByTestId('admin-reviews').getByText('Eerie and precise').waitFor();
      await page.goto(tabUrl('comments'));
      await page.getByTestId('admin-comments').getByText('Who else heard the numbers station?').waitFor();
      await page.getByRole('button', { name: 'Delete comment' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
      await page.getByText('No comments yet').waitFor();

      // every editor tab at desktop and phone widths
      const shots: [string, string][] = [
        ['new', `${server.url}/admin/titles/new`],
        ...[
          'primary-facts',
          'movie-facts',
          'images',
          'genres',
          'keywords',
          'countries',
          'cast',
          'crew',
          'videos',
          'seasons',
          'reviews',
          'comments',
        ].map((tab) => [`title-${tab}`, tabUrl(tab)] as [string, string]),
        ...['episodes', 'cast', 'crew', 'videos'].map((tab) => [`season-${tab}`, `${tabUrl('seasons')}/1/${tab}`] as [string, string]),
        ['episode-new', `${tabUrl('seasons')}/1/episodes/new`],
        ...['primary-facts', 'cast', 'crew', 'videos'].map(
          (tab) => [`episode-${tab}`, `${tabUrl('seasons')}/1/episodes/1/${tab}`] as [string, string],
        ),
      ];
      for (const viewport of [DESKTOP, PHONE]) {
        await page.setViewportSize(viewport);
        for (const [name, url] of shots) {
          await page.goto(url);
          await page
            .locator('[data-testid^="admin-"]')
            .first()
            .waitFor({ timeout: 15_000 })
            .catch(() => {
              throw new Error(`${name} at ${viewport.width}px did not render: ${[...errors, ...consoleErrors].join('; ').slice(-3000)}`);
            });
          await settledScreenshot(page, `title-admin-${viewport.width}-${name}`);
        }
      }
      // the light theme follows the system setting
      await page.emulateMedia({ colorScheme: 'light' });
      await page.setViewportSize(DESKTOP);
      for (const [name, url] of shots.filter(([n]) =>
        ['new', 'title-images', 'title-cast', 'title-genres', 'season-episodes'].includes(n),
      )) {
        await page.goto(url);
        await page.locator('[data-testid^="admin-"]').first().waitFor();
        await settledScreenshot(page, `title-admin-light-${name}`);
      }
    });
    expect(errors).toEqual([]);
  }, 300_000);
});
