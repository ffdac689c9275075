import type { ImportCreditInput, ImportPersonInput, ImportTitleInput } from '../import/import.schemas';
import * as W from './demo.words';

// A deterministic, procedurally written demo catalogue in the import format: titles (movies and
// series with seasons and episodes), people with credits, and news articles. Image fields hold
// `demo:<key>` references that the seeder resolves to locally drawn artwork.

export interface DemoCounts {
  titles: number;
  people: number;
  news: number;
}

export interface DemoNews {
  title: string;
  body: string;
  source: string;
  titleIndexes: number[];
  created_at: string;
}

export interface DemoCatalogue {
  people: ImportPersonInput[];
  titles: ImportTitleInput[];
  news: DemoNews[];
}

export const DEMO_PREFIX = 'demo:';
export const DEMO_NEWS_SOURCE = 'Marquee Demo';

function rng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const some = <T>(list: readonly T[], n: number) => {
    const copy = [...list];
    const out: T[] = [];
    while (out.length < n && copy.length) out.push(copy.splice(Math.floor(next() * copy.length), 1)[0]!);
    return out;
  };
  return { next, int, pick, some };
}

const iso = (d: Date) => d.toISOString().slice(0, 10);
const addDays = (d: Date, days: number) => new Date(d.getTime() + days * 86_400_000);
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function uniqueTitleNames(r: ReturnType<typeof rng>, n: number) {
  const patterns = [
    () => `The ${r.pick(W.adjectives)} ${r.pick(W.nouns)}`,
    () => `${r.pick(W.adjectives)} ${r.pick(W.nouns)}`,
    () => `The ${r.pick(W.nouns)} of ${r.pick(W.placesInTitles)}`,
    () => `${r.pick(W.nouns)}`,
    () => `A ${r.pick(W.adjectives)} ${r.pick(W.nouns)}`,
    () => `${r.pick(W.nouns)} & ${r.pick(W.nouns)}`,
    () => `Letters from ${r.pick(W.placesInTitles)}`,
    () => `After the ${r.pick(W.nouns)}`,
  ];
  const names = new Set<string>();
  for (let guard = 0; names.size < n && guard < n * 50; guard++) names.add(r.pick(patterns)());
  for (let i = names.size; names.size < n; i++) names.add(`${r.pick(W.adjectives)} ${r.pick(W.nouns)} ${i}`);
  return [...names];
}

function overview(r: ReturnType<typeof rng>, genre: string, series: boolean) {
  const p = W.premise[genre] ?? W.premise.default!;
  const base = `${cap(r.pick(p.who))} ${r.pick(p.what)} ${r.pick(p.stakes)}.`;
  return series ? `${base} Across each season, new alliances form and old ones break.` : base;
}

