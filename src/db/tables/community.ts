import type { Generated } from 'kysely';

// Row types of the community tables (migrations/0300_community.ts). Flags are integers 0/1.

export type ListItemType = 'title' | 'person' | 'episode';
export type RateableType = 'title' | 'episode';
export type CommentableType = 'title' | 'episode' | 'news' | 'list';
export type ReportableType = 'review' | 'comment';

export interface UserProfilesTable {
  user_id: number;
  bio: string | null;
  banner: string | null;
  hide_ratings: Generated<number>;
  hide_lists: Generated<number>;
  updated_at: Generated<string>;
}

export interface ListsTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  slug: string;
  description: string | null;
  public: Generated<number>;
  watchlist_of: number | null;
  /** The workspace the list belongs to (every member sees and edits it); null: the owner's own. */
  workspace_id: Generated<number | null>;
  /** Set on the one shared watchlist of a workspace ("Our watchlist"). */
  workspace_watchlist_of: Generated<number | null>;
  layout: Generated<string>;
  sort: Generated<string>;
  items_count: Generated<number>;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

export interface ListItemsTable {
  id: Generated<number>;
  list_id: number;
  item_type: ListItemType;
  item_id: number;
  order: Generated<number>;
  /** Who added the item (shown on workspace lists); null for items added before 0600. */
  added_by: Generated<number | null>;
  created_at: Generated<string>;
}

export interface RatingsTable {
  id: Generated<number>;
  user_id: number;
  rateable_type: RateableType;
  rateable_id: number;
  rating: number;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

export interface EpisodeRatingStatsTable {
  episode_id: number;
  local_rating: number | null;
  local_vote_count: Generated<number>;
}

export interface ReviewsTable {
  id: Generated<number>;
  user_id: number;
  reviewable_type: RateableType;
  reviewable_id: number;
  rating: number;
  title: string | null;
  body: string;
  has_spoilers: Generated<number>;
  helpful_count: Generated<number>;
  not_helpful_count: Generated<number>;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

export interface ReviewFeedbackTable {
  review_id: number;
  user_id: number;
  helpful: number;
}

export interface CommentsTable {
  id: Generated<number>;
  user_id: number | null;
  commentable_type: CommentableType;
  commentable_id: number;
  parent_id: number | null;
  root_id: number | null;
  depth: Generated<number>;
  content: string;
  deleted: Generated<number>;
  upvotes: Generated<number>;
  downvotes: Generated<number>;
  score: Generated<number>;
  replies_count: Generated<number>;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

export interface CommentVotesTable {
  comment_id: number;
  user_id: number;
  vote: number;
}

export interface FollowsTable {
  follower_id: number;
  followed_id: number;
  created_at: Generated<string>;
}

export interface AbuseReportsTable {
  id: Generated<number>;
  user_id: number;
  reportable_type: ReportableType;
  reportable_id: number;
  reason: string;
  created_at: Generated<string>;
}

export interface CommunityTables {
  user_profiles: UserProfilesTable;
  lists: ListsTable;
  list_items: ListItemsTable;
  ratings: RatingsTable;
  episode_rating_stats: EpisodeRatingStatsTable;
  reviews: ReviewsTable;
  review_feedback: ReviewFeedbackTable;
  comments: CommentsTable;
  comment_votes: CommentVotesTable;
  follows: FollowsTable;
  abuse_reports: AbuseReportsTable;
}
