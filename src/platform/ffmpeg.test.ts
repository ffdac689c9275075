import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { makeClip } from '../testing/videos';
import { ffmpeg, FfmpegError, parseProgress, probe } from './ffmpeg';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-ffmpeg-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('ffmpeg wrapper', () => {
  it('probes duration, codecs and dimensions', async () => {
    makeClip(dir, 'a.mp4', 4);
    const info = await probe(path.join(dir, 'a.mp4'));
    expect(info.duration).toBeGreaterThan(3.5);
    expect(info.duration).toBeLessThan(4.5);
    expect(info.video).toMatchObject({ codec: 'h264', width: 320, height: 240 });
    expect(info.audio?.codec).toBe('aac');
    expect(info.formatName).toContain('mp4');
  });

  it('parses -progress output', () => {
    expect(parseProgress('frame=10\nout_time_us=1500000\nprogress=continue\n')).toBe(1.5);
    expect(parseProgress('out_time_us=N/A\nprogress=continue\n')).toBeNull();
  });

  it('reports progress up to the end while transcoding', async () => {
    const seen: number[] = [];
    const src = path.join(dir, 'a.mp4');
    if (!fs.existsSync(src)) makeClip(dir, 'a.mp4', 4);
    await ffmpeg(['-i', src, '-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac', path.join(dir, 'b.mp4')], {
      duration: 4,
      onProgress: (f) => seen.push(f),
    });
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.at(-1)).toBeGreaterThan(0.9);
    expect([...seen].sort((a, b) => a - b)).toEqual(seen);
  });

  it("fails with ffmpeg's own reason from stderr", async () => {
    fs.writeFileSync(path.join(dir, 'junk.mp4'), Buffer.alloc(5000, 7));
    const err = await probe(path.join(dir, 'junk.mp4')).catch((e) => e);
    expect(err).toBeInstanceOf(FfmpegError);
    expect(err.stderrTail).toMatch(/Invalid data|moov atom not found/i);
    const err2 = await ffmpeg(['-i', path.join(dir, 'missing.mp4'), path.join(dir, 'x.mp4')]).catch((e) => e);
    expect(err2).toBeInstanceOf(FfmpegError);
    expect(err2.stderrTail).toMatch(/No such file/);
  });
});
