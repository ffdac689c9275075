import type { AdminVideo, VideoCategory, VideoPayload, VideoScope, VideoType } from '../kit/video-types';
import { textValues } from '../kit/field-props';

// The form's values (selects hold strings) and their mapping to and from the API.

export interface VideoFormValues {
  name: string;
  type: VideoType;
  src: string;
  file_entry_id: number | null;
  category: VideoCategory;
  quality: string;
  language: string;
  order: string;
  title_id: number | null;
  season_number: string;
  episode_number: string;
}

export function initialValues(video: AdminVideo | null, scope: VideoScope): VideoFormValues {
  return {
    ...textValues(video, ['name', 'src', 'quality', 'language']),
    type: video?.type ?? 'upload',
    file_entry_id: video?.file_entry_id ?? null,
    category: video?.category ?? 'full',
    order: String(video?.order ?? 0),
    title_id: video?.title_id ?? scope.titleId ?? null,
    season_number: String(video?.season_number ?? scope.season ?? ''),
    episode_number: String(video?.episode_number ?? scope.episode ?? ''),
  };
}

const intOrNull = (s: string) => (s.trim() === '' ? null : Number(s));

export function toPayload(v: VideoFormValues): VideoPayload {
  const season = intOrNull(v.season_number);
  return {
    name: v.name.trim(),
    type: v.type,
    src: v.type === 'upload' ? null : v.src.trim() || null,
    file_entry_id: v.type === 'upload' ? v.file_entry_id : null,
    category: v.category,
    quality: v.quality.trim() || null,
    language: v.language.trim() || null,
    order: intOrNull(v.order) ?? 0,
    title_id: v.title_id ?? 0,
    season_number: season,
    episode_number: season === null ? null : intOrNull(v.episode_number),
  };
}

/** A file name without its extension, tidied into a default video name. */
export const nameFromFile = (fileName: string) =>
  fileName
    .replace(/\.[^.]+$/, '')
    .replace(/[._]+/g, ' ')
    .trim();
