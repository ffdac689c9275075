import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { http, HttpResponse } from 'msw';
import sharp from 'sharp';

// msw handlers that answer like TMDB v3 from the JSON fixtures next to this file (tests only).

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'tmdb-fixtures');
const fixture = (name: string) => JSON.parse(fs.readFileSync(path.join(dir, `${name}.json`), 'utf8'));

/** TMDB's own 404 body. */
const notFound = () =>
  HttpResponse.json({ success: false, status_code: 34, status_message: 'The resource you requested could not be found.' }, { status: 404 });
const unauthorized = () =>
  HttpResponse.json(
    { status_code: 7, status_message: 'Invalid API key: You must be granted a valid key.', success: false },
    { status: 401 },
  );

export interface TmdbMockLog {
  api: string[];
  images: string[];
}

let jpeg: Buffer | null = null;
export async function tinyJpeg() {
  jpeg ??= await sharp({ create: { width: 300, height: 450, channels: 3, background: '#8a4f2b' } })
    .jpeg({ quality: 70 })
    .toBuffer();
  return jpeg;
}

export function tmdbHandlers(log: TmdbMockLog, apiKey = 'test-key') {
  const authed = (request: Request) =>
    new URL(request.url).searchParams.get('api_key') === apiKey || request.headers.get('authorization') === `Bearer ${apiKey}`;
  const record = (request: Request) => {
    const url = new URL(request.url);
    log.api.push(url.pathname.replace(/^\/3/, ''));
  };
  const movie = (id: number) => {
    const base = fixture('movie-845021');
    if (id === 845021) return base;
    const listed = fixture('movie-popular-page-1').results.find((r: { id: number }) => r.id === id);
    if (!listed) return null;
    // a second movie shaped like the first, with the list entry's own fields
    return { ...base, ...listed, genres: base.genres, imdb_id: `tt${id}`, credits: { cast: base.credits.cast.slice(0, 1), crew: [] } };
  };
  return [
    http.get('https://api.themoviedb.org/3/movie/popular', ({ request }) => {
      record(request);
      return authed(request) ? HttpResponse.json(fixture('movie-popular-page-1')) : unauthorized();
    }),
    http.get('https://api.themoviedb.org/3/movie/:id', ({ request, params }) => {
      record(request);
      if (!authed(request)) return unauthorized();
      const body = movie(Number(params.id));
      return body ? HttpResponse.json(body) : notFound();
    }),
    http.get('https://api.themoviedb.org/3/tv/:id/season/:n', ({ request, params }) => {
      record(request);
      if (!authed(request)) return unauthorized();
      return params.id === '204118' && ['1', '2'].includes(String(params.n))
        ? HttpResponse.json(fixture(`tv-204118-season-${params.n}`))
        : notFound();
    }),
    http.get('https://api.themoviedb.org/3/tv/:id', ({ request, params }) => {
      record(request);
      if (!authed(request)) return unauthorized();
      return params.id === '204118' ? HttpResponse.json(fixture('tv-204118')) : notFound();
    }),
    http.get('https://api.themoviedb.org/3/person/:id', ({ request, params }) => {
      record(request);
      if (!authed(request)) return unauthorized();
      return params.id === '1234567' ? HttpResponse.json(fixture('person-1234567')) : notFound();
    }),
    http.get('https://image.tmdb.org/t/p/:size/:file', async ({ params }) => {
      log.images.push(`${params.size}/${params.file}`);
      return new HttpResponse(new Uint8Array(await tinyJpeg()), { headers: { 'content-type': 'image/jpeg' } });
    }),
  ];
}
