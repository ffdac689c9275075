import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { escapeHtml } from '../../../http/spa';
import { ffmpeg } from '../../../platform/ffmpeg';
import { loadSharp } from '../../../platform/images';

// Draws one demo clip locally (nothing is downloaded): the title's artwork panning slowly behind
// a title card (what it is, the name, a line under it), a soft chord as the sound track, faded in
// and out. Small on purpose: 426x240 at 24 fps is below the smallest rung of the rendition ladder,
// so processing makes one HLS rendition at that size (planRenditions), and a clip costs a couple
// of CPU seconds to make and as much to process.

export const DEMO_CLIP_SIZE = { width: 426, height: 240 } as const;
const FPS = 24;
/**
 * The artwork is drawn this much larger than the frame, so the frame can pan across it; the frame
 * keeps to its lower part, below the name a backdrop carries in its top corner.
 */
const PAN = 1.25;

export interface DemoClipSpec {
  /** Seconds. */
  duration: number;
  /** Any picture sharp reads (the title's backdrop or the episode's still); null: a plain gradient. */
  artwork: Buffer | null;
  /** Small caps above the name: "Official trailer", "Season 1 · Episode 3". */
  kicker: string;
  heading: string;
  subtitle?: string | null;
  /** Root of the chord, in Hz. */
  toneHz: number;
}

/** Breaks text into lines of at most `max` characters (at most `limit` lines, the last one cut). */
function wrap(text: string, max: number, limit: number) {
  const out: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = out[out.length - 1];
    if (last !== undefined && `${last} ${word}`.length <= max) out[out.length - 1] = `${last} ${word}`;
    else out.push(word);
  }
  if (out.length > limit) {
    out.length = limit;
    out[limit - 1] = `${out[limit - 1]!.slice(0, max - 1)}…`;
  }
  return out;
}

/** The transparent title card laid over the artwork. */
export function titleCardSvg(
  spec: Pick<DemoClipSpec, 'kicker' | 'heading' | 'subtitle'>,
  w = DEMO_CLIP_SIZE.width,
  h = DEMO_CLIP_SIZE.height,
) {
  const font = 'DejaVu Sans, sans-serif';
  const headingSize = 24;
  const heading = wrap(spec.heading, 26, 2);
  const subtitle = spec.subtitle ? wrap(spec.subtitle, 58, 1)[0] : null;
  const left = 18;
  const bottom = h - 20 - (subtitle ? 18 : 0);
  const headingTop = bottom - (heading.length - 1) * headingSize * 1.1;
  const lines = heading
    .map(
      (l, i) =>
        `<text x="${left}" y="${(headingTop + i * headingSize * 1.1).toFixed(0)}" font-family="${font}" font-size="${headingSize}" font-weight="bold" fill="#fff">${escapeHtml(l)}</text>`,
    )
    .join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">`,
    `<defs><linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.82"/></linearGradient></defs>`,
    `<rect x="0" y="${h * 0.35}" width="${w}" height="${h * 0.65}" fill="url(#shade)"/>`,
    `<text x="12" y="18" font-family="${font}" font-size="9" letter-spacing="1.5" fill="#fff" opacity="0.7">MARQUEE DEMO</text>`,
    `<text x="${left}" y="${(headingTop - headingSize - 2).toFixed(0)}" font-family="${font}" font-size="10" font-weight="bold" letter-spacing="2" fill="#ffd27a">${escapeHtml(spec.kicker.toUpperCase())}</text>`,
    lines,
    subtitle
      ? `<text x="${left}" y="${(bottom + 20).toFixed(0)}" font-family="${font}" font-size="12" fill="#fff" opacity="0.85">${escapeHtml(subtitle)}</text>`
      : '',
    '</svg>',
  ].join('');
}

