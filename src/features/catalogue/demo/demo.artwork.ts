import { escapeHtml } from '../../../http/spa';
import { loadSharp, primaryWidth } from '../../../platform/images';
import type { Storage } from '../../../platform/storage';
import type { StoredImage } from '../import/import.images';

// Locally drawn artwork for the demo catalogue: SVG posters (2:3), backdrops (16:9), portraits and
// episode stills, each with its own palette and shapes from a seed, rasterised once by sharp and
// stored as WebP at the fixed widths the web asks for. Nothing is fetched.

export type ArtKind = 'poster' | 'backdrop' | 'profile' | 'still';

export interface ArtRequest {
  key: string;
  kind: ArtKind;
  title: string;
  subtitle?: string;
  seed: number;
}

/** Rendered size and stored widths per kind (kept moderate so seeding stays fast). */
const SIZES: Record<ArtKind, { w: number; h: number; widths: number[] }> = {
  poster: { w: 500, h: 750, widths: [185, 342, 500] },
  backdrop: { w: 1280, h: 720, widths: [300, 780, 1280] },
  profile: { w: 342, h: 513, widths: [185, 342] },
  still: { w: 480, h: 270, widths: [300, 480] },
};

function rand(seed: number) {
  let a = seed >>> 0 || 1;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Breaks a title into lines of at most `max` characters. */
function lines(text: string, max: number) {
  const out: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = out[out.length - 1];
    if (last && `${last} ${word}`.length <= max) out[out.length - 1] = `${last} ${word}`;
    else out.push(word);
  }
  return out.slice(0, 4);
}

function palette(r: () => number) {
  const hue = Math.floor(r() * 360);
  const hue2 = (hue + 25 + Math.floor(r() * 140)) % 360;
  return {
    bg1: `hsl(${hue},55%,${12 + r() * 10}%)`,
    bg2: `hsl(${hue2},60%,${30 + r() * 20}%)`,
    accent: `hsl(${(hue + 180) % 360},75%,65%)`,
  };
}

function shapes(r: () => number, w: number, h: number, accent: string) {
  const out: string[] = [];
  const n = 3 + Math.floor(r() * 5);
  for (let i = 0; i < n; i++) {
    const x = r() * w;
    const y = r() * h * 0.7;
    const size = (0.08 + r() * 0.3) * Math.min(w, h);
    const opacity = (0.12 + r() * 0.3).toFixed(2);
    const pick = r();
    if (pick < 0.4)
      out.push(`<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${size.toFixed(0)}" fill="${accent}" opacity="${opacity}"/>`);
    else if (pick < 0.7)
      out.push(
        `<rect x="${x.toFixed(0)}" y="${y.toFixed(0)}" width="${(size * 1.6).toFixed(0)}" height="${(size * 0.5).toFixed(0)}" fill="#fff" opacity="${opacity}" transform="rotate(${(r() * 60 - 30).toFixed(0)} ${x.toFixed(0)} ${y.toFixed(0)})"/>`,
      );
    else
      out.push(
        `<polygon points="${x.toFixed(0)},${(y - size).toFixed(0)} ${(x + size).toFixed(0)},${(y + size).toFixed(0)} ${(x - size).toFixed(0)},${(y + size).toFixed(0)}" fill="${accent}" opacity="${opacity}"/>`,
      );
  }
  // a horizon line gives every picture some depth
  out.push(
    `<path d="M0 ${(h * 0.72).toFixed(0)} Q ${(w / 2).toFixed(0)} ${(h * (0.6 + r() * 0.2)).toFixed(0)} ${w} ${(h * 0.74).toFixed(0)} L ${w} ${h} L 0 ${h} Z" fill="#000" opacity="0.35"/>`,
  );
  return out.join('');
}

