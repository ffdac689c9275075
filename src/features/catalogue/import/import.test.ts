import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { countRows } from '../../../testing/catalogue-rows';
import { useTestContext } from '../../../testing/harness';
import { elementLines } from './import.parse';
import { importFile } from './import.service';

const t = useTestContext({}, { each: true });

const write = (name: string, content: string) => {
  const file = path.join(t.dir, name);
  fs.writeFileSync(file, content);
  return file;
};

const series = {
  external_id: 'acme-series-1',
  type: 'series',
  name: 'The Quiet Coast',
  release_date: '2021-04-02',
  genres: ['Drama', 'Mystery'],
  countries: ['GB', 'Ireland'],
  credits: [{ person: { name: 'Ada Quill', external_id: 'acme-person-1' }, department: 'creator', job: 'Creator' }],
  seasons: [
    {
      number: 1,
      episodes: [
        { episode_number: 1, name: 'Arrival', credits: [{ person: { name: 'Ben Marsh' }, department: 'directing', job: 'Director' }] },
        { episode_number: 2, name: 'Departure' },
      ],
    },
    { number: 2, episodes: [{ episode_number: 1, name: 'Return' }] },
  ],
};

const movie = {
  external_id: 'acme-movie-1',
  tmdb_id: 99001,
  type: 'movie',
  name: 'Paper Moons',
  tagline: 'Fold the sky.',
  description: 'Two siblings build a moon.',
  release_date: '2019-11-20',
  runtime: 101,
  genres: ['Comedy'],
  keywords: ['siblings'],
  poster: 'art/poster.png',
  credits: [
    { person: { name: 'Ada Quill', external_id: 'acme-person-1' }, department: 'cast', character: 'June', order: 0 },
    { person: { name: 'Cyril Oaks', tmdb_id: 7001 }, department: 'directing', job: 'Director' },
  ],
};

async function counts() {
  const n = (table: 'titles' | 'people' | 'credits' | 'seasons' | 'episodes' | 'title_tag') => countRows(t.db, table);
  return {
    titles: await n('titles'),
    people: await n('people'),
    credits: await n('credits'),
    seasons: await n('seasons'),
    episodes: await n('episodes'),
    tags: await n('title_tag'),
  };
}

describe('marquee import (JSON)', () => {
  it('imports titles with seasons, episodes, credits, tags and a poster from a relative path', async () => {
    fs.mkdirSync(path.join(t.dir, 'art'));
    await sharp({ create: { width: 400, height: 600, channels: 3, background: '#336699' } })
      .png()
      .toFile(path.join(t.dir, 'art/poster.png'));
    const file = write(
      'catalogue.json',
      JSON.stringify(
        {
          version: 1,
          people: [{ name: 'Ada Quill', external_id: 'acme-person-1', biography: 'Writer and actor.' }],
          titles: [series, movie],
        },
        null,
        2,
      ),
    );

    const summary = await importFile(t.db, file, { storage: t.services.storage });
    expect(summary).toMatchObject({ created: 3, updated: 0, skipped: 0 });

    const quiet = await t.db.selectFrom('titles').selectAll().where('name', '=', 'The Quiet Coast').executeTakeFirstOrThrow();
    expect(quiet).toMatchObject({ type: 'series', year: 2021, seasons_count: 2, episodes_count: 3, slug: 'the-quiet-coast' });
    const countries = await t.db
      .selectFrom('title_tag')
      .innerJoin('tags', 'tags.id', 'title_tag.tag_id')
      .select(['tags.name', 'tags.type'])
      .where('title_id', '=', quiet.id)
      .where('tags.type', '=', 'country')
      .execute();
    expect(countries.map((c) => c.name).sort()).toEqual(['GB', 'IE']);

    const paper = await t.db.selectFrom('titles').selectAll().where('tmdb_id', '=', 99001).executeTakeFirstOrThrow();
    expect(paper.poster).toMatch(/^\/storage\/images\/imported\/.+\.webp$/);
    const poster = await t.services.storage.stat(decodeURIComponent(paper.poster!.slice('/storage/'.length)));
    expect(poster?.size).toBeGreaterThan(0);
    const images = await t.db.selectFrom('images').selectAll().where('model_type', '=', 'title').where('model_id', '=', paper.id).execute();
    expect(images).toHaveLength(1);
    expect(Object.keys(JSON.parse(images[0]!.variants))).toEqual(['185', '342', '500', '780']);

    // the standalone person and the credit's inline person are the same row
    const ada = await t.db.selectFrom('people').selectAll().where('name', '=', 'Ada Quill').execute();
    expect(ada).toHaveLength(1);
    expect(ada[0]!.biography).toBe('Writer and actor.');
    const episodeCredit = await t.db
      .selectFrom('credits')
      .innerJoin('people', 'people.id', 'credits.person_id')
      .select(['people.name', 'credits.episode_id', 'credits.job'])
      .where('credits.episode_id', 'is not', null)
      .execute();
    expect(episodeCredit).toEqual([expect.objectContaining({ name: 'Ben Marsh', job: 'Director' })]);
  });

  it('re-importing the same file updates in place and never duplicates', async () => {
    const file = write('catalogue.json', JSON.stringify({ version: 1, titles: [series, { ...movie, poster: undefined }] }));
    await importFile(t.db, file, { storage: t.services.storage });
    const before = await counts();
    const changed = write(
      'catalogue2.json',
      JSON.stringify({ version: 1, titles: [series, { ...movie, poster: undefined, name: 'Paper Moons (Director’s Cut)' }] }),
    );
    const summary = await importFile(t.db, changed, { storage: t.services.storage });
    expect(summary).toMatchObject({ created: 0, updated: 2, skipped: 0 });
    expect(await counts()).toEqual(before);
    const renamed = await t.db.selectFrom('titles').select(['name', 'slug']).where('tmdb_id', '=', 99001).executeTakeFirstOrThrow();
    expect(renamed).toEqual({ name: 'Paper Moons (Director’s Cut)', slug: 'paper-moons-directors-cut' });
  });

  it('reports invalid rows with their line numbers and keeps the valid ones', async () => {
    const text = `{\n  "version": 1,\n  "titles": [\n    ${JSON.stringify(movie)},\n    {"type": "movie"},\n    {"type": "movie", "name": "Ok", "seasons": [{"number": 1}]},\n    {"type": "series", "name": "Fine", "release_date": "2020-02-31"}\n  ]\n}`;
    const file = write('mixed.json', text);
    const summary = await importFile(t.db, file, { images: false });
    expect(summary.created).toBe(1);
    expect(summary.skipped).toBe(3);
    expect(summary.errors.map((e) => e.line)).toEqual([5, 6, 7]);
    expect(summary.errors[0]!.messages.join()).toMatch(/name/);
    expect(summary.errors[1]!.messages.join()).toMatch(/cannot have seasons/);
    expect(summary.errors[2]!.messages.join()).toMatch(/release_date: Must be a valid date/);
  });

  it('rejects an unknown format version as a whole', async () => {
    const summary = await importFile(t.db, write('v2.json', JSON.stringify({ version: 2, titles: [movie] })), { images: false });
    expect(summary).toMatchObject({ created: 0, skipped: 1 });
    expect(summary.errors[0]!.messages[0]).toMatch(/version/);
  });

  it('finds the line of every array element, ignoring brackets inside strings', () => {
    const text = '{"note": "[not, an, array]",\n"titles": [\n{"name": "a ] b"},\n\n{"name": "c"}],\n"people": [{"name":"p"}]}';
    expect(elementLines(text)).toEqual({ titles: [3, 5], people: [6] });
  });
});

