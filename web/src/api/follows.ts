import type { ApiResponse } from './client';
import { http } from './http';
import type { PersonSummary, TitleSummary } from '../ui/catalogue/types';

// Following a series (any title) or a person: API.md "Community" (titles|people/{id}/follow) and
// the profile's "Following" tab (users/{id}/following-content). Keys start with 'follows'.

export type FollowType = 'title' | 'person';

/** What following or unfollowing answers, for a user as for a title or person. */
export type FollowState = ApiResponse<'post', 'users/{id}/follow'>;

export const followKeys = {
  /** One user's followed titles or people (the page number is appended). */
  following: (userId: number, type: FollowType) => ['follows', userId, type] as const,
};

const subjectPath = (type: FollowType, id: number) => `${type === 'title' ? 'titles' : 'people'}/${id}/follow`;

export const setContentFollow = (type: FollowType, id: number, on: boolean) =>
  on ? http.post<FollowState>(subjectPath(type, id)) : http.delete<FollowState>(subjectPath(type, id));

export type FollowedTitle = TitleSummary & { followed_at: string };
export type FollowedPerson = PersonSummary & { followed_at: string };

export const fetchFollowingContent = <T extends FollowType>(userId: number, type: T, page: number, perPage = 24) =>
  http.get<{
    pagination: { data: (T extends 'title' ? FollowedTitle : FollowedPerson)[]; total: number; current_page: number; last_page: number };
  }>(`users/${userId}/following-content`, { type, page, perPage });
