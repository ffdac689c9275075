import type { DebugFrame } from '../api/http';

export type FrameGroup =
  { vendor: false; frame: DebugFrame; index: number } | { vendor: true; frames: { frame: DebugFrame; index: number }[] };

/** Consecutive vendor frames collapse into one group. */
export function groupFrames(frames: DebugFrame[]): FrameGroup[] {
  const groups: FrameGroup[] = [];
  frames.forEach((frame, index) => {
    const last = groups[groups.length - 1];
    if (frame.vendor && last?.vendor) last.frames.push({ frame, index });
    else if (frame.vendor) groups.push({ vendor: true, frames: [{ frame, index }] });
    else groups.push({ vendor: false, frame, index });
  });
  return groups;
}
