import type { Logger } from 'pino';
import type { Config } from '../../../config';
import { type Db, nowIso } from '../../../db/database';
import { createStorage } from '../../../platform/services';
import type { Storage } from '../../../platform/storage';
import { makeSlug } from '../common/slug';
import type { StoredImage } from '../import/import.images';
import { importPersonSchema, importTitleSchema } from '../import/import.schemas';
import { ImportWriter } from '../import/import.service';
import { type ArtRequest, renderAll } from './demo.artwork';
import { type DemoCounts, DEMO_NEWS_SOURCE, DEMO_PREFIX, generateDemo } from './demo.generate';

// Seeds (and clears) the demo catalogue. Runs at every start, so it only seeds an empty catalogue
// and never when SEED_DEMO=false.

export const DEFAULT_DEMO_COUNTS: DemoCounts = { titles: 155, people: 400, news: 12 };

export interface SeedDemoOptions {
  storage: Storage;
  counts?: Partial<DemoCounts>;
  /** false: no artwork (faster, for tests of the data alone). */
  artwork?: boolean;
  logger?: Logger;
}

function artRequests(demo: ReturnType<typeof generateDemo>): ArtRequest[] {
  const out: ArtRequest[] = [];
  demo.titles.forEach((t, i) => {
    const subtitle = [t.genres?.[0], String(t.release_date ?? '').slice(0, 4)].filter(Boolean).join(' · ');
    out.push({ key: `poster-${i + 1}`, kind: 'poster', title: t.name, subtitle, seed: i * 7919 + 11 });
    out.push({ key: `backdrop-${i + 1}`, kind: 'backdrop', title: t.name, subtitle: t.tagline ?? undefined, seed: i * 7919 + 11 });
    t.seasons?.forEach((s) =>
      s.episodes?.forEach((e) =>
        out.push({
          key: `still-${i + 1}-${s.number}-${e.episode_number}`,
          kind: 'still',
          title: e.name ?? '',
          subtitle: `${t.name} · S${s.number} E${e.episode_number}`,
          seed: i * 7919 + Number(s.number) * 131 + Number(e.episode_number),
        }),
      ),
    );
  });
  demo.people.forEach((p, i) => out.push({ key: `profile-${i + 1}`, kind: 'profile', title: p.name, seed: i * 104_729 + 3 }));
  return out;
}

