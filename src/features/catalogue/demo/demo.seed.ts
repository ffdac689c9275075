import { type Logger, pino } from 'pino';
import type { Config } from '../../../config';
import type { Db } from '../../../db/database';
import { createStorage } from '../../../platform/services';
import { childProcessesOn, childTask } from '../../../platform/job-child';
import { JobQueue } from '../../../platform/jobs';
import type { Storage } from '../../../platform/storage';
import { deleteNewsArticles, insertNewsArticle, linkNewsToTitles, newsIdsFromSource } from '../common/news-links.queries';
import { makeSlug } from '../common/slug';
import { deleteImagesOf } from '../images/images.queries';
import { externalIdsLike, forgetExternalIdsLike } from '../import/import.queries';
import { deletePeopleRows } from '../people/people.queries';
import { deleteTitleRows, findTitle, hasTitles, seasonAndEpisodeIdsOf } from '../titles/titles.queries';
import { removeItemEverywhere } from '../../site/channels/channels.queries';
import { deleteJobsNamed, demoVideoIds, markAllChannelsChanged } from './demo.queries';
import { DEMO_SOURCE_PREFIX } from '../../streaming/demo-videos/demo-videos.queries';
import { DEMO_VIDEO_JOB } from '../../streaming/demo-videos/demo-videos.seed';
import { mediaKeyPrefix } from '../../streaming/media/media.signing';
import type { StoredImage } from '../import/import.images';
import { importPersonSchema, importTitleSchema } from '../import/import.schemas';
import { ImportWriter } from '../import/import.service';
import { type ArtRequest, plannedArt, saveArtManifest } from './demo.artwork';
import { DEMO_ARTWORK_JOB } from './demo.artwork.job';
import { type DemoCounts, DEMO_NEWS_SOURCE, DEMO_PREFIX, generateDemo } from './demo.generate';

// Seeds (and clears) the demo catalogue. Runs at every start, so it only seeds an empty catalogue
// and never when SEED_DEMO=false. The artwork is not drawn here (it took ~35 CPU seconds, most of a
// first start): the rows get their pictures' keys, each picture is drawn on its first request
// (storage route -> ensureDemoArt) and a background job draws the rest after the demo videos.

export const DEFAULT_DEMO_COUNTS: DemoCounts = { titles: 155, people: 400, news: 12 };
const ARTWORK_JOB_DELAY_MS = 60_000;

export interface SeedDemoOptions {
  storage: Storage;
  counts?: Partial<DemoCounts>;
  /** false: no artwork (for tests of the data alone). */
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
  const art = new Map<string, StoredImage>();
  if (opts.artwork !== false) {
    const requests = artRequests(demo);
    await saveArtManifest(opts.storage, requests);
    for (const req of requests) art.set(req.key, plannedArt(opts.storage, req));
  }
  const sink = opts.artwork === false ? null : async (src: string) => art.get(src.slice(DEMO_PREFIX.length)) ?? null;
  const writer = new ImportWriter(db, sink, 50);
  for (const p of demo.people) await writer.add({ kind: 'person', line: 0, data: importPersonSchema.parse(p) });
  for (const t of demo.titles) await writer.add({ kind: 'title', line: 0, data: importTitleSchema.parse(t) });
  await writer.flush();
  if (writer.summary.errors.length) throw new Error(`Demo seed failed: ${JSON.stringify(writer.summary.errors.slice(0, 3))}`);

  const ids = await externalIdsLike(db, 'title', `${DEMO_PREFIX}title:%`);
  const titleId = new Map(ids.map((r) => [r.external_id, r.model_id]));
  await db.transaction().execute(async (trx) => {
    for (const n of demo.news) {
      const linked = n.titleIndexes.map((i) => titleId.get(demo.titles[i]!.external_id!)).filter((v): v is number => !!v);
      const image = linked.length ? ((await findTitle(trx, linked[0]!))?.backdrop ?? null) : null;
      const row = await insertNewsArticle(trx, {
        title: n.title,
        slug: makeSlug(n.title),
        body: n.body,
        image,
        source: n.source,
        created_at: n.created_at,
        updated_at: n.created_at,
      });
      await linkNewsToTitles(trx, row.id, linked);
    }
  });
  if (art.size) {
    // behind the demo videos queued at the same start (those are due at once); 'media' runs one at a time
    await new JobQueue(db, { logger: opts.logger ?? pino({ enabled: false }) }).dispatch(
      DEMO_ARTWORK_JOB,
      {},
      { queue: 'media', maxAttempts: 3, delayMs: ARTWORK_JOB_DELAY_MS },
    );
  }
  return { titles: demo.titles.length, people: demo.people.length, news: demo.news.length, images: art.size };
}