export function generateDemo(counts: DemoCounts, today = new Date(), seed = 20240601): DemoCatalogue {
  const r = rng(seed);
  const names = new Set<string>();
  const people: ImportPersonInput[] = [];
  while (people.length < counts.people) {
    const name =
      names.size < W.firstNames.length * W.lastNames.length
        ? `${r.pick(W.firstNames)} ${r.pick(W.lastNames)}`
        : `Performer ${people.length + 1}`;
    if (names.has(name)) continue;
    names.add(name);
    const i = people.length;
    const known = i < counts.people * 0.1 ? 'directing' : i < counts.people * 0.2 ? 'writing' : 'acting';
    const birth = iso(new Date(Date.UTC(r.int(1940, 2002), r.int(0, 11), r.int(1, 28))));
    const place = r.pick(W.places);
    people.push({
      external_id: `${DEMO_PREFIX}person:${i + 1}`,
      name,
      gender: r.pick(['female', 'male', 'female', 'male', 'non-binary'] as const),
      known_for: known,
      birth_date: birth,
      birth_place: place,
      popularity: Math.round((1 + r.next() ** 3 * 90) * 100) / 100,
      biography: `${name} was born in ${place} and began ${known === 'acting' ? 'acting in local theatre' : known === 'directing' ? 'making short films with friends' : 'writing for a small literary magazine'} before moving to screen work. ${name.split(' ')[0]} is known for ${r.pick(['quiet, precise performances', 'warm humour', 'fearless character work', 'a patient, observant style', 'stories about family and belonging'])}.`,
      poster: `${DEMO_PREFIX}profile-${i + 1}`,
    });
  }
  const directors = people.filter((p) => p.known_for === 'directing');
  const writers = people.filter((p) => p.known_for === 'writing');
  const actors = people.filter((p) => p.known_for === 'acting');
  let actorCursor = 0;
  const nextActors = (n: number) => Array.from({ length: n }, () => actors[actorCursor++ % actors.length]!);
  const credit = (
    person: ImportPersonInput,
    department: ImportCreditInput['department'],
    extra: Partial<ImportCreditInput> = {},
  ): ImportCreditInput => ({
    person: { external_id: person.external_id, name: person.name },
    department,
    ...extra,
  });
  const character = () =>
    r.next() < 0.3 ? `${r.pick(W.characterRoles)} ${r.pick(W.lastNames)}` : `${r.pick(W.firstNames)} ${r.pick(W.lastNames)}`;

  const titleNames = uniqueTitleNames(r, counts.titles);
  const seriesCount = Math.round(counts.titles * 0.3);
  const upcoming = Math.max(1, Math.round(counts.titles * 0.06));
  const titles: ImportTitleInput[] = titleNames.map((name, i) => {
    const series = i % Math.round(counts.titles / seriesCount) === 1;
    const genres = r.some(W.genres, r.int(1, 3));
    const main = genres[0]!;
    const isUpcoming = i >= counts.titles - upcoming;
    const release = isUpcoming
      ? addDays(today, r.int(7, 240))
      : new Date(Date.UTC(r.int(1978, today.getUTCFullYear()), r.int(0, 11), r.int(1, 28)));
    const released = release <= today ? release : addDays(today, -r.int(10, 400));
    const cast = nextActors(r.int(5, 9)).map((p, order) => credit(p, 'cast', { character: character(), order }));
    const crew = series
      ? r.some(writers, r.int(1, 2)).map((p) => credit(p, 'creators', { job: 'Creator' }))
      : [
          credit(r.pick(directors), 'directing', { job: 'Director' }),
          ...r.some(writers, r.int(1, 2)).map((p) => credit(p, 'writing', { job: 'Screenplay' })),
        ];
    const popularity = Math.round((2 + r.next() ** 2.5 * 280) * 100) / 100;
    const title: ImportTitleInput = {
      external_id: `${DEMO_PREFIX}title:${i + 1}`,
      type: series ? 'series' : 'movie',
      name,
      tagline: r.pick(W.taglines),
      description: overview(r, main, series),
      release_date: iso(isUpcoming ? release : released),
      runtime: series ? r.int(24, 60) : r.int(84, 158),
      certification: r.pick(series ? ['TV-PG', 'TV-14', 'TV-MA'] : ['G', 'PG', 'PG-13', 'R']),
      status: isUpcoming ? (series ? 'Planned' : 'Post Production') : series ? r.pick(['Returning Series', 'Ended']) : 'Released',
      language: r.pick(W.languagesPool),
      countries: r.some(W.countriesPool, r.int(1, 2)),
      budget: series ? null : r.int(2, 180) * 1_000_000,
      revenue: series || isUpcoming ? null : r.int(1, 600) * 1_000_000,
      popularity,
      rating: isUpcoming ? null : Math.round((4.8 + r.next() * 4) * 10) / 10,
      vote_count: isUpcoming ? 0 : r.int(40, 24_000),
      poster: `${DEMO_PREFIX}poster-${i + 1}`,
      backdrop: `${DEMO_PREFIX}backdrop-${i + 1}`,
      genres,
      keywords: r.some(W.keywords, r.int(2, 5)),
      credits: [...crew, ...cast],
    };
    if (series && !isUpcoming) {
      const seasons = r.pick([1, 1, 2, 2, 3, 4]);
      let air = released;
      title.seasons = Array.from({ length: seasons }, (_, s) => {
        const episodes = r.int(6, 8);
        const season = {
          number: s + 1,
          name: `Season ${s + 1}`,
          description: `Season ${s + 1} of ${name}. ${overview(r, main, false)}`,
          release_date: iso(air),
          episodes: Array.from({ length: episodes }, (_, e) => ({
            episode_number: e + 1,
            name: r.pick(W.episodeWords),
            description: `${cap(r.pick((W.premise[main] ?? W.premise.default!).who))} ${r.pick((W.premise[main] ?? W.premise.default!).what)}.`,
            release_date: iso(addDays(air, e * 7)),
            runtime: Number(title.runtime) + r.int(-4, 6),
            rating: Math.round((6 + r.next() * 3.4) * 10) / 10,
            vote_count: r.int(10, 900),
            still: `${DEMO_PREFIX}still-${i + 1}-${s + 1}-${e + 1}`,
            credits: [credit(r.pick(directors), 'directing', { job: 'Director' }), credit(r.pick(writers), 'writing', { job: 'Writer' })],
          })),
        };
        air = addDays(air, r.int(300, 420));
        return season;
      });
    }
    return title;
  });

  const news: DemoNews[] = Array.from({ length: counts.news }, (_, i) => {
    const linked = r.some([...titles.keys()], r.int(1, 2));
    const first = titles[linked[0]!]!;
    const topic = W.newsTopics[i % W.newsTopics.length]!;
    const headline = {
      casting: `${first.name} adds three names to its ensemble cast`,
      festival: `${first.name} to open this year's Harbour Lights Film Festival`,
      'box office': `${first.name} holds the top spot for a second weekend`,
      renewal: `${first.name} renewed after a record-breaking season`,
      trailer: `First look: the new trailer for ${first.name} is here`,
      interview: `"We wanted it to feel lived in": the makers of ${first.name} on building its world`,
      awards: `${first.name} leads the nominations at the Meridian Awards`,
      production: `Cameras roll on ${first.name} as production moves abroad`,
    }[topic]!;
    const body = [
      `<p>${first.description}</p>`,
      `<p>The production team describes the project as "${(first.tagline ?? '').replace(/\.$/, '').toLowerCase()}", and early reactions have been warm. ${first.type === 'series' ? 'New episodes are expected to arrive weekly.' : 'A wide release is planned in the coming months.'}</p>`,
      `<p>Fans can follow the latest updates on the title page, where cast, crew and images are already available.</p>`,
    ].join('');
    return {
      title: headline,
      body,
      source: DEMO_NEWS_SOURCE,
      titleIndexes: linked,
      created_at: addDays(today, -i * 3 - r.int(0, 2)).toISOString(),
    };
  });

  airAroundToday(titles, today);
  return { people, titles, news };
}

