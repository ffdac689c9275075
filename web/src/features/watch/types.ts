import type { EpisodeSummary } from '../../ui/catalogue/types';

// The GET watch/{videoId} payload (src/features/streaming/watch/watch.service.ts).

export type SourceType = 'hls' | 'mp4' | 'webm' | 'dash' | 'embed' | string;

export interface VideoSource {
  type: SourceType;
  src: string;
  quality: string | null;
}

export interface Caption {
  id: number;
  language: string | null;
  label: string | null;
  url: string | null;
}

export interface WatchVideo {
  id: number;
  name: string;
  type: 'embed' | 'direct' | 'stream' | 'upload';
  src: string | null;
  category: 'full' | 'trailer' | 'clip' | string;
  quality: string | null;
  language: string | null;
  title_id: number;
  season_number: number | null;
  episode_number: number | null;
  status: string;
  duration: number | null;
  thumbnail: string | null;
  thumbnails_vtt: string | null;
  captions: Caption[];
  sources?: VideoSource[];
}

export interface WatchTitle {
  id: number;
  type: string;
  name: string;
  slug: string;
  tagline: string | null;
  description: string | null;
  release_date: string | null;
  year: number | null;
  runtime: number | null;
  certification: string | null;
  rating: number | null;
  poster: string | null;
  backdrop: string | null;
  seasons_count: number | null;
  episodes_count: number | null;
}

export interface WatchResponse {
  video: WatchVideo;
  title: WatchTitle;
  episode: EpisodeSummary | null;
  alternative_videos: WatchVideo[];
  related_videos: WatchVideo[];
  next_episode: (EpisodeSummary & { video_id: number | null }) | null;
  resume_at: number | null;
}