export async function seedDemo(db: Db, opts: SeedDemoOptions) {
  const counts = { ...DEFAULT_DEMO_COUNTS, ...opts.counts };
  const demo = generateDemo(counts);
  let art = new Map<string, StoredImage>();
  if (opts.artwork !== false) art = await renderAll(opts.storage, artRequests(demo));
  const sink = opts.artwork === false ? null : async (src: string) => art.get(src.slice(DEMO_PREFIX.length)) ?? null;
  const writer = new ImportWriter(db, sink, 50);
  for (const p of demo.people) await writer.add({ kind: 'person', line: 0, data: importPersonSchema.parse(p) });
  for (const t of demo.titles) await writer.add({ kind: 'title', line: 0, data: importTitleSchema.parse(t) });
  await writer.flush();
  if (writer.summary.errors.length) throw new Error(`Demo seed failed: ${JSON.stringify(writer.summary.errors.slice(0, 3))}`);

  const ids = await db
    .selectFrom('external_ids')
    .select(['external_id', 'model_id'])
    .where('model_type', '=', 'title')
    .where('external_id', 'like', `${DEMO_PREFIX}title:%`)
    .execute();
  const titleId = new Map(ids.map((r) => [r.external_id, r.model_id]));
  await db.transaction().execute(async (trx) => {
    for (const n of demo.news) {
      const linked = n.titleIndexes.map((i) => titleId.get(demo.titles[i]!.external_id!)).filter((v): v is number => !!v);
      const image = linked.length
        ? ((await trx.selectFrom('titles').select('backdrop').where('id', '=', linked[0]!).executeTakeFirst())?.backdrop ?? null)
        : null;
      const row = await trx
        .insertInto('news_articles')
        .values({
          title: n.title,
          slug: makeSlug(n.title),
          body: n.body,
          image,
          source: n.source,
          created_at: n.created_at,
          updated_at: n.created_at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (linked.length)
        await trx
          .insertInto('news_article_titles')
          .values(linked.map((title_id) => ({ news_article_id: row.id, title_id })))
          .execute();
    }
  });
  return { titles: demo.titles.length, people: demo.people.length, news: demo.news.length, images: art.size };
}

/** The start-up seeder's demo step: true when it seeded. */
export async function seedDemoIfEmpty(db: Db, config: Config, logger: Logger, opts: Partial<SeedDemoOptions> = {}) {
  if (!config.SEED_DEMO) return false;
  const any = await db.selectFrom('titles').select('id').limit(1).executeTakeFirst();
  if (any) return false;
  const started = Date.now();
  const result = await seedDemo(db, { storage: await createStorage(config), logger, ...opts });
  logger.info({ ...result, ms: Date.now() - started }, 'seeded the demo catalogue');
  return true;
}

/** Removes everything the demo seeded (titles, people, news, their images and channel rows). */
export async function clearDemo(db: Db, storage: Storage) {
  const demoIds = async (type: 'title' | 'person') =>
    (
      await db
        .selectFrom('external_ids')
        .select('model_id')
        .where('model_type', '=', type)
        .where('external_id', 'like', `${DEMO_PREFIX}%`)
        .execute()
    ).map((r) => r.model_id);
  const titleIds = await demoIds('title');
  const personIds = await demoIds('person');
  const result = await db.transaction().execute(async (trx) => {
    const news = await trx.selectFrom('news_articles').select('id').where('source', '=', DEMO_NEWS_SOURCE).execute();
    const newsIds = news.map((n) => n.id);
    const chunks = <T>(list: T[]) => Array.from({ length: Math.ceil(list.length / 500) }, (_, i) => list.slice(i * 500, i * 500 + 500));
    for (const ids of chunks(titleIds)) {
      const seasons = (await trx.selectFrom('seasons').select('id').where('title_id', 'in', ids).execute()).map((s) => s.id);
      const episodes = (await trx.selectFrom('episodes').select('id').where('title_id', 'in', ids).execute()).map((e) => e.id);
      for (const [model, list] of [
        ['title', ids],
        ['season', seasons],
        ['episode', episodes],
      ] as const) {
        for (const part of chunks([...list]))
          await trx.deleteFrom('images').where('model_type', '=', model).where('model_id', 'in', part).execute();
      }
      for (const part of chunks(episodes))
        await trx.deleteFrom('channel_items').where('item_type', '=', 'episode').where('item_id', 'in', part).execute();
      await trx.deleteFrom('channel_items').where('item_type', '=', 'title').where('item_id', 'in', ids).execute();
      await trx.deleteFrom('titles').where('id', 'in', ids).execute();
    }
    for (const ids of chunks(personIds)) {
      await trx.deleteFrom('images').where('model_type', '=', 'person').where('model_id', 'in', ids).execute();
      await trx.deleteFrom('channel_items').where('item_type', '=', 'person').where('item_id', 'in', ids).execute();
      await trx.deleteFrom('people').where('id', 'in', ids).execute();
    }
    if (newsIds.length) {
      await trx.deleteFrom('channel_items').where('item_type', '=', 'news').where('item_id', 'in', newsIds).execute();
      await trx.deleteFrom('news_articles').where('id', 'in', newsIds).execute();
    }
    await trx.deleteFrom('external_ids').where('external_id', 'like', `${DEMO_PREFIX}%`).execute();
    await trx.updateTable('channels').set({ content_updated_at: nowIso() }).execute();
    return { titles: titleIds.length, people: personIds.length, news: newsIds.length };
  });
  await storage.deletePrefix('images/demo');
  return result;
}
