import type { Pagination } from '../../ui/catalogue/types';

// The video resource of GET videos / GET videos/{id} (src/features/streaming/videos/videos.present.ts).

export type VideoType = 'embed' | 'direct' | 'stream' | 'upload';
export type VideoCategory = 'full' | 'trailer' | 'clip';
export type VideoStatus = 'pending' | 'processing' | 'ready' | 'failed';

export const VIDEO_TYPES: VideoType[] = ['upload', 'embed', 'direct', 'stream'];
export const VIDEO_CATEGORIES: VideoCategory[] = ['full', 'trailer', 'clip'];
export const VIDEO_STATUSES: VideoStatus[] = ['pending', 'processing', 'ready', 'failed'];

export interface VideoCaption {
  id: number;
  language: string;
  label: string;
  url: string | null;
}

export interface AdminVideo {
  id: number;
  name: string;
  type: VideoType;
  src: string | null;
  file_entry_id: number | null;
  category: VideoCategory;
  quality: string | null;
  language: string | null;
  order: number;
  title_id: number;
  season_number: number | null;
  episode_number: number | null;
  episode_id: number | null;
  approved: boolean;
  user_id: number | null;
  status: VideoStatus;
  status_message: string | null;
  /** 0..1 while pending/processing, 1 when ready, null when failed. */
  progress: number | null;
  duration: number | null;
  thumbnail: string | null;
  captions: VideoCaption[];
  created_at: string;
  updated_at: string;
  /** Lists only. */
  title?: { id: number; name: string; type: string; slug: string } | null;
}

export type VideoPage = { pagination: Pagination<AdminVideo> };

export interface VideoPayload {
  name: string;
  type: VideoType;
  src?: string | null;
  file_entry_id?: number | null;
  category: VideoCategory;
  quality?: string | null;
  language?: string | null;
  order?: number;
  title_id: number;
  season_number?: number | null;
  episode_number?: number | null;
}

/** Where a video form was opened from: the whole catalogue, or a title, season or episode. */
export interface VideoScope {
  titleId?: number;
  season?: number;
  episode?: number;
}
