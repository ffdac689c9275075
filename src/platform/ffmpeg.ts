import { spawn } from 'node:child_process';

// A small typed wrapper over the ffmpeg/ffprobe binaries (FFMPEG_PATH/FFPROBE_PATH or PATH).
// fluent-ffmpeg is archived; calling the tools directly keeps arguments explicit and testable.

export const ffmpegBin = () => process.env.FFMPEG_PATH || 'ffmpeg';
export const ffprobeBin = () => process.env.FFPROBE_PATH || 'ffprobe';

export interface ProbeStream {
  index: number;
  type: 'video' | 'audio' | 'subtitle' | 'data' | string;
  codec: string | null;
  profile: string | null;
  width: number | null;
  height: number | null;
}

export interface ProbeResult {
  /** Seconds (fractional), null when the container does not say. */
  duration: number | null;
  formatName: string | null;
  streams: ProbeStream[];
  video: ProbeStream | null;
  audio: ProbeStream | null;
}

export class FfmpegError extends Error {
  constructor(
    message: string,
    /** The last lines ffmpeg wrote to stderr: its own reason for failing. */
    readonly stderrTail: string,
    readonly exitCode: number | null,
  ) {
    super(stderrTail ? `${message}: ${stderrTail}` : message);
    this.name = 'FfmpegError';
  }
}

/** Keeps the last `maxLines` lines of a stream's text (ffmpeg's stderr can be megabytes). */
class Tail {
  private buf = '';
  constructor(private readonly maxChars = 4000) {}
  push(chunk: string) {
    this.buf = (this.buf + chunk).slice(-this.maxChars * 2);
  }
  lines(n: number) {
    return this.buf
      .split(/\r?\n/)
      .map((l) => l.trim())
      .filter(Boolean)
      .slice(-n)
      .join('\n')
      .slice(-this.maxChars);
  }
}

interface RunOptions {
  signal?: AbortSignal;
  onStdout?: (chunk: string) => void;
}

function run(bin: string, args: string[], opts: RunOptions = {}) {
  return new Promise<{ stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(bin, args, { stdio: ['ignore', 'pipe', 'pipe'], signal: opts.signal });
    const tail = new Tail();
    let stdout = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => {
      if (opts.onStdout) opts.onStdout(d);
      else stdout += d;
    });
    child.stderr.setEncoding('utf8').on('data', (d: string) => tail.push(d));
    child.on('error', (err) => reject(new FfmpegError(`${bin} could not start (${err.message})`, tail.lines(8), null)));
    child.on('close', (code) => {
      if (code === 0) resolve({ stdout, stderr: tail.lines(20) });
      else reject(new FfmpegError(`${bin} exited with code ${code}`, tail.lines(8), code));
    });
  });
}

const num = (v: unknown) => (v === undefined || v === null || v === '' || Number.isNaN(Number(v)) ? null : Number(v));

/** ffprobe as JSON: duration, container, streams with codecs and dimensions. */
export async function probe(file: string, signal?: AbortSignal): Promise<ProbeResult> {
  const { stdout } = await run(ffprobeBin(), ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file], { signal });
  const json = JSON.parse(stdout || '{}') as { format?: Record<string, unknown>; streams?: Record<string, unknown>[] };
  const streams: ProbeStream[] = (json.streams ?? []).map((s) => ({
    index: Number(s.index ?? 0),
    type: String(s.codec_type ?? 'data'),
    codec: (s.codec_name as string) ?? null,
    profile: (s.profile as string) ?? null,
    width: num(s.width),
    height: num(s.height),
  }));
  const video = streams.find((s) => s.type === 'video' && s.width) ?? null;
  const audio = streams.find((s) => s.type === 'audio') ?? null;
  const duration = num(json.format?.duration) ?? num((json.streams ?? []).find((s) => s.codec_type === 'video')?.duration);
  if (!video && !audio) throw new FfmpegError('No audio or video stream found', '', 0);
  return { duration, formatName: (json.format?.format_name as string) ?? null, streams, video, audio };
}

/** Parses ffmpeg `-progress` key=value blocks; returns the latest out_time in seconds. */
export function parseProgress(text: string): number | null {
  let seconds: number | null = null;
  for (const line of text.split('\n')) {
    const [k, v] = line.trim().split('=');
    if ((k === 'out_time_us' || k === 'out_time_ms') && v && /^\d+$/.test(v)) seconds = Number(v) / 1_000_000; // both are µs
  }
  return seconds;
}

export interface TranscodeOptions {
  /** Input duration in seconds, to turn out_time into a fraction. */
  duration?: number | null;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** Runs ffmpeg with `-progress pipe:1`; errors carry the stderr tail. */
export async function ffmpeg(args: string[], opts: TranscodeOptions = {}) {
  let pending = '';
  const full = ['-hide_banner', '-nostdin', '-y', '-progress', 'pipe:1', '-nostats', ...args];
  return run(ffmpegBin(), full, {
    signal: opts.signal,
    onStdout: (chunk) => {
      pending += chunk;
      // only whole lines: a value split across chunks would read as a smaller number
      const cut = pending.lastIndexOf('\n');
      if (cut < 0) return;
      const block = pending.slice(0, cut + 1);
      pending = pending.slice(cut + 1);
      const t = parseProgress(block);
      if (t !== null && opts.duration && opts.onProgress) opts.onProgress(Math.min(1, Math.max(0, t / opts.duration)));
    },
  });
}
