import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { useCommunityContext } from '../../../testing/community';
import { unzipText } from '../../../testing/zip';

describe('users/me/exports', () => {
  const k = useCommunityContext();
  const linkIn = async (email: string) => {
    const mail = await k.t.db
      .selectFrom('outgoing_email_log')
      .select(['subject', 'text'])
      .where('to', '=', email)
      .executeTakeFirstOrThrow();
    return { subject: mail.subject, url: /https?:\/\/\S+\/exports\/download\?token=[\w-]+/.exec(mail.text ?? '')![0] };
  };

  it('builds a ZIP with JSON per kind and Letterboxd CSVs, e-mails a link only its owner can use', async () => {
    const [ana, ben] = await k.people('Ana', 'Ben');
    const stalker = await k.title({ name: 'Stalker', year: 1979 });
    const amelie = await k.title({ name: 'Le Fabuleux Destin d’Amélie Poulain, "Amélie"', year: 2001 });
    await k.as(ana!);
    await k.call('POST', 'users/me/ratings', { rateable: 'title', id: stalker.id, rating: 9 });
    await k.call('POST', 'users/me/watchlist', { type: 'title', item_id: amelie.id });
    const list = (await k.call('POST', 'lists', { name: 'Slow / cinema', description: 'Long takes' })).body.list;
    await k.call('POST', `lists/${list.id}/items`, { type: 'title', item_id: amelie.id });
    await k.call('POST', `lists/${list.id}/items`, { type: 'title', item_id: stalker.id });
    await k.call('POST', 'users/me/history', { title_id: stalker.id, watched_at: '2024-03-01', rating: 7, rewatch: true });
    await k.call('POST', 'reviews', { reviewable: 'title', id: stalker.id, rating: 9, body: 'Slow & <patient>.\nHypnotic.' });

    const asked = await k.call('POST', 'users/me/exports');
    expect(asked.status).toBe(202);
    expect(asked.body.export).toMatchObject({ status: 'pending', download_url: null });
    const again = await k.call('POST', 'users/me/exports');
    expect(again.status).toBe(429);
    expect(again.body.message).toMatch(/^You can ask for one export an hour\. Try again in 60 minutes\.$/);

    await k.t.services.jobs.runUntilIdle();
    const [ready] = (await k.call('GET', 'users/me/exports')).body.exports;
    expect(ready).toMatchObject({ id: asked.body.export.id, status: 'ready' });
    const mail = await linkIn(ana!.email);
    expect(mail.subject).toBe('Your Marquee data is ready');

    const download = await k.t.request(new URL(mail.url).pathname + new URL(mail.url).search);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/zip');
    const files = await unzipText(Buffer.from(await download.arrayBuffer()));
    expect([...files.keys()].sort()).toEqual(
      [
        'account.json',
        'comments.json',
        'diary.csv',
        'follows.json',
        'history.json',
        'invoices.json',
        'lists.json',
        'lists/Slow - cinema.csv',
        'notifications.json',
        'ratings.csv',
        'ratings.json',
        'reviews.csv',
        'reviews.json',
        'subscriptions.json',
        'watchlist.csv',
        'watchlist.json',
        'watched.csv',
      ].sort(),
    );
    const account = JSON.parse(files.get('account.json')!);
    expect(account).toMatchObject({ email: ana!.email, name: 'Ana', bio: null, privacy: { hide_ratings: false, hide_lists: false } });
    // the user's own fields, not what an admin keeps about them (a ban)
    expect(Object.keys(account).sort()).toEqual(
      [
        ...['id', 'name', 'first_name', 'last_name', 'email', 'image', 'language', 'country', 'timezone', 'created_at', 'updated_at'],
        ...['bio', 'email_verified', 'extra_fields', 'privacy'],
      ].sort(),
    );
    expect(parse(files.get('ratings.csv')!, { columns: true })).toEqual([
      expect.objectContaining({
        Name: 'Stalker',
        Year: '1979',
        Rating: '4.5',
        'Letterboxd URI': expect.stringContaining(`/titles/${stalker.id}/`),
      }),
    ]);
    expect(parse(files.get('watchlist.csv')!, { columns: true })[0]).toMatchObject({ Name: amelie.name, Year: '2001' });
    expect(parse(files.get('diary.csv')!, { columns: true })[0]).toMatchObject({
      Name: 'Stalker',
      Rating: '3.5',
      Rewatch: 'Yes',
      'Watched Date': '2024-03-01',
    });
    expect(parse(files.get('watched.csv')!, { columns: true })).toEqual([
      { Date: '2024-03-01', Name: 'Stalker', Year: '1979', 'Letterboxd URI': expect.stringContaining(`/titles/${stalker.id}/`) },
    ]);
    // Letterboxd's reviews.csv layout, the text as Letterboxd writes it (HTML-escaped, <br />)
    expect(files.get('reviews.csv')!.split('\n')[0]).toBe('Date,Name,Year,Letterboxd URI,Rating,Rewatch,Review,Tags,Watched Date');
    expect(parse(files.get('reviews.csv')!, { columns: true })).toEqual([
      expect.objectContaining({ Name: 'Stalker', Year: '1979', Rating: '4.5', Review: 'Slow &amp; &lt;patient&gt;.<br />Hypnotic.' }),
    ]);
    const [header, body] = files.get('lists/Slow - cinema.csv')!.split('\n\n');
    expect(header).toMatch(
      /^Letterboxd list export v7\nDate,Name,Tags,URL,Description,Visibility\n\d{4}-\d\d-\d\d,Slow \/ cinema,,\S+,Long takes,Private$/,
    );
    const items = parse(body!, { columns: true }) as Record<string, string>[];
    expect(items.map((r) => [r.Position, r.Name])).toEqual([
      ['1', amelie.name],
      ['2', 'Stalker'],
    ]);

    // by id from the panel too; nobody else, and not signed out
    expect((await k.t.request(ready.download_url)).status).toBe(200);
    await k.as(ben!);
    expect((await k.t.request(new URL(mail.url).pathname + new URL(mail.url).search)).status).toBe(404);
    expect((await k.t.request(ready.download_url)).status).toBe(404);
    await k.as(null);
    expect((await k.t.request(ready.download_url)).status).toBe(401);
    const browser = await k.t.request(new URL(mail.url).pathname + new URL(mail.url).search, { headers: { accept: 'text/html' } });
    expect([browser.status, browser.headers.get('location')]).toEqual([302, '/login']);
    expect(
      (
        await k.t.request(
          `/storage/${(await k.t.db.selectFrom('data_exports').select('storage_key').executeTakeFirstOrThrow()).storage_key}`,
        )
      ).status,
    ).toBe(404);
  });

  it('expires after 24 hours, and the sweep removes the ZIP', async () => {
    const [ana] = await k.people('Ana');
    await k.as(ana!);
    await k.call('POST', 'users/me/exports');
    await k.t.services.jobs.runUntilIdle();
    const row = await k.t.db.selectFrom('data_exports').selectAll().executeTakeFirstOrThrow();
    expect(await k.t.services.storage.stat(row.storage_key!)).not.toBeNull();
    await k.t.db
      .updateTable('data_exports')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    expect((await k.call('GET', 'users/me/exports')).body.exports[0]).toMatchObject({ status: 'expired', download_url: null });
    expect((await k.t.request(`/api/v1/users/me/exports/${row.id}/download`)).status).toBe(404);
    const sweep = k.t.services.registry.schedules.find((s) => s.name === 'data-export:sweep')!;
    await sweep.run({ db: k.t.db, config: k.t.config, services: k.t.services, log: k.t.services.logger });
    expect(await k.t.services.storage.stat(row.storage_key!)).toBeNull();
    expect((await k.call('GET', 'users/me/exports')).body.exports).toEqual([]);
  });

  it("deletes the user's archives with the account", async () => {
    const [ana] = await k.people('Ana');
    await k.as(ana!);
    await k.call('POST', 'users/me/exports');
    await k.t.services.jobs.runUntilIdle();
    const { storage_key } = await k.t.db.selectFrom('data_exports').select('storage_key').executeTakeFirstOrThrow();
    await k.as(await k.admin());
    expect((await k.call('DELETE', `users/${ana!.id}`)).status).toBe(200);
    expect(await k.t.services.storage.stat(storage_key!)).toBeNull();
    expect(await k.t.db.selectFrom('data_exports').select('id').execute()).toEqual([]);
  });

  it('is refused while the GDPR setting turns it off', async () => {
    const [ana] = await k.people('Ana');
    await k.as(await k.admin());
    expect((await k.call('POST', 'settings', { settings: { 'export.enabled': false } })).status).toBe(200);
    await k.as(ana!);
    const res = await k.call('POST', 'users/me/exports');
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Downloading your data is turned off on this site.');
    await k.as(null);
    expect((await k.call('POST', 'users/me/exports')).status).toBe(401);
  });
});
