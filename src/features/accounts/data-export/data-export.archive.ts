import type * as CsvStringify from 'csv-stringify/sync';
import type * as Yazl from 'yazl';
import type { Db } from '../../../db/database';
import { lazyRequire } from '../../../platform/lazy-require';
import {
  accountOf,
  commentsOf,
  followsOf,
  historyOf,
  invoicesOf,
  listItemsOf,
  listsOf,
  notificationSettingsOf,
  ratingsOf,
  reviewsOf,
  subscriptionsOf,
} from './data-export.queries';
import { reviewedTitlesOf } from './data-export.reviews.queries';

// The archive of "Download my data": one JSON file per kind of data, plus CSV files in Letterboxd's
// own export layout (ratings, watchlist, diary, watched, reviews, lists/<name>.csv), so the titles can go
// back to Letterboxd or into another Marquee site. Letterboxd keeps films only: the CSVs list titles;
// ratings and viewings of episodes stay in ratings.json and history.json (which the import reads back).

type Item = Awaited<ReturnType<typeof listItemsOf>>[number];

const day = (iso: string) => iso.slice(0, 10);
/** Marquee rates 1-10; Letterboxd 0.5-5 in half stars. */
const stars = (rating: number | null) => (rating == null ? '' : String(rating / 2));
// loaded with the first export, not with the server
const csvStringify = lazyRequire<typeof CsvStringify>('csv-stringify/sync');
const yazl = lazyRequire<typeof Yazl>('yazl');

const csv = (header: string[], rows: unknown[][]) => csvStringify().stringify([header, ...rows], { record_delimiter: '\n' });