/**
 * A fresh demo has something on the schedule page: five series air a season now (weekly, each on
 * its own weekday) and six films come out in the weeks around today. Chosen by position, with no
 * random draws, so the rest of the catalogue stays as the seed wrote it.
 */
function airAroundToday(titles: ImportTitleInput[], today: Date) {
  const airing = titles.filter((t) => t.type === 'series' && t.seasons?.length).slice(0, 5);
  airing.forEach((t, i) => {
    const seasons = t.seasons!;
    const season = seasons.at(-1)!;
    // four weeks of episodes behind, the rest ahead: three in the schedule's default three weeks
    const start = addDays(today, -28 + ((i * 3) % 7));
    const previous = seasons.at(-2)?.episodes?.at(-1)?.release_date;
    if (previous && previous >= iso(start)) return;
    season.release_date = iso(start);
    season.episodes?.forEach((e, n) => (e.release_date = iso(addDays(start, n * 7))));
    if (seasons.length === 1) t.release_date = iso(start);
    t.status = 'Returning Series';
  });
  const released = titles.filter((t) => t.type === 'movie' && t.release_date! <= iso(today)).slice(0, 3);
  const coming = titles.filter((t) => t.type === 'movie' && t.release_date! > iso(today)).slice(0, 3);
  released.forEach((t, i) => (t.release_date = iso(addDays(today, [-5, -2, 0][i]!))));
  coming.forEach((t, i) => (t.release_date = iso(addDays(today, [3, 6, 11][i]!))));
}
