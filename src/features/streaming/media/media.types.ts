// Content types of the media Marquee serves; anything else is sent as an attachment.
const TYPES: Record<string, string> = {
  mp4: 'video/mp4',
  m4v: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
  mkv: 'video/x-matroska',
  m3u8: 'application/vnd.apple.mpegurl',
  mpd: 'application/dash+xml',
  ts: 'video/mp2t',
  m4s: 'video/iso.segment',
  m4a: 'audio/mp4',
  aac: 'audio/aac',
  mp3: 'audio/mpeg',
  vtt: 'text/vtt; charset=utf-8',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

export function mediaType(file: string) {
  const ext = /\.([a-z0-9]+)$/i.exec(file)?.[1]?.toLowerCase() ?? '';
  const type = TYPES[ext];
  return { type: type ?? 'application/octet-stream', inline: !!type && ext !== 'mpd', ext };
}

/** Segments and images never change under their name (new processing → new folder); playlists may. */
export function cacheControl(ext: string, signed: boolean) {
  if (ext === 'm3u8' || ext === 'mpd') return 'private, max-age=60';
  if (ext === 'vtt') return `${signed ? 'private' : 'public'}, max-age=300`;
  if (['ts', 'm4s', 'jpg', 'jpeg', 'png', 'webp', 'm4a', 'aac'].includes(ext))
    return `${signed ? 'private' : 'public'}, max-age=31536000, immutable`;
  return `${signed ? 'private' : 'public'}, max-age=3600`;
}
