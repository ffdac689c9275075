import { describe, expect, it } from 'vitest';
import { formatTime } from './format';
import { embedUrl, pickSource, startLevel } from './sources';

describe('pickSource', () => {
  it('prefers HLS, then DASH, then a file, then whatever there is', () => {
    const mp4 = { type: 'mp4', src: '/a.mp4', quality: '720p' };
    const hls = { type: 'hls', src: '/master.m3u8', quality: 'auto' };
    const dash = { type: 'dash', src: '/a.mpd', quality: null };
    expect(pickSource([mp4, hls])).toBe(hls);
    expect(pickSource([mp4, dash, hls])).toBe(hls);
    expect(pickSource([mp4, dash])).toBe(dash);
    expect(pickSource([])).toBeNull();
  });
});

describe('embedUrl', () => {
  it('passes autoplay and the resume point to YouTube', () => {
    const url = new URL(embedUrl('https://www.youtube.com/embed/dQw4w9WgXcQ', 95.7, true));
    expect(url.searchParams.get('autoplay')).toBe('1');
    expect(url.searchParams.get('start')).toBe('95');
    expect(url.searchParams.get('rel')).toBe('0');
  });

  it('uses the #t= fragment on Vimeo and leaves other frames alone without autoplay', () => {
    expect(embedUrl('https://player.vimeo.com/video/76979871', 61, false)).toBe('https://player.vimeo.com/video/76979871#t=61s');
    expect(embedUrl('https://example.com/frame?x=1', null, false)).toBe('https://example.com/frame?x=1');
  });
});

describe('formatTime', () => {
  it('shows minutes and seconds, and hours when needed', () => {
    expect(formatTime(75)).toBe('1:15');
    expect(formatTime(3725)).toBe('1:02:05');
    expect(formatTime(Number.NaN)).toBe('0:00');
  });
});

describe('startLevel (admin settings > videos > default quality)', () => {
  const levels = [{ height: 720 }, { height: 360 }, { height: 1080 }];
  it('picks the lowest, the highest or the tallest level not above a height; auto leaves it adaptive', () => {
    expect(startLevel(levels, 'auto')).toBe(-1);
    expect(startLevel(levels, 'lowest')).toBe(1);
    expect(startLevel(levels, 'highest')).toBe(2);
    expect(startLevel(levels, '720')).toBe(0);
    expect(startLevel([{ height: 480 }, { height: 1080 }], '720')).toBe(0);
    expect(startLevel([{ height: 480 }, { height: 1080 }], '360')).toBe(0);
    expect(startLevel([{ height: 480 }], 'highest')).toBe(-1);
  });
});