export function artSvg(req: ArtRequest) {
  const { w, h } = SIZES[req.kind];
  const r = rand(req.seed);
  const p = palette(r);
  const head = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs><linearGradient id="g" x1="0" y1="0" x2="${r() > 0.5 ? 1 : 0}" y2="1"><stop offset="0" stop-color="${p.bg1}"/><stop offset="1" stop-color="${p.bg2}"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#g)"/>`;
  if (req.kind === 'profile') {
    const initials = req.title
      .split(/\s+/)
      .map((s) => s[0] ?? '')
      .join('')
      .slice(0, 2)
      .toUpperCase();
    return `${head}<circle cx="${w / 2}" cy="${h * 0.38}" r="${w * 0.22}" fill="${p.accent}" opacity="0.85"/><path d="M${w * 0.12} ${h} Q ${w / 2} ${h * 0.5} ${w * 0.88} ${h} Z" fill="${p.accent}" opacity="0.7"/><text x="${w / 2}" y="${h * 0.42}" font-family="DejaVu Sans, sans-serif" font-size="${w * 0.16}" font-weight="bold" fill="#fff" text-anchor="middle">${escapeHtml(initials)}</text></svg>`;
  }
  // posters carry the name large at the bottom; backdrops small in a top corner, so a hero slide's
  // own text over the lower left stays readable
  const poster = req.kind === 'poster';
  const fontSize = poster ? 46 : req.kind === 'backdrop' ? 38 : 26;
  const titleLines = lines(req.title, poster ? 16 : 30);
  const anchor = poster ? 'middle' : req.kind === 'backdrop' ? 'end' : 'start';
  const x = poster ? w / 2 : req.kind === 'backdrop' ? w * 0.95 : w * 0.05;
  const baseY = poster
    ? h * 0.8 - (titleLines.length - 1) * fontSize * 1.1
    : req.kind === 'backdrop'
      ? h * 0.12
      : h * 0.82 - (titleLines.length - 1) * fontSize * 1.1;
  const opacity = req.kind === 'backdrop' ? 0.85 : 1;
  const text = titleLines
    .map(
      (l, i) =>
        `<text x="${x}" y="${(baseY + i * fontSize * 1.1).toFixed(0)}" font-family="DejaVu Sans, sans-serif" font-size="${fontSize}" font-weight="bold" fill="#fff" opacity="${opacity}" text-anchor="${anchor}">${escapeHtml(l)}</text>`,
    )
    .join('');
  const sub = req.subtitle
    ? `<text x="${x}" y="${(baseY + titleLines.length * fontSize * 1.1 + fontSize * 0.2).toFixed(0)}" font-family="DejaVu Sans, sans-serif" font-size="${Math.round(fontSize * 0.42)}" fill="#fff" opacity="0.75" letter-spacing="2" text-anchor="${anchor}">${escapeHtml(req.subtitle.toUpperCase())}</text>`
    : '';
  return `${head}${shapes(r, w, h, p.accent)}${text}${sub}</svg>`;
}

/** Where a picture's width is stored: `images/demo/<request key>-<width>.webp`. */
const fileKey = (key: string, width: number) => `images/demo/${key}-${width}.webp`;
const FILE_KEY = /^images\/demo\/(.+)-(\d+)\.webp$/;

/**
 * The requests of the seeded pictures, so any process can draw one on first use. Under media/,
 * which the public storage route never serves; clearDemo removes it with the demo's clips.
 */
export const ART_MANIFEST_KEY = 'media/demo/artwork.json';

/** What the importer stores for a picture: its keys and sizes are fixed by its request, drawn or not. */
export function plannedArt(storage: Storage, req: ArtRequest): StoredImage {
  const { w, h, widths } = SIZES[req.kind];
  const variants = Object.fromEntries(widths.map((width) => [String(width), fileKey(req.key, width)]));
  const largest = variants[String(widths[widths.length - 1])]!;
  const display = variants[String(primaryWidth[req.kind])] ?? largest;
  return { source: 'local', ref: largest, url: storage.url(display), variants, width: w, height: h };
}

/** Rasterises one picture once and stores its WebP widths. */
async function renderArt(storage: Storage, req: ArtRequest) {
  const { w, widths } = SIZES[req.kind];
  const sharp = await loadSharp();
  const raster = await sharp(Buffer.from(artSvg(req)))
    .raw()
    .toBuffer({ resolveWithObject: true });
  for (const width of widths) {
    let img = sharp(raster.data, { raw: raster.info });
    if (width < w) img = img.resize({ width });
    await storage.put(fileKey(req.key, width), await img.webp({ quality: 74, effort: 0 }).toBuffer(), { contentType: 'image/webp' });
  }
}

