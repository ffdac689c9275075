import type { VideoType } from '../../../db/tables/videos';

// Validates and normalizes a video's `src` per type. Returns the normalized URL or an error text.

const YOUTUBE_ID = /^[\w-]{11}$/;

function parseUrl(raw: string): URL | null {
  try {
    const url = new URL(raw.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

/** YouTube and Vimeo page/share links become their embed URLs; other https iframe URLs pass. */
export function normalizeEmbed(raw: string): string | null {
  // operators often paste a whole <iframe> snippet: take its src
  const iframe = /<iframe[^>]*\ssrc=["']([^"']+)["']/i.exec(raw);
  const url = parseUrl(iframe ? iframe[1]! : raw);
  if (!url) return null;
  const host = url.hostname.replace(/^(www\.|m\.)/, '');
  let id: string | null = null;
  if (host === 'youtu.be') id = url.pathname.slice(1).split('/')[0] ?? null;
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (url.pathname === '/watch') id = url.searchParams.get('v');
    else id = /^\/(?:embed|shorts|live|v)\/([\w-]+)/.exec(url.pathname)?.[1] ?? null;
  }
  if (host.endsWith('youtube.com') || host === 'youtu.be' || host === 'youtube-nocookie.com') {
    return id && YOUTUBE_ID.test(id) ? `https://www.youtube.com/embed/${id}` : null;
  }
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const vid = /^\/(?:video\/)?(\d+)(?:\/|$)/.exec(url.pathname)?.[1];
    return vid ? `https://player.vimeo.com/video/${vid}` : null;
  }
  return url.protocol === 'https:' ? url.toString() : null;
}

const EXT = (url: URL) => /\.([a-z0-9]+)$/i.exec(url.pathname)?.[1]?.toLowerCase() ?? '';

export function normalizeSrc(type: VideoType, raw: string | null | undefined): { src: string | null } | { error: string } {
  if (type === 'upload') return { src: null };
  if (!raw?.trim()) return { error: 'The src field is required.' };
  if (raw.length > 2000) return { error: 'The src may not be greater than 2000 characters.' };
  if (type === 'embed') {
    const src = normalizeEmbed(raw);
    return src ? { src } : { error: 'Enter a YouTube or Vimeo link, or an https iframe URL.' };
  }
  const url = parseUrl(raw);
  if (!url) return { error: 'Enter a valid http(s) URL.' };
  if (type === 'direct' && !['mp4', 'webm'].includes(EXT(url))) return { error: 'A direct video must be an .mp4 or .webm URL.' };
  if (type === 'stream' && !['m3u8', 'mpd'].includes(EXT(url))) return { error: 'A stream must be an HLS (.m3u8) or DASH (.mpd) URL.' };
  return { src: url.toString() };
}

/** The player's source kind for an external URL. */
export function externalKind(type: VideoType, src: string): string {
  if (type === 'embed') return /youtube\.com/.test(src) ? 'youtube' : /vimeo\.com/.test(src) ? 'vimeo' : 'iframe';
  const ext = /\.([a-z0-9]+)(?:$|\?)/i.exec(new URL(src).pathname)?.[1]?.toLowerCase();
  if (ext === 'm3u8') return 'hls';
  if (ext === 'mpd') return 'dash';
  return ext === 'webm' ? 'webm' : 'mp4';
}
