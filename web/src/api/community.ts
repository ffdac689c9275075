import { api, type ApiQuery, type ApiResponse } from './client';
import { http } from './http';

// Calls of the community widgets (ratings, watchlist, lists menu, reviews, comments); API.md
// "Community and collections". Keys start with 'community' or 'lists' so writes invalidate them.

export type ItemType = 'title' | 'episode' | 'person';

/** A list of users/me/lists (the contract's list); has_item answers its `item` query. */
export type MyList = ApiResponse<'get', 'users/me/lists'>['lists'][number] & { has_item?: boolean };

export type Review = ApiResponse<'get', 'reviews'>['pagination']['data'][number];
/** A comment with its reply tree. */
export type Comment = ApiResponse<'get', 'comments'>['pagination']['data'][number];
/** A user as the community pages show them (never an e-mail address). */
export type UserSummary = NonNullable<Review['user']>;

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
type ReviewOrder = NonNullable<ApiQuery<'get', 'reviews'>['orderBy']>;
/** `orderBy` is the sort menu's value (one of the server's review orders). */
export const fetchReviews = (ref: string, orderBy: string, page = 1) =>
  api.get('reviews', { query: { reviewable: ref, orderBy: orderBy as ReviewOrder, perPage: REVIEWS_PER_PAGE, page } });
export const reportContent = (type: 'review' | 'comment', id: number, reason: string) =>
  api.post(type === 'review' ? 'reviews/{id}/report' : 'comments/{id}/report', { path: { id }, body: { reason } });
export const saveReview = (body: {
  reviewable: 'title' | 'episode';
  id: number;
  rating: number;
  title: string | null;
  body: string;
  has_spoilers: boolean;
}) => api.post('reviews', { body });
export const updateReview = (id: number, body: { rating: number; title: string | null; body: string; has_spoilers: boolean }) =>
  api.put('reviews/{id}', { path: { id }, body });
export const deleteReview = (id: number) => api.delete('reviews/{id}', { path: { id } });
export const reviewFeedback = (id: number, helpful: boolean) => api.post('reviews/{id}/feedback', { path: { id }, body: { helpful } });

export const fetchComments = (ref: string, cursor?: string) => api.get('comments', { query: { commentable: ref, perPage: 50, cursor } });
export const postComment = (ref: string, content: string, parentId: number | null) =>
  api.post('comments', { body: { commentable: ref, content, parent_id: parentId } });
export const editComment = (id: number, content: string) => api.put('comments/{id}', { path: { id }, body: { content } });
export const removeComment = (id: number) => api.delete('comments/{id}', { path: { id } });
export const voteComment = (id: number, vote: 'up' | 'down' | 'none') => api.post('comments/{id}/vote', { path: { id }, body: { vote } });
