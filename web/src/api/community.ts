import { api, type ApiResponse } from './client';
import { http } from './http';

// Calls of the community widgets (ratings, watchlist, lists menu, reviews, comments); API.md
// "Community and collections". Keys start with 'community' or 'lists' so writes invalidate them.

export type ItemType = 'title' | 'episode' | 'person';

export interface UserSummary {
  id: number;
  name: string;
  slug: string;
  avatar: string | null;
}

/** A list of users/me/lists (the contract's list); has_item answers its `item` query. */
export type MyList = ApiResponse<'get', 'users/me/lists'>['lists'][number] & { has_item?: boolean };

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
  api.post('users/me/ratings', { body: { rateable: type, id, rating } });
export const unrate = (type: 'title' | 'episode', id: number) => api.delete('users/me/ratings/{type}/{id}', { path: { type, id } });

export const setWatchlisted = (type: ItemType, id: number, on: boolean) => {
  const options = { body: { type, item_id: id } };
  return on ? api.post('users/me/watchlist', options) : api.delete('users/me/watchlist', options);
};

export const setSharedWatchlisted = (workspaceId: number, type: ItemType, id: number, on: boolean) => {
  const options = { path: { id: workspaceId }, body: { type, item_id: id } };
  return on ? api.post('workspaces/{id}/watchlist', options) : api.delete('workspaces/{id}/watchlist', options);
};
export const fetchSharedWatchlistIds = (workspaceId: number) => api.get('workspaces/{id}/watchlist/ids', { path: { id: workspaceId } });

export const fetchMyLists = (ref: string): Promise<{ lists: MyList[] }> => api.get('users/me/lists', { query: { item: ref } });
export const createList = (body: { name: string; description?: string | null; public: boolean }) => api.post('lists', { body });
export const setListItem = (listId: number, type: ItemType, id: number, on: boolean) => {
  const options = { path: { id: listId }, body: { type, item_id: id } };
  return on ? api.post('lists/{id}/items', options) : api.delete('lists/{id}/items', options);
};

export const fetchItemState = (type: 'title' | 'episode', id: number) => api.get('item-state/{type}/{id}', { path: { type, id } });
export const fetchWatchlistIds = () => api.get('users/me/watchlist/ids');

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