/** A file name from a list's name: no path separators or control characters, never empty. */
export function listFileName(name: string, taken: Set<string>) {
  const base =
    name
      .normalize('NFC')
      .replace(/[\\/:*?"<>|\p{Cc}]+/gu, '-')
      .trim()
      .slice(0, 100) || 'list';
  let file = base;
  for (let n = 2; taken.has(file.toLowerCase()); n++) file = `${base} (${n})`;
  taken.add(file.toLowerCase());
  return `lists/${file}.csv`;
}

/** Everything the user gave the site, read now. */
export async function collectUserData(db: Db, userId: number) {
  const lists = await listsOf(db, userId);
  const items = await listItemsOf(
    db,
    lists.map((l) => l.id),
  );
  const itemsOf = (listId: number) => items.filter((i) => i.list_id === listId);
  const watchlist = lists.find((l) => l.watchlist_of === userId);
  const { email_verified_at, extra_fields, hide_ratings, hide_lists, ...account } = await accountOf(db, userId);
  return {
    account: {
      ...account,
      email_verified: !!email_verified_at,
      extra_fields: extra_fields ? (JSON.parse(extra_fields) as unknown) : [],
      privacy: { hide_ratings: !!hide_ratings, hide_lists: !!hide_lists },
    },
    ratings: await ratingsOf(db, userId),
    reviews: await reviewsWithTitles(db, userId),
    comments: await commentsOf(db, userId),
    lists: lists
      .filter((l) => l !== watchlist)
      .map(({ watchlist_of: _w, ...l }) => ({ ...l, public: !!l.public, items: itemsOf(l.id).map(presentItem) })),
    watchlist: watchlist ? itemsOf(watchlist.id).map(presentItem) : [],
    history: (await historyOf(db, userId)).map((h) => ({ ...h, rewatch: !!h.rewatch })),
    follows: await followsOf(db, userId),
    notifications: await notificationSettingsOf(db, userId).then(({ subscriptions, preferences }) => ({
      subscriptions: subscriptions.map((s) => ({ type: s.notif_id, channels: JSON.parse(s.channels) as unknown })),
      email_digest: preferences?.email_digest ?? 'off',
    })),
    subscriptions: await subscriptionsOf(db, userId),
    invoices: await invoicesOf(db, userId),
  };
}

type UserData = Awaited<ReturnType<typeof collectUserData>>;

/** The reviews, each of a title with the title it is about (`reviewed`), as list items carry theirs. */
async function reviewsWithTitles(db: Db, userId: number) {
  const titles = new Map((await reviewedTitlesOf(db, userId)).map(({ review_id, ...t }) => [review_id, t]));
  return (await reviewsOf(db, userId)).map((r) => ({ ...r, has_spoilers: !!r.has_spoilers, reviewed: titles.get(r.id) ?? null }));
}

/** Review text as Letterboxd writes it: HTML-escaped, line breaks as <br />. */
const reviewHtml = (body: string) => body.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\r?\n/g, '<br />');

function presentItem(i: Item) {
  const { list_id: _l, title_name, title_year, title_slug, imdb_id, tmdb_id, ...item } = i;
  return item.item_type === 'title' ? { ...item, title: { name: title_name, year: title_year, slug: title_slug, imdb_id, tmdb_id } } : item;
}

/** The ZIP as a stream: entries are compressed as the stream is read, never held whole in memory. */
export function buildArchive(data: UserData, appUrl: string) {
  const zip = new (yazl().ZipFile)();
  const add = (name: string, text: string) => zip.addBuffer(Buffer.from(text, 'utf8'), name);
  const uri = (t: { title_id?: number | null; item_id?: number; title_slug?: string | null }) =>
    `${appUrl}/titles/${t.title_id ?? t.item_id}/${t.title_slug ?? ''}`;

  // history.json names each title by its page here too, so an import into this site finds it by id
  const json = { ...data, history: data.history.map((h) => ({ ...h, url: uri(h) })) };
  for (const kind of Object.keys(json) as (keyof UserData)[]) add(`${kind}.json`, `${JSON.stringify(json[kind], null, 2)}\n`);

  add(
    'ratings.csv',
    csv(
      ['Date', 'Name', 'Year', 'Letterboxd URI', 'Rating'],
      data.ratings
        .filter((r) => r.rateable_type === 'title')
        .map((r) => [
          day(r.updated_at),
          r.title_name,
          r.title_year ?? '',
          uri({ title_id: r.rateable_id, title_slug: r.title_slug }),
          stars(r.rating),
        ]),
    ),
  );
  const titleItems = (items: UserData['watchlist']) => items.filter((i): i is Extract<typeof i, { title: unknown }> => 'title' in i);
  add(
    'watchlist.csv',
    csv(
      ['Date', 'Name', 'Year', 'Letterboxd URI'],
      titleItems(data.watchlist).map((i) => [
        day(i.created_at),
        i.title.name,
        i.title.year ?? '',
        uri({ item_id: i.item_id, title_slug: i.title.slug }),
      ]),
    ),
  );
  // oldest first, as Letterboxd writes them; episodes stay in history.json
  const films = data.history.filter((h) => h.episode_id == null).reverse();
  add(
    'diary.csv',
    csv(
      ['Date', 'Name', 'Year', 'Letterboxd URI', 'Rating', 'Rewatch', 'Tags', 'Watched Date'],
      films.map((h) => [
        day(h.created_at),
        h.title_name,
        h.title_year ?? '',
        uri(h),
        stars(h.rating),
        h.rewatch ? 'Yes' : '',
        '',
        day(h.watched_at),
      ]),
    ),
  );
  const watched = new Map(films.map((h) => [h.title_id, h]));
  add(
    'watched.csv',
    csv(
      ['Date', 'Name', 'Year', 'Letterboxd URI'],
      [...watched.values()].map((h) => [day(h.watched_at), h.title_name, h.title_year ?? '', uri(h)]),
    ),
  );
  add(
    'reviews.csv',
    csv(
      ['Date', 'Name', 'Year', 'Letterboxd URI', 'Rating', 'Rewatch', 'Review', 'Tags', 'Watched Date'],
      data.reviews.flatMap((r) =>
        r.reviewed
          ? [
              [
                day(r.created_at),
                r.reviewed.name,
                r.reviewed.year ?? '',
                uri({ title_id: r.reviewable_id, title_slug: r.reviewed.slug }),
                stars(r.rating),
                '',
                reviewHtml(r.body),
                '',
                '',
              ],
            ]
          : [],
      ),
    ),
  );
  const taken = new Set<string>();
  for (const list of data.lists) {
    // Letterboxd's header block, with the list's visibility as its newer exports write it
    const head = csv(
      ['Date', 'Name', 'Tags', 'URL', 'Description', 'Visibility'],
      [[day(list.created_at), list.name, '', `${appUrl}/lists/${list.id}`, list.description ?? '', list.public ? 'Public' : 'Private']],
    );
    const body = csv(
      ['Position', 'Name', 'Year', 'URL', 'Description'],
      titleItems(list.items).map((i, n) => [
        n + 1,
        i.title.name,
        i.title.year ?? '',
        uri({ item_id: i.item_id, title_slug: i.title.slug }),
        '',
      ]),
    );
    add(listFileName(list.name, taken), `Letterboxd list export v7\n${head}\n${body}`);
  }
  zip.end();
  return zip.outputStream;
}