async function background(artwork: Buffer | null, w: number, h: number) {
  const bw = Math.round(w * PAN);
  const bh = Math.round(h * PAN);
  const sharp = await loadSharp();
  if (artwork) {
    try {
      return await sharp(artwork).resize(bw, bh, { fit: 'cover' }).removeAlpha().png({ compressionLevel: 1 }).toBuffer();
    } catch {
      // an unreadable picture: fall through to the gradient
    }
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${bw}" height="${bh}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1b2340"/><stop offset="1" stop-color="#5a2d54"/></linearGradient></defs><rect width="${bw}" height="${bh}" fill="url(#g)"/></svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 1 }).toBuffer();
}

/** A soft major chord that swells slowly: the clip's sound track (an ffmpeg aevalsrc expression). */
export function chordExpression(rootHz: number) {
  const f = (ratio: number) => (rootHz * ratio).toFixed(2);
  return `(0.10*sin(2*PI*${f(1)}*t)+0.06*sin(2*PI*${f(1.25)}*t)+0.05*sin(2*PI*${f(1.5)}*t))*(0.7+0.3*sin(2*PI*0.2*t))`;
}

/**
 * Writes the clip as an H.264/AAC MP4 (`out`), reporting progress (0..1) as ffmpeg goes. ffmpeg
 * failures throw FfmpegError, with its reason; `signal` stops ffmpeg.
 */
export async function renderDemoClip(
  spec: DemoClipSpec,
  out: string,
  opts: { signal?: AbortSignal; onProgress?: (f: number) => void } = {},
) {
  const { width: w, height: h } = DEMO_CLIP_SIZE;
  const d = Math.max(1, spec.duration);
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'marquee-demo-clip-'));
  try {
    const bg = path.join(dir, 'bg.png');
    const card = path.join(dir, 'card.png');
    const sharp = await loadSharp();
    await fs.writeFile(bg, await background(spec.artwork, w, h));
    await fs.writeFile(
      card,
      await sharp(Buffer.from(titleCardSvg(spec, w, h)))
        .png({ compressionLevel: 1 })
        .toBuffer(),
    );
    const fadeOut = Math.max(0, d - 1).toFixed(2);
    // each picture is decoded once and repeated by the loop filter (-loop 1 would decode it per frame)
    const frames = Math.ceil(d * FPS);
    const repeat = `loop=loop=${frames}:size=1:start=0,setpts=N/${FPS}/TB`;
    const filter = [
      // pan from the left edge of the artwork to its right edge over the clip
      `[0:v]${repeat},crop=${w}:${h}:x='(iw-ow)*t/${d}':y='ih-oh'[bg]`,
      `[1:v]format=rgba,${repeat}[card]`,
      `[bg][card]overlay=0:0,fade=t=in:st=0:d=0.6,fade=t=out:st=${fadeOut}:d=1,format=yuv420p[v]`,
      `[2:a]afade=t=in:d=1,afade=t=out:st=${Math.max(0, d - 1.5).toFixed(2)}:d=1.5[a]`,
    ].join(';');
    await ffmpeg(
      [
        ...['-i', bg, '-i', card],
        ...['-f', 'lavfi', '-t', String(d), '-i', `aevalsrc=${chordExpression(spec.toneHz)}:s=22050:c=mono`],
        ...['-filter_complex', filter, '-map', '[v]', '-map', '[a]', '-r', String(FPS)],
        ...['-c:v', 'libx264', '-preset', 'veryfast', '-tune', 'stillimage', '-crf', '26', '-g', String(FPS * 2)],
        ...['-c:a', 'aac', '-b:a', '48k', '-movflags', '+faststart', '-t', String(d), out],
      ],
      { signal: opts.signal, duration: d, onProgress: opts.onProgress },
    );
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

const vttTime = (s: number) => {
  const ms = Math.round(s * 1000);
  const hh = String(Math.floor(ms / 3_600_000)).padStart(2, '0');
  const mm = String(Math.floor((ms % 3_600_000) / 60_000)).padStart(2, '0');
  const ss = ((ms % 60_000) / 1000).toFixed(3).padStart(6, '0');
  return `${hh}:${mm}:${ss}`;
};

/** A WebVTT track that shows `lines` one after another, evenly over the clip (a short gap between cues). */
export function demoCaptions(lines: string[], duration: number) {
  const cues = lines.map((l) => l.replace(/\s+/g, ' ').trim()).filter(Boolean);
  const out = ['WEBVTT', ''];
  if (!cues.length) return out.join('\n');
  const start = 0.8;
  const slot = Math.max(0.5, (duration - start - 0.5) / cues.length);
  cues.forEach((text, i) => {
    const from = start + i * slot;
    const to = Math.min(duration, from + Math.max(0.4, slot - 0.3));
    // WebVTT text: no arrows, and &, < escaped
    const safe = text.replace(/-->/g, '→').replace(/&/g, '&amp;').replace(/</g, '&lt;');
    out.push(`${vttTime(from)} --> ${vttTime(to)}`, safe, '');
  });
  return out.join('\n');
}
