import type { Generated } from 'kysely';

// Row types of migrations/0820_content_follows.ts: follows of series and people, and what has been
// announced about releases (each subject once).

/** Exactly one of title_id and person_id is set. */
export interface ContentFollowsTable {
  id: Generated<number>;
  user_id: number;
  title_id: number | null;
  person_id: number | null;
  created_at: Generated<string>;
}

export interface AnnouncedEpisodesTable {
  episode_id: number;
  created_at: Generated<string>;
}

export interface AnnouncedTitlesTable {
  title_id: number;
  created_at: Generated<string>;
}

export interface AnnouncedPersonTitlesTable {
  person_id: number;
  title_id: number;
  created_at: Generated<string>;
}

export interface FollowsTables {
  content_follows: ContentFollowsTable;
  announced_episodes: AnnouncedEpisodesTable;
  announced_titles: AnnouncedTitlesTable;
  announced_person_titles: AnnouncedPersonTitlesTable;
}
