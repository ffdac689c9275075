import type { ApiResponse } from '../../api/client';

// The video resource of GET videos / GET videos/{id}, as the server's contract declares it
// (src/features/streaming/videos/videos.schemas.ts).

type ListedVideo = ApiResponse<'get', 'videos'>['pagination']['data'][number];
type ShownVideo = ApiResponse<'get', 'videos/{id}'>['video'];

/** A video as the admin screens show it: lists add its title, GET videos/{id} its playable sources. */
export type AdminVideo = Omit<ListedVideo, 'title'> & Partial<Pick<ListedVideo, 'title'>> & Partial<Pick<ShownVideo, 'sources'>>;
export type VideoCaption = AdminVideo['captions'][number];
export type VideoType = AdminVideo['type'];
export type VideoCategory = AdminVideo['category'];
export type VideoStatus = AdminVideo['status'];

export const VIDEO_TYPES: VideoType[] = ['upload', 'embed', 'direct', 'stream'];
export const VIDEO_CATEGORIES: VideoCategory[] = ['full', 'trailer', 'clip'];
export const VIDEO_STATUSES: VideoStatus[] = ['pending', 'processing', 'ready', 'failed'];

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
