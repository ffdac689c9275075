import { describe, expect, it } from 'vitest';
import { createTestSeason } from '../../catalogue/common/factories';
import { useCommunityContext } from '../../../testing/community';
import { importForm } from '../../../testing/data-import';
import { TitleMatcher } from './data-import.match';

// "Download my data" then "Import your data" on the same site: what one account exported comes
// back into another one as it was (ratings, reviews, watchlist, diary with its episodes, lists with
// their order and privacy).

const k = useCommunityContext();

/** What a user would compare on their profile: ratings, reviews, watchlist, diary and lists, in order. */
async function dataOf(userId: number) {
  const db = k.t.db;
  const ratings = await db
    .selectFrom('ratings')
    .select(['rateable_type', 'rateable_id', 'rating'])
    .where('user_id', '=', userId)
    .orderBy('rateable_id')
    .execute();
  const history = await db
    .selectFrom('watch_history')
    .select(['title_id', 'episode_id', 'watched_at', 'rewatch', 'rating'])
    .where('user_id', '=', userId)
    .orderBy('watched_at')
    .orderBy('id')
    .execute();
  const reviews = await db
    .selectFrom('reviews')
    .select(['reviewable_type', 'reviewable_id', 'rating', 'body'])
    .where('user_id', '=', userId)
    .orderBy('reviewable_id')
    .execute();
  const lists = await db
    .selectFrom('lists')
    .select(['id', 'name', 'description', 'public', 'watchlist_of'])
    .where('user_id', '=', userId)
    .orderBy('name')
    .execute();
  const itemsOf = async (listId: number) =>
    (await db.selectFrom('list_items').select('item_id').where('list_id', '=', listId).orderBy('order').orderBy('id').execute()).map(
      (i) => i.item_id,
    );
  const watchlist = lists.find((l) => l.watchlist_of !== null);
  return {
    ratings,
    reviews,
    history,
    watchlist: watchlist ? await itemsOf(watchlist.id) : [],
    lists: await Promise.all(
      lists
        .filter((l) => l !== watchlist)
        .map(async (l) => ({ name: l.name, description: l.description, public: l.public, items: await itemsOf(l.id) })),
    ),
  };
}