describe('marquee import (JSONL and CSV)', () => {
  it('streams JSONL line by line, reporting bad JSON and bad rows by line', async () => {
    const lines = [
      JSON.stringify(movie),
      '{not json',
      JSON.stringify({ type: 'film', name: 'X' }),
      '',
      JSON.stringify(series),
      JSON.stringify({ type: 'person', name: 'Solo Person', tmdb_id: 5 }),
    ];
    const file = write('titles.jsonl', lines.join('\n'));
    const summary = await importFile(t.db, file, { images: false });
    expect(summary).toMatchObject({ created: 3, updated: 0, skipped: 2 });
    expect(summary.errors.map((e) => e.line)).toEqual([2, 3]);
    expect(summary.errors[0]!.messages[0]).toMatch(/Invalid JSON/);
    expect(await t.db.selectFrom('people').select('id').where('tmdb_id', '=', 5).executeTakeFirst()).toBeTruthy();
  });

  it('imports a flat CSV movie list with cast and directors, twice without duplicates', async () => {
    const csv = [
      'external_id,name,year,runtime,genres,directors,cast,rating',
      'csv-1,Northern Orchard,2015,97,Drama|Family,Ines Voss,"Mara Lind as Elsa|Joel Brandt as Tomas",7.2',
      'csv-2,,2016,90,Drama,,,',
      'csv-3,"Glass Harbour, Part One",2018,115,Thriller,Ines Voss,,6.4',
    ].join('\n');
    const file = write('movies.csv', csv);
    const first = await importFile(t.db, file, { images: false });
    expect(first).toMatchObject({ created: 2, skipped: 1 });
    expect(first.errors[0]!.line).toBe(3);
    const second = await importFile(t.db, file, { images: false });
    expect(second).toMatchObject({ created: 0, updated: 2, skipped: 1 });
    const orchard = await t.db.selectFrom('titles').selectAll().where('name', '=', 'Northern Orchard').executeTakeFirstOrThrow();
    const credits = await t.db
      .selectFrom('credits')
      .innerJoin('people', 'people.id', 'credits.person_id')
      .select(['people.name', 'credits.character', 'credits.department'])
      .where('title_id', '=', orchard.id)
      .orderBy('credits.id')
      .execute();
    expect(credits).toEqual([
      { name: 'Ines Voss', character: null, department: 'directing' },
      { name: 'Mara Lind', character: 'Elsa', department: 'cast' },
      { name: 'Joel Brandt', character: 'Tomas', department: 'cast' },
    ]);
    // Ines Voss directs both movies and is one person
    expect(await t.db.selectFrom('people').select('id').where('name', '=', 'Ines Voss').execute()).toHaveLength(1);
  });

  it('imports a 10,000-line JSONL file in one run with progress', async () => {
    const file = path.join(t.dir, 'big.jsonl');
    const out = fs.createWriteStream(file);
    for (let i = 1; i <= 10_000; i++) {
      out.write(
        `${JSON.stringify({ external_id: `big-${i}`, type: i % 5 ? 'movie' : 'series', name: `Generated Title ${i}`, year: 1950 + (i % 70), popularity: i % 997, genres: [`Genre ${i % 12}`], credits: [{ person: { name: `Performer ${i % 800}`, external_id: `perf-${i % 800}` }, department: 'cast', character: `Role ${i}` }] })}\n`,
      );
    }
    await new Promise<void>((resolve) => out.end(resolve));
    let last: [number, number | null] = [0, null];
    const summary = await importFile(t.db, file, { images: false, onProgress: (done, total) => (last = [done, total]) });
    expect(summary).toMatchObject({ created: 10_000, updated: 0, skipped: 0 });
    expect(last).toEqual([10_000, 10_000]);
    const c = await counts();
    expect(c).toMatchObject({ titles: 10_000, people: 800, credits: 10_000, tags: 10_000 });
  }, 120_000);
});
