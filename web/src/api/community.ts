import { apiRequest, http } from './http';

// Calls of the community widgets (ratings, watchlist, lists menu, reviews, comments); API.md
// "Community and collections". Keys start with 'community' or 'lists' so writes invalidate them.

export type ItemType = 'title' | 'episode' | 'person';

export interface UserSummary {
  id: number;
  name: string;
  slug: string;
  avatar: string | null;
}

export interface MyList {
  id: number;
  name: string;
  slug: string | null;
  description?: string | null;
  public: boolean;
  is_watchlist: boolean;
  /** Set on lists of the active workspace (users/me/lists adds them while one is active). */
  workspace_id?: number | null;
  is_shared_watchlist?: boolean;
  items_count: number;
  has_item?: boolean;
}

export interface Review {
  id: number;
  user: UserSummary | null;
  rating: number;
  title: string | null;
  body: string;
  has_spoilers: boolean;
  helpful_count: number;
  not_helpful_count: number;
  current_user_feedback: boolean | null;
  is_own: boolean;
  created_at: string;
}

export interface Comment {
  id: number;
  parent_id: number | null;
  depth: number;
  user: UserSummary | null;
  content?: string;
  content_html: string;
  deleted: boolean;
  upvotes?: number;
  downvotes?: number;
  score?: number;
  replies_count: number;
  current_user_vote: 'up' | 'down' | null;
  created_at: string;
  replies?: Comment[];
}

export interface Page<T> {
  data: T[];
  total?: number;
  next_cursor?: string | null;
  current_page?: number;
  last_page?: number;
}

export interface ItemState {
  local_rating: number | null;
  local_vote_count: number;
  user_rating: number | null;
  in_watchlist: boolean;
  user_list_ids: number[];
}

export const communityKeys = {
  itemState: (ref: string) => ['community', 'item-state', ref] as const,
  watchlistIds: ['community', 'watchlist-ids'] as const,
  /** A workspace's shared watchlist ("Our watchlist") as ids. */
  sharedWatchlistIds: (workspaceId: number) => ['community', 'shared-watchlist-ids', workspaceId] as const,
  sharedWatchlistAll: ['community', 'shared-watchlist-ids'] as const,
  myLists: (ref: string) => ['lists', 'me', ref] as const,
  reviews: (ref: string, orderBy: string) => ['community', 'reviews', ref, orderBy] as const,
  reviewsAll: (ref: string) => ['community', 'reviews', ref] as const,
  comments: (ref: string) => ['community', 'comments', ref] as const,
};

export const rate = (type: 'title' | 'episode', id: number, rating: number) =>
  http.post('users/me/ratings', { rateable: type, id, rating });
export const unrate = (type: 'title' | 'episode', id: number) => http.delete(`users/me/ratings/${type}/${id}`);

export const setWatchlisted = (type: ItemType, id: number, on: boolean) =>
  apiRequest(on ? 'POST' : 'DELETE', 'users/me/watchlist', { body: { type, item_id: id } });

export const setSharedWatchlisted = (workspaceId: number, type: ItemType, id: number, on: boolean) =>
  apiRequest(on ? 'POST' : 'DELETE', `workspaces/${workspaceId}/watchlist`, { body: { type, item_id: id } });
export const fetchSharedWatchlistIds = (workspaceId: number) =>
  http.get<{ items: Record<ItemType, number[]> }>(`workspaces/${workspaceId}/watchlist/ids`);

export const fetchMyLists = (ref: string) => http.get<{ lists: MyList[] }>('users/me/lists', { item: ref });
export const createList = (body: { name: string; description?: string | null; public: boolean }) =>
  http.post<{ list: MyList }>('lists', body);
export const setListItem = (listId: number, type: ItemType, id: number, on: boolean) =>
  apiRequest(on ? 'POST' : 'DELETE', `lists/${listId}/items`, { body: { type, item_id: id } });

export const fetchItemState = (type: 'title' | 'episode', id: number) => http.get<ItemState>(`item-state/${type}/${id}`);
export const fetchWatchlistIds = () => http.get<{ items: Record<ItemType, number[]> }>('users/me/watchlist/ids');

export const REVIEWS_PER_PAGE = 20;
export const fetchReviews = (ref: string, orderBy: string, page = 1) =>
  http.get<{ pagination: Page<Review> }>('reviews', { reviewable: ref, orderBy, perPage: REVIEWS_PER_PAGE, page });
export const reportContent = (type: 'review' | 'comment', id: number, reason: string) =>
  http.post<{ message: string }>(`${type === 'review' ? 'reviews' : 'comments'}/${id}/report`, { reason });
export const saveReview = (body: {
  reviewable: 'title' | 'episode';
  id: number;
  rating: number;
  title: string | null;
  body: string;
  has_spoilers: boolean;
}) => http.post<{ review: Review; message: string }>('reviews', body);
export const updateReview = (id: number, body: { rating: number; title: string | null; body: string; has_spoilers: boolean }) =>
  http.put<{ review: Review }>(`reviews/${id}`, body);
export const deleteReview = (id: number) => http.delete(`reviews/${id}`);
export const reviewFeedback = (id: number, helpful: boolean) => http.post(`reviews/${id}/feedback`, { helpful });

export const fetchComments = (ref: string, cursor?: string) =>
  http.get<{ pagination: Page<Comment> }>('comments', { commentable: ref, perPage: 50, cursor });
export const postComment = (ref: string, content: string, parentId: number | null) =>
  http.post<{ comment: Comment }>('comments', { commentable: ref, content, parent_id: parentId });
export const editComment = (id: number, content: string) => http.put<{ comment: Comment }>(`comments/${id}`, { content });
export const removeComment = (id: number) => http.delete(`comments/${id}`);
export const voteComment = (id: number, vote: 'up' | 'down' | 'none') => http.post(`comments/${id}/vote`, { vote });
