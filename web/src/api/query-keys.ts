import type { Params } from './http';

/** Every cached query key in one place, so invalidation never guesses at strings. */
export const queryKeys = {
  bootstrapData: ['bootstrap-data'] as const,
  user: (id: number | 'me') => ['users', id] as const,
  notifications: (params: Params = {}) => ['notifications', params] as const,
  notificationSubscriptions: ['notifications', 'me', 'subscriptions'] as const,
  userWorkspaces: ['user-workspaces'] as const,
  workspaceWithMembers: (id: number) => ['workspace-with-members', id] as const,
  customPage: (idOrSlug: string) => ['custom-pages', idOrSlug] as const,
};