/** The demo seed in a child process on the server: the heap and malloc arenas it grows leave with it. */
const seedDemoInChild = childTask('demo:seed', (_input: object, ctx) =>
  seedDemo(ctx.app.db, { storage: ctx.app.services.storage, logger: ctx.log }),
);

/** The start-up seeder's demo step: true when it seeded. */
export async function seedDemoIfEmpty(db: Db, config: Config, logger: Logger, opts: Partial<SeedDemoOptions> = {}) {
  if (!config.SEED_DEMO) return false;
  if (await hasTitles(db)) return false;
  const started = Date.now();
  const result =
    childProcessesOn() && !Object.keys(opts).length
      ? await seedDemoInChild({}, { config })
      : await seedDemo(db, { storage: await createStorage(config), logger, ...opts });
  logger.info({ ...result, ms: Date.now() - started }, 'seeded the demo catalogue');
  return true;
}

/** Removes everything the demo seeded (titles, people, news, videos, their images, media and channel rows). */
export async function clearDemo(db: Db, storage: Storage) {
  const videoIds = await demoVideoIds(db, DEMO_SOURCE_PREFIX);
  const demoIds = async (type: 'title' | 'person') => (await externalIdsLike(db, type, `${DEMO_PREFIX}%`)).map((r) => r.model_id);
  const titleIds = await demoIds('title');
  const personIds = await demoIds('person');
  const result = await db.transaction().execute(async (trx) => {
    const newsIds = await newsIdsFromSource(trx, DEMO_NEWS_SOURCE);
    const chunks = <T>(list: T[]) => Array.from({ length: Math.ceil(list.length / 500) }, (_, i) => list.slice(i * 500, i * 500 + 500));
    for (const ids of chunks(titleIds)) {
      const { seasonIds: seasons, episodeIds: episodes } = await seasonAndEpisodeIdsOf(trx, ids);
      for (const [model, list] of [
        ['title', ids],
        ['season', seasons],
        ['episode', episodes],
      ] as const) {
        for (const part of chunks([...list])) await deleteImagesOf(trx, model, part);
      }
      for (const part of chunks(episodes)) await removeItemEverywhere(trx, 'episode', part);
      await removeItemEverywhere(trx, 'title', ids);
      await deleteTitleRows(trx, ids);
    }
    for (const ids of chunks(personIds)) {
      await deleteImagesOf(trx, 'person', ids);
      await removeItemEverywhere(trx, 'person', ids);
      await deletePeopleRows(trx, ids);
    }
    if (newsIds.length) {
      await removeItemEverywhere(trx, 'news', newsIds);
      await deleteNewsArticles(trx, newsIds);
    }
    await forgetExternalIdsLike(trx, `${DEMO_PREFIX}%`);
    // the videos went with their titles; forgetting their jobs lets the next demo seed make them again
    await deleteJobsNamed(trx, DEMO_VIDEO_JOB);
    await deleteJobsNamed(trx, DEMO_ARTWORK_JOB);
    await markAllChannelsChanged(trx);
    return { titles: titleIds.length, people: personIds.length, news: newsIds.length };
  });
  await storage.deletePrefix('images/demo');
  for (const id of videoIds) {
    await storage.deletePrefix(mediaKeyPrefix(id));
    await storage.deletePrefix(`videos/${id}/`);
  }
  await storage.deletePrefix(DEMO_SOURCE_PREFIX);
  return { ...result, videos: videoIds.length };
}
