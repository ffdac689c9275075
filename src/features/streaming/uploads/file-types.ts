import mime from 'mime-types';

// Which file types an upload may have: decided from the stored bytes (magic numbers), not only
// from the name or the Content-Type the client sent, so a renamed HTML page cannot pass as .mp4.

const ascii = (buf: Uint8Array, start: number, end: number) => Buffer.from(buf.subarray(start, end)).toString('latin1');
const startsWith = (buf: Uint8Array, bytes: number[], offset = 0) => bytes.every((b, i) => buf[offset + i] === b);

function sniffFtyp(buf: Uint8Array): string {
  const brand = ascii(buf, 8, 12);
  if (/^(avif|avis)$/.test(brand)) return 'image/avif';
  if (/^(heic|heix|mif1|msf1)$/.test(brand)) return 'image/heic';
  if (brand === 'qt  ') return 'video/quicktime';
  if (brand.startsWith('3g')) return 'video/3gpp';
  if (/^M4[AB] $/.test(brand)) return 'audio/mp4';
  return 'video/mp4';
}

/** Text-based formats: captions pass, markup and scripts are named so that they can be refused. */
function sniffText(buf: Uint8Array): string | null {
  let text = Buffer.from(buf).toString('utf8');
  if (text.includes('\0')) return null;
  text = text.replace(/^\uFEFF/, '');
  const head = text.trimStart().slice(0, 512).toLowerCase();
  if (/^WEBVTT(?:[ \t\r\n]|$)/.test(text)) return 'text/vtt';
  if (head.startsWith('<?php') || head.includes('<?php')) return 'application/x-httpd-php';
  if (/<svg[\s>]/.test(head)) return 'image/svg+xml';
  if (/^<!doctype html|<html[\s>]|<head[\s>]|<body[\s>]|<script[\s>]|<iframe[\s>]|<meta[\s>]/.test(head)) return 'text/html';
  if (head.startsWith('<?xml')) return 'application/xml';
  if (head.startsWith('#!')) return 'application/x-sh';
  if (/^\d+\s*\r?\n\s*\d{1,2}:\d{2}:\d{2}[,.]\d{1,3}\s*-->/.test(text.trimStart())) return 'application/x-subrip';
  return 'text/plain';
}

