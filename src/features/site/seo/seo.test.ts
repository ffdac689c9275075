import { describe, expect, it } from 'vitest';
import { useTestContext } from '../../../testing/harness';
import { useWebDist } from '../../../testing/web-dist';
import {
  createTestArticle,
  createTestCredit,
  createTestEpisode,
  createTestPerson,
  createTestSeason,
  createTestTitle,
} from '../../catalogue/common/factories';
import { refreshAllChannels } from '../channels/channels.queries';
import { fillTemplate } from '../../../shared/seo.templates';

const dist = useWebDist();
const t = useTestContext(() => ({ webDist: dist.path }), { each: true });

async function page(pathname: string) {
  const res = await t.request(pathname, { headers: { accept: 'text/html' } });
  const html = await res.text();
  const meta = (attr: string, name: string) => new RegExp(`<meta ${attr}="${name}" content="([^"]*)"`).exec(html)?.[1];
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
  return {
    status: res.status,
    html,
    title: /<title>(.*?)<\/title>/.exec(html)?.[1],
    description: meta('name', 'description'),
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1],
    og: (p: string) => meta('property', `og:${p}`),
    twitter: (n: string) => meta('name', `twitter:${n}`),
    jsonLd,
  };
}

describe('page meta of catalogue pages', () => {
  it('renders title, description, canonical, Open Graph, Twitter and Movie JSON-LD for a title page', async () => {
    const movie = await createTestTitle(t.db, {
      name: 'Paper Moons',
      release_date: '2019-11-20',
      year: 2019,
      runtime: 101,
      description: 'Two siblings <b>build</b> a moon & fly it.',
      poster: '/storage/p.webp',
      backdrop: '/storage/b.webp',
      rating: 7.4,
      vote_count: 320,
      genres: ['Comedy'],
    });
    const director = await createTestPerson(t.db, { name: 'Ines Voss' });
    const actor = await createTestPerson(t.db, { name: 'Mara Lind' });
    await createTestCredit(t.db, { person_id: director.id, title_id: movie.id, department: 'directing', job: 'Director' });
    await createTestCredit(t.db, { person_id: actor.id, title_id: movie.id, department: 'cast', character: 'June', order: 0 });

    const p = await page(`/titles/${movie.id}/paper-moons`);
    expect(p.status).toBe(200);
    expect(p.title).toBe('Paper Moons (2019) - Marquee');
    expect(p.description).toBe('Two siblings build a moon &amp; fly it.');
    expect(p.canonical).toBe(`http://localhost:3000/titles/${movie.id}/paper-moons`);
    expect(p.og('title')).toBe('Paper Moons (2019) - Marquee');
    expect(p.og('type')).toBe('video.movie');
    expect(p.og('image')).toBe('http://localhost:3000/storage/b.webp');
    expect(p.twitter('card')).toBe('summary_large_image');
    expect(p.jsonLd).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'Movie',
        name: 'Paper Moons',
        url: `http://localhost:3000/titles/${movie.id}/paper-moons`,
        image: 'http://localhost:3000/storage/p.webp',
        description: 'Two siblings build a moon & fly it.',
        genre: ['Comedy'],
        aggregateRating: { '@type': 'AggregateRating', ratingValue: 7.4, ratingCount: 320, bestRating: 10, worstRating: 0 },
        actor: [{ '@type': 'Person', name: 'Mara Lind', url: `http://localhost:3000/people/${actor.id}/mara-lind` }],
        datePublished: '2019-11-20',
        duration: 'PT1H41M',
        director: [{ '@type': 'Person', name: 'Ines Voss', url: `http://localhost:3000/people/${director.id}/ines-voss` }],
      },
    ]);
    // the bootstrap data is still inlined
    expect(p.html).toContain('id="mq-bootstrap"');
  });

  it('preloads the LCP image of a title or person page with the srcset and sizes the page uses', async () => {
    const preload = (html: string) => /<link rel="preload" as="image"[^>]*>/.exec(html)?.[0];
    const movie = await createTestTitle(t.db, {
      name: 'Glass Harbour',
      backdrop: '/storage/images/b/9-1280.webp',
      poster: '/storage/images/p/9-342.webp',
    });
    expect(preload((await page(`/titles/${movie.id}/glass-harbour`)).html)).toBe(
      '<link rel="preload" as="image" href="/storage/images/b/9-1280.webp" imagesrcset="/storage/images/b/9-300.webp 300w, /storage/images/b/9-780.webp 780w, /storage/images/b/9-1280.webp 1280w" imagesizes="100vw" fetchpriority="high">',
    );
    // no backdrop: the poster is the hero's largest image; an external URL has no stored widths
    const posterOnly = await createTestTitle(t.db, { name: 'Tin Bells', backdrop: null, poster: 'https://images.example/p.jpg' });
    expect(preload((await page(`/titles/${posterOnly.id}/tin-bells`)).html)).toBe(
      '<link rel="preload" as="image" href="https://images.example/p.jpg" fetchpriority="high">',
    );
    const person = await createTestPerson(t.db, { name: 'Rhea Stone', poster: '/storage/images/r/4-342.webp' });
    expect(preload((await page(`/people/${person.id}/rhea-stone`)).html)).toContain(
      'imagesrcset="/storage/images/r/4-185.webp 185w, /storage/images/r/4-342.webp 342w" imagesizes="(min-width: 1024px) 300px, (min-width: 768px) 240px, 128px"',
    );
    // pages without a hero image preload nothing
    const bare = await createTestPerson(t.db, { name: 'No Photo' });
    expect(preload((await page(`/people/${bare.id}/no-photo`)).html)).toBeUndefined();
    // the home page's hero row is still empty (its channel not refreshed): nothing to preload
    expect(preload((await page('/')).html)).toBeUndefined();
  });

  it("preloads the home page's first hero slide", async () => {
    await createTestTitle(t.db, { name: 'Kite Season', popularity: 90, backdrop: '/storage/images/b/7-1280.webp' });
    await refreshAllChannels(t.db);
    const home = await page('/');
    expect(home.title).toBe('Marquee');
    expect(/<link rel="preload" as="image"[^>]*>/.exec(home.html)?.[0]).toBe(
      '<link rel="preload" as="image" href="/storage/images/b/7-1280.webp" imagesrcset="/storage/images/b/7-300.webp 300w, /storage/images/b/7-780.webp 780w, /storage/images/b/7-1280.webp 1280w" imagesizes="100vw" fetchpriority="high">',
    );
  });

  it('uses the editable templates from the settings', async () => {
    const movie = await createTestTitle(t.db, { name: 'Glass Harbour', release_date: '2018-02-02', year: 2018 });
    await t.services.settings.save({ 'seo.title.title': 'Watch {{TITLE_NAME}} online | {{SITE_NAME}}', 'branding.site_name': 'Reelhouse' });
    expect((await page(`/titles/${movie.id}/glass-harbour`)).title).toBe('Watch Glass Harbour online | Reelhouse');
    expect(fillTemplate('{{TITLE_NAME}} ({{TITLE_YEAR}}) - {{SITE_NAME}}', { TITLE_NAME: 'Undated', SITE_NAME: 'Marquee' })).toBe(
      'Undated - Marquee',
    );
  });

  it('renders TVSeries, TVSeason and TVEpisode pages', async () => {
    const series = await createTestTitle(t.db, {
      name: 'North Pier',
      type: 'series',
      release_date: '2021-03-01',
      year: 2021,
      description: 'A harbour town.',
    });
    const season = await createTestSeason(t.db, series.id, 1, 0);
    await createTestEpisode(t.db, season, { episode_number: 2, name: 'Low Tide', description: 'The boats do not return.' });
    const s = await page(`/titles/${series.id}/north-pier/season/1`);
    expect(s.title).toBe('North Pier: Season 1 - Marquee');
    expect(s.jsonLd[0]).toMatchObject({ '@type': 'TVSeason', seasonNumber: 1, partOfSeries: { '@type': 'TVSeries', name: 'North Pier' } });
    const e = await page(`/titles/${series.id}/north-pier/season/1/episode/2`);
    expect(e.title).toBe('North Pier S1E2: Low Tide - Marquee');
    expect(e.description).toBe('The boats do not return.');
    expect(e.canonical).toBe(`http://localhost:3000/titles/${series.id}/north-pier/season/1/episode/2`);
    expect(e.jsonLd[0]).toMatchObject({ '@type': 'TVEpisode', episodeNumber: 2, name: 'Low Tide', partOfSeason: { seasonNumber: 1 } });
    const show = await page(`/titles/${series.id}/north-pier`);
    expect(show.jsonLd[0]).toMatchObject({ '@type': 'TVSeries', name: 'North Pier', startDate: '2021-03-01' });
    expect((await page(`/titles/${series.id}/north-pier/season/9/episode/1`)).status).toBe(404);
  });

  it('renders Person and NewsArticle pages', async () => {
    const person = await createTestPerson(t.db, {
      name: 'Ada Quill',
      biography: 'Writer and actor from Galway.',
      birth_date: '1980-01-02',
      known_for: 'writing',
    });
    const p = await page(`/people/${person.id}/ada-quill`);
    expect(p.title).toBe('Ada Quill - Marquee');
    expect(p.og('type')).toBe('profile');
    expect(p.jsonLd[0]).toMatchObject({ '@type': 'Person', name: 'Ada Quill', birthDate: '1980-01-02', jobTitle: 'Writing' });
    const article = await createTestArticle(t.db, { title: 'Festival opens', body: '<p>The festival opens tonight with a premiere.</p>' });
    const n = await page(`/news/${article.id}`);
    expect(n.title).toBe('Festival opens - Marquee');
    expect(n.description).toBe('The festival opens tonight with a premiere.');
    expect(n.jsonLd[0]).toMatchObject({ '@type': 'NewsArticle', headline: 'Festival opens', publisher: { name: 'Marquee' } });
  });

  it('gives unknown ids a 404 with noindex', async () => {
    for (const p of ['/titles/999/nothing', '/people/999', '/news/999', '/channel/nothing-here']) {
      const res = await page(p);
      expect(res.status).toBe(404);
      expect(res.html).toContain('<meta name="robots" content="noindex">');
    }
  });

  it('lets search engines index a search page with results, and keeps one without any out', async () => {
    await createTestTitle(t.db, { name: 'Paper Moons' });
    const found = await page('/search/paper%20moons');
    expect(found.status).toBe(200);
    expect(found.title).toBe('paper moons - Search - Marquee');
    expect(found.canonical).toBe('http://localhost:3000/search/paper%20moons');
    expect(found.html).not.toContain('name="robots"');
    const none = await page('/search/zzyzx%20%3Cb%3Ecasino%3C%2Fb%3E');
    expect(none.status).toBe(200);
    expect(none.html).toContain('<meta name="robots" content="noindex">');
    // the query is text in the head, never markup
    expect(none.title).toBe('zzyzx &lt;b&gt;casino&lt;/b&gt; - Search - Marquee');
    // a malformed escape keeps the default tags
    expect((await page('/search/%E0%A4%A')).title).toBe('Marquee');
  });

  it('renders channel pages under /channel/{slug} and /{slug}, with a restriction', async () => {
    await createTestTitle(t.db, { name: 'Slow River', popularity: 5, genres: ['Drama'] });
    await refreshAllChannels(t.db);
    const movies = await page('/channel/movies');
    expect(movies.title).toBe('Movies - Marquee');
    expect(movies.description).toBe('Browse the most popular movies.');
    expect(movies.jsonLd[0]).toMatchObject({ '@type': 'ItemList', itemListElement: [expect.objectContaining({ position: 1 })] });
    const dramas = await page('/movies/drama');
    expect(dramas.title).toBe('Movies: Drama - Marquee');
    expect(dramas.canonical).toBe('http://localhost:3000/channel/movies/drama');
    // a top-level path that is no channel keeps the default tags
    expect((await page('/login')).title).toBe('Marquee');
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('lists an index of chunked sitemaps with the public pages', async () => {
    const movie = await createTestTitle(t.db, { name: 'Paper Moons' });
    const person = await createTestPerson(t.db, { name: 'Ada Quill' });
    const index = await t.request('/sitemap.xml');
    expect(index.status).toBe(200);
    expect(index.headers.get('content-type')).toContain('application/xml');
    const xml = await index.text();
    for (const kind of ['titles', 'seasons', 'episodes', 'people', 'news', 'channels'])
      expect(xml).toContain(`<loc>http://localhost:3000/sitemaps/${kind}-1.xml</loc>`);
    const titles = await (await t.request('/sitemaps/titles-1.xml')).text();
    expect(titles).toContain(`<loc>http://localhost:3000/titles/${movie.id}/paper-moons</loc>`);
    expect(titles).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
    expect(await (await t.request('/sitemaps/people-1.xml')).text()).toContain(`/people/${person.id}/ada-quill`);
    const channels = await (await t.request('/sitemaps/channels-1.xml')).text();
    expect(channels).toContain('/channel/movies');
    expect(channels).not.toContain('/channel/home<');
    expect((await t.request('/sitemaps/titles-2.xml')).status).toBe(404);
    expect((await t.request('/sitemaps/users-1.xml')).status).toBe(404);
  });

  it('serves robots.txt pointing at the sitemap', async () => {
    await t.services.settings.save({ 'seo.robots_extra': 'Disallow: /lists' });
    const res = await t.request('/robots.txt');
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toContain('User-agent: *');
    expect(text).toContain('Disallow: /admin');
    expect(text).toContain('Disallow: /lists');
    // search pages are crawled; the ones without results carry noindex (see search.meta.ts)
    expect(text).not.toContain('Disallow: /search');
    expect(text).toContain('Sitemap: http://localhost:3000/sitemap.xml');
  });
});