/** Asks for an export as the signed-in user, runs the job, and downloads the ZIP. */
async function exportZip() {
  expect((await k.call('POST', 'users/me/exports')).status).toBe(202);
  await k.t.services.jobs.runUntilIdle();
  const [ready] = (await k.call('GET', 'users/me/exports')).body.exports;
  const res = await k.t.request(ready.download_url);
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

/** Uploads a file to "Import your data" as the signed-in user, runs the job, and answers the finished import. */
async function importZip(zip: Buffer, name: string) {
  const res = await k.t.request('/api/v1/users/me/imports', { method: 'POST', body: importForm(zip, name, { source: 'letterboxd' }) });
  expect(res.status, await res.clone().text()).toBe(202);
  const { import: started } = await res.json();
  await k.t.services.jobs.runUntilIdle();
  return (await k.call('GET', `users/me/imports/${started.id}`)).body.import;
}

describe('export then import into another account', () => {
  it('brings back the same ratings, watchlist, diary and lists, and changes nothing the second time', async () => {
    const [ana, ben] = await k.people('Ana', 'Ben');
    const stalker = await k.title({ name: 'Stalker', year: 1979 });
    const amelie = await k.title({ name: 'Le Fabuleux Destin d’Amélie Poulain, "Amélie"', year: 2001 });
    // the same name and year twice: only the link tells them apart (by name the popular one wins)
    const heat = await k.title({ name: 'Heat', year: 1995, popularity: 90 });
    const heatToo = await k.title({ name: 'Heat', year: 1995, popularity: 10 });
    // a series: Letterboxd keeps films only, a Marquee export rates series too
    const shogun = await k.title({ name: 'Shōgun', year: 2024, type: 'series' });
    await createTestSeason(k.t.db, shogun.id, 1, 2);
    const episodes = await k.t.db.selectFrom('episodes').select('id').where('title_id', '=', shogun.id).orderBy('episode_number').execute();

    await k.as(ana!);
    for (const [title, rating] of [
      [stalker, 9],
      [amelie, 1],
      [heatToo, 3],
      [shogun, 8],
    ] as const)
      expect((await k.call('POST', 'users/me/ratings', { rateable: 'title', id: title.id, rating })).status).toBeLessThan(300);
    await k.call('POST', 'users/me/watchlist', { type: 'title', item_id: amelie.id });
    await k.call('POST', 'users/me/watchlist', { type: 'title', item_id: heat.id });
    // two watches of the same film, one a rewatch, and one without a rating
    await k.call('POST', 'users/me/history', { title_id: stalker.id, watched_at: '2024-03-01', rating: 7 });
    await k.call('POST', 'users/me/history', { title_id: stalker.id, watched_at: '2024-03-05', rating: 8, rewatch: true });
    await k.call('POST', 'users/me/history', { title_id: heatToo.id, watched_at: '2023-12-31' });
    // episodes: Letterboxd's diary cannot name them, the export's history.json does
    await k.call('POST', 'users/me/history', { title_id: shogun.id, episode_id: episodes[0]!.id, watched_at: '2024-04-01', rating: 9 });
    await k.call('POST', 'users/me/history', { title_id: shogun.id, episode_id: episodes[1]!.id, watched_at: '2024-04-02' });
    // plain text with what HTML would eat: reviews.csv writes it as Letterboxd does (escaped, <br />)
    const body = 'Slow, and "hypnotic".\nThe Zone & its rules < any plot.';
    expect((await k.call('POST', 'reviews', { reviewable: 'title', id: stalker.id, rating: 9, body })).status).toBeLessThan(300);
    const slow = (await k.call('POST', 'lists', { name: 'Slow / cinema', description: 'Long takes, "patience"', public: true })).body.list;
    for (const title of [amelie, stalker, heatToo]) await k.call('POST', `lists/${slow.id}/items`, { type: 'title', item_id: title.id });
    const secret = (await k.call('POST', 'lists', { name: 'Guilty pleasures' })).body.list;
    for (const title of [heat, amelie]) await k.call('POST', `lists/${secret.id}/items`, { type: 'title', item_id: title.id });

    const before = await dataOf(ana!.id);
    expect(before.history).toHaveLength(5);
    expect(before.reviews).toMatchObject([{ reviewable_id: stalker.id, rating: 9, body }]);
    expect(before.lists.map((l) => [l.name, l.public, l.items.length])).toEqual([
      ['Guilty pleasures', 0, 2],
      ['Slow / cinema', 1, 3],
    ]);
    const zip = await exportZip();

    await k.as(ben!);
    const done = await importZip(zip, 'marquee-data-2026-11-26.zip');
    expect(done).toMatchObject({
      source: 'letterboxd',
      status: 'done',
      // 4 ratings, 2 watchlist, 3 diary entries, 1 review, 2 episodes, 5 list items; watched.csv adds nothing the diary has
      totals: { imported: 17, updated: 0, skipped: 2, unmatched: 0 },
    });
    expect((await k.t.request(`/api/v1/users/me/imports/${done.id}/report.csv`).then((r) => r.text())).trim().split('\n')).toHaveLength(1);
    const after = await dataOf(ben!.id);
    expect(after).toEqual(before);

    const again = await importZip(zip, 'marquee-data-2026-11-26.zip');
    expect(again.totals).toEqual({ imported: 0, updated: 0, skipped: 19, unmatched: 0 });
    expect(await dataOf(ben!.id)).toEqual(before);
  });
});

describe('matching by a link to this site', () => {
  it('takes the title id from a title page of this site only, and only while the title still carries that name or slug', async () => {
    const heat = await k.title({ name: 'Heat', year: 1995, popularity: 90 });
    const heatToo = await k.title({ name: 'Heat', year: 1995, popularity: 10 });
    const matcher = new TitleMatcher(k.t.db, 'https://movies.example.com/');
    const ref = (url: string, name = 'Heat') => ({ name, year: 1995, mediaType: null, url });

    expect(await matcher.match(ref(`https://movies.example.com/titles/${heatToo.id}/${heatToo.slug}`))).toEqual({
      titleId: heatToo.id,
      episodeId: null,
      confidence: 1,
    });
    // renamed since: the slug of the link still names it
    expect((await matcher.match(ref(`https://movies.example.com/titles/${heatToo.id}/${heatToo.slug}`, 'Heat (1995)')))?.titleId).toBe(
      heatToo.id,
    );
    // another site's ids, or an id that is another title here, fall back to name and year
    expect((await matcher.match(ref(`https://other.example.org/titles/${heatToo.id}/${heatToo.slug}`)))?.titleId).toBe(heat.id);
    expect((await matcher.match(ref(`https://movies.example.com/titles/${heatToo.id}/stalker`, 'Stalker')))?.titleId).toBeUndefined();
    expect((await matcher.match(ref(`https://movies.example.com/titles/999999/heat`)))?.titleId).toBe(heat.id);
  });
});