const manifests = new WeakMap<Storage, Promise<Map<string, ArtRequest>>>();
const drawing = new WeakMap<Storage, Map<string, Promise<void>>>();

function manifest(storage: Storage, reload = false) {
  let loaded = manifests.get(storage);
  if (!loaded || reload) {
    loaded = storage.read(ART_MANIFEST_KEY).then(
      (data) => new Map((JSON.parse(data.toString('utf8')) as ArtRequest[]).map((r) => [r.key, r])),
      () => new Map<string, ArtRequest>(),
    );
    manifests.set(storage, loaded);
  }
  return loaded;
}

/** Records what the seed's pictures are drawn from; nothing is drawn yet. */
export async function saveArtManifest(storage: Storage, requests: ArtRequest[]) {
  await storage.put(ART_MANIFEST_KEY, Buffer.from(JSON.stringify(requests)), { contentType: 'application/json' });
  manifests.delete(storage);
}

/** Draws a picture once even when several requests and the background job ask for it together. */
function draw(storage: Storage, req: ArtRequest) {
  let running = drawing.get(storage);
  if (!running) drawing.set(storage, (running = new Map()));
  let pending = running.get(req.key);
  if (!pending) {
    pending = renderArt(storage, req).finally(() => running.delete(req.key));
    running.set(req.key, pending);
  }
  return pending;
}

/**
 * Makes sure the file of a demo picture exists, drawing the picture (every width) on its first
 * use. Returns false for a key that is not a seeded demo picture (the caller answers 404).
 */
export async function ensureDemoArt(storage: Storage, key: string) {
  const match = FILE_KEY.exec(key);
  if (!match) return false;
  if (await storage.stat(key)) return true;
  // the demo was cleared (here or by the CLI): nothing to draw
  if (!(await storage.stat(ART_MANIFEST_KEY))) {
    manifests.delete(storage);
    return false;
  }
  // another process (the CLI) may have seeded since the list was read
  const req = (await manifest(storage)).get(match[1]!) ?? (await manifest(storage, true)).get(match[1]!);
  if (!req || !SIZES[req.kind].widths.includes(Number(match[2]))) return false;
  await draw(storage, req);
  return true;
}

/** The storage key behind a demo picture's public URL (`/storage/images/demo/...`), or null. */
export function demoArtKeyOf(url: string | null | undefined) {
  if (!url?.startsWith('/storage/')) return null;
  const key = decodeURIComponent(url.slice('/storage/'.length));
  return FILE_KEY.test(key) ? key : null;
}

/**
 * Draws every seeded picture not drawn yet (or those of `files`), two at a time (sharp works on the
 * libuv pool); reports done/total; stops (throwing) when `signal` aborts.
 */
export async function drawMissingArt(
  storage: Storage,
  opts: { signal?: AbortSignal; onProgress?: (done: number, total: number) => Promise<void>; files?: string[] } = {},
) {
  let requests = [...(await manifest(storage, true)).values()];
  // only the pictures of these files (the ones a first page view shows), when given
  if (opts.files) {
    const wanted = new Set(opts.files.map((f) => FILE_KEY.exec(f)?.[1]));
    requests = requests.filter((r) => wanted.has(r.key));
  }
  let next = 0;
  let done = 0;
  let drawn = 0;
  const worker = async () => {
    while (next < requests.length) {
      opts.signal?.throwIfAborted();
      const req = requests[next++]!;
      const { widths } = SIZES[req.kind];
      if (!(await storage.stat(fileKey(req.key, widths[widths.length - 1]!)))) {
        await draw(storage, req);
        drawn += 1;
      }
      done += 1;
      await opts.onProgress?.(done, requests.length);
    }
  };
  await Promise.all([worker(), worker()]);
  return { pictures: requests.length, drawn };
}
