import { describe, expect, it } from 'vitest';
import { contentMatchesName, extensionOf, humanSize, sniffMime, typeAllowed } from './file-types';
import { DEFAULT_ALLOWED_TYPES, DEFAULT_BLOCKED_TYPES } from './uploads.settings';
import { fakeMp4 } from '../../../testing/uploads';

const rules = { allowed: DEFAULT_ALLOWED_TYPES, blocked: DEFAULT_BLOCKED_TYPES };
const bytes = (...b: number[]) => Buffer.from(b);

describe('sniffMime', () => {
  it('names media, images and captions by their first bytes', () => {
    expect(sniffMime(fakeMp4(1024))).toBe('video/mp4');
    expect(sniffMime(Buffer.concat([bytes(0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84), Buffer.from('webm')]))).toBe('video/webm');
    expect(sniffMime(bytes(0x1a, 0x45, 0xdf, 0xa3, 0, 0, 0, 0))).toBe('video/x-matroska');
    expect(sniffMime(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10))).toBe('image/jpeg');
    expect(sniffMime(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('image/png');
    expect(sniffMime(Buffer.from('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp');
    const ts = Buffer.alloc(376);
    ts[0] = 0x47;
    ts[188] = 0x47;
    expect(sniffMime(ts)).toBe('video/mp2t');
    expect(sniffMime(Buffer.from('\uFEFFWEBVTT\n\n00:00.000 --> 00:01.000\nHi'))).toBe('text/vtt');
    expect(sniffMime(Buffer.from('1\r\n00:00:01,000 --> 00:00:02,000\r\nHi\r\n'))).toBe('application/x-subrip');
  });

  it('recognises markup, scripts and executables so that they can be refused', () => {
    expect(sniffMime(Buffer.from('  <!DOCTYPE html><p>hi'))).toBe('text/html');
    expect(sniffMime(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>1</script></svg>'))).toBe('image/svg+xml');
    expect(sniffMime(Buffer.from('<?php echo 1;'))).toBe('application/x-httpd-php');
    expect(sniffMime(Buffer.from('MZ\x90\0'))).toBe('application/x-msdos-program');
    expect(sniffMime(Buffer.from('plain words'))).toBe('text/plain');
    expect(sniffMime(bytes(0, 1, 2, 3, 0, 0, 9))).toBeNull();
  });
});

describe('typeAllowed and contentMatchesName', () => {
  it('applies the allow and block lists to names and sniffed types', () => {
    expect(typeAllowed(rules, 'mp4', 'video/mp4')).toBe(true);
    expect(typeAllowed(rules, 'vtt', 'text/vtt')).toBe(true);
    expect(typeAllowed(rules, 'mp4', 'text/html')).toBe(false);
    expect(typeAllowed(rules, 'svg', null)).toBe(false);
    expect(typeAllowed(rules, 'png', 'image/svg+xml')).toBe(false);
    expect(typeAllowed(rules, 'mkv', 'application/x-msdos-program')).toBe(false);
    expect(typeAllowed(rules, 'txt', null)).toBe(false);
    expect(typeAllowed(rules, 'mp4', null)).toBe(true);
    expect(typeAllowed({ allowed: [], blocked: DEFAULT_BLOCKED_TYPES }, null, 'application/octet-stream')).toBe(true);
    expect(typeAllowed({ allowed: ['mp4'], blocked: [] }, 'mov', 'video/quicktime')).toBe(false);
    expect(typeAllowed({ allowed: [], blocked: ['video/*'] }, 'mp4', null)).toBe(false);
    expect(contentMatchesName('mp4', 'video/mp4')).toBe(true);
    expect(contentMatchesName('m4a', 'audio/mp4')).toBe(true);
    expect(contentMatchesName('mp4', 'image/png')).toBe(false);
    expect(contentMatchesName('srt', 'text/plain')).toBe(false);
  });

  it('formats sizes and extensions for messages', () => {
    expect(humanSize(50 * 1024 * 1024)).toBe('50 MB');
    expect(humanSize(5120 * 1024 * 1024)).toBe('5 GB');
    expect(humanSize(1536)).toBe('1.5 KB');
    expect(extensionOf('Season 1/Ep.01.MKV')).toBe('mkv');
    expect(extensionOf('.hidden')).toBeNull();
    expect(extensionOf('noext')).toBeNull();
  });
});
