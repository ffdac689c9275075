import type { Generated } from 'kysely';

// Row types of the videos tables (migrations/0400_videos.ts).

export type VideoType = 'embed' | 'direct' | 'stream' | 'upload';
export type VideoCategory = 'full' | 'trailer' | 'clip';
export type VideoStatus = 'pending' | 'processing' | 'ready' | 'failed';

export interface VideosTable {
  id: Generated<number>;
  name: string;
  type: VideoType;
  src: string | null;
  file_entry_id: number | null;
  source_key: string | null;
  category: Generated<VideoCategory>;
  quality: string | null;
  language: string | null;
  order: Generated<number>;
  title_id: number;
  season_number: number | null;
  episode_number: number | null;
  episode_id: number | null;
  approved: Generated<number>;
  user_id: number | null;
  status: Generated<VideoStatus>;
  status_message: string | null;
  duration: number | null;
  thumbnail: string | null;
  sources: string | null;
  media: string | null;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

export interface VideoCaptionsTable {
  id: Generated<number>;
  video_id: number;
  language: string;
  label: string;
  storage_key: string;
  created_at: Generated<string>;
}

export interface VideoPlaysTable {
  id: Generated<number>;
  video_id: number;
  title_id: number | null;
  user_id: number | null;
  visitor_id: string;
  session: string;
  device: string | null;
  platform: string | null;
  browser: string | null;
  country: string | null;
  position_seconds: Generated<number>;
  duration_seconds: number | null;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

export interface VideoProgressTable {
  user_id: number;
  video_id: number;
  title_id: number;
  position_seconds: number;
  duration_seconds: number | null;
  finished: Generated<number>;
  updated_at: Generated<string>;
}

export interface VideoPlayRollupsTable {
  day: string;
  video_id: number;
  title_id: number;
  season: Generated<number>;
  episode: Generated<number>;
  device: Generated<string>;
  platform: Generated<string>;
  browser: Generated<string>;
  country: Generated<string>;
  plays: Generated<number>;
}

export interface VideosTables {
  videos: VideosTable;
  video_captions: VideoCaptionsTable;
  video_plays: VideoPlaysTable;
  video_progress: VideoProgressTable;
  video_play_rollups: VideoPlayRollupsTable;
}