/** The content type of a file from its first bytes (4 KB is plenty); null when unknown binary. */
export function sniffMime(buf: Uint8Array): string | null {
  if (buf.length >= 12 && ascii(buf, 4, 8) === 'ftyp') return sniffFtyp(buf);
  if (startsWith(buf, [0x1a, 0x45, 0xdf, 0xa3])) return ascii(buf, 0, 64).includes('webm') ? 'video/webm' : 'video/x-matroska';
  if (ascii(buf, 0, 4) === 'RIFF') {
    const kind = ascii(buf, 8, 12);
    if (kind === 'AVI ') return 'video/x-msvideo';
    if (kind === 'WEBP') return 'image/webp';
    if (kind === 'WAVE') return 'audio/wav';
  }
  if (buf[0] === 0x47 && buf[188] === 0x47) return 'video/mp2t';
  // BDAV/AVCHD (.m2ts, .mts): 192-byte packets with a 4-byte timestamp before each sync byte
  if (buf[4] === 0x47 && buf[196] === 0x47) return 'video/mp2t';
  if (startsWith(buf, [0x00, 0x00, 0x01, 0xba]) || startsWith(buf, [0x00, 0x00, 0x01, 0xb3])) return 'video/mpeg';
  if (ascii(buf, 0, 4) === 'OggS')
    return ascii(buf, 28, 36).includes('vorbis') || ascii(buf, 28, 36).includes('Opus') ? 'audio/ogg' : 'video/ogg';
  if (ascii(buf, 0, 3) === 'FLV') return 'video/x-flv';
  if (startsWith(buf, [0x30, 0x26, 0xb2, 0x75, 0x8e, 0x66, 0xcf, 0x11])) return 'video/x-ms-wmv';
  if (startsWith(buf, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (ascii(buf, 0, 4) === 'GIF8') return 'image/gif';
  if (ascii(buf, 0, 2) === 'BM' && buf.length > 14) return 'image/bmp';
  if (startsWith(buf, [0x49, 0x49, 0x2a, 0x00]) || startsWith(buf, [0x4d, 0x4d, 0x00, 0x2a])) return 'image/tiff';
  if (ascii(buf, 0, 3) === 'ID3' || (buf[0] === 0xff && ((buf[1] ?? 0) & 0xe0) === 0xe0)) return 'audio/mpeg';
  if (ascii(buf, 0, 4) === 'fLaC') return 'audio/flac';
  if (ascii(buf, 0, 2) === 'MZ') return 'application/x-msdos-program';
  if (startsWith(buf, [0x7f, 0x45, 0x4c, 0x46])) return 'application/x-elf';
  if (ascii(buf, 0, 5) === '%PDF-') return 'application/pdf';
  if (startsWith(buf, [0x50, 0x4b, 0x03, 0x04])) return 'application/zip';
  if (buf.length === 0) return null;
  return sniffText(buf);
}

/** A lower-case extension without the dot, from a file name; null when there is none. */
export function extensionOf(name: string): string | null {
  const base = name.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  if (dot <= 0 || dot === base.length - 1) return null;
  const ext = base.slice(dot + 1).toLowerCase();
  return /^[a-z0-9]{1,16}$/.test(ext) ? ext : null;
}

const EXTRA_EXTENSIONS: Record<string, string> = {
  'application/x-subrip': 'srt',
  'application/x-httpd-php': 'php',
  'application/x-msdos-program': 'exe',
  'application/x-elf': 'elf',
  'application/x-sh': 'sh',
  'video/x-matroska': 'mkv',
};

/** Every extension a mime type is known by (mp4 -> mp4, mp4v, mpg4...). */
function extensionsOf(type: string): string[] {
  const known = mime.extensions[type] ?? [];
  const extra = EXTRA_EXTENSIONS[type];
  return extra ? [...known, extra] : known;
}

/** Whether a rule list entry (`mp4` or `video/*`) matches an extension or a mime type. */
function ruleMatches(rule: string, ext: string | null, type: string | null): boolean {
  if (rule.includes('/')) {
    if (!type) return false;
    if (rule.endsWith('/*')) return type.startsWith(rule.slice(0, -1));
    return type === rule;
  }
  return ext === rule;
}

export interface TypeRules {
  allowed: string[];
  blocked: string[];
}

/** Whether a blocked extension names this type (`html` blocks text/html, `exe` a sniffed executable). */
function typeBlockedByExtension(blocked: string[], type: string): boolean {
  return blocked.some((rule) => !rule.includes('/') && (mime.lookup(rule) === type || EXTRA_EXTENSIONS[type] === rule));
}

/**
 * An extension/mime pair passes when nothing blocks either of them and, with an allow list, both
 * the name's extension and the content type are allowed on their own. Blocks never widen through a
 * type's other extensions (application/octet-stream is also `.exe` to mime-types).
 */
export function typeAllowed(rules: TypeRules, ext: string | null, type: string | null): boolean {
  const extType = ext ? mime.lookup(ext) || null : null;
  if (ext && rules.blocked.some((r) => ruleMatches(r, ext, extType))) return false;
  if (type && (rules.blocked.some((r) => ruleMatches(r, null, type)) || typeBlockedByExtension(rules.blocked, type))) return false;
  if (!rules.allowed.length) return true;
  if (!ext && !type) return false;
  const nameOk = !ext || rules.allowed.some((r) => ruleMatches(r, ext, extType));
  const contentOk = !type || rules.allowed.some((r) => ruleMatches(r, null, type) || extensionsOf(type).includes(r));
  return nameOk && contentOk;
}

const family = (type: string) => {
  const top = type.split('/')[0]!;
  return top === 'audio' || top === 'video' ? 'av' : top;
};

/**
 * Whether the content agrees with the name: a `.mp4` must hold audio/video, a `.png` an image.
 * Captions are text, so `.vtt`/`.srt` names need text content that parses as captions.
 */
export function contentMatchesName(ext: string | null, sniffed: string): boolean {
  if (!ext) return true;
  if (ext === 'vtt') return sniffed === 'text/vtt';
  if (ext === 'srt') return sniffed === 'application/x-subrip';
  const claimed = mime.lookup(ext);
  if (!claimed) return true;
  return family(claimed) === family(sniffed);
}

/** Human-readable size for messages: 52428800 -> '50 MB', 5368709120 -> '5 GB'. */
export function humanSize(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const rounded = Math.round(value * 10) / 10;
  return `${Number.isInteger(rounded) ? rounded : rounded.toFixed(1)} ${units[unit]}`;
}
