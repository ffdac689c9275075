import type { Db } from '../../../db/database';
import { progressOf } from './plays.queries';

/** Under a minute in, or once watched, a video starts from the beginning again. */
export const RESUME_MIN_SECONDS = 60;

/**
 * The one rule of "watched": a play at 90 % or more (credits are often skipped) goes into the diary,
 * leaves "continue watching" and starts from the beginning next time.
 */
export const WATCHED_FRACTION = 0.9;

export function isFinished(position: number, duration: number | null | undefined) {
  return !!duration && duration > 0 && position / duration >= WATCHED_FRACTION;
}

export function resumePoint(position: number | null | undefined, duration: number | null | undefined): number | null {
  if (position == null || position < RESUME_MIN_SECONDS || isFinished(position, duration)) return null;
  return position;
}

export async function resumeAt(db: Db, userId: number | null | undefined, videoId: number) {
  if (!userId) return null;
  const row = await progressOf(db, userId, videoId);
  return resumePoint(row?.position_seconds, row?.duration_seconds);
}
