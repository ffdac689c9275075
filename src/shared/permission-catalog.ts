// Every permission the product checks, with the restrictions (quotas) it supports.
// Synced into the permissions table at start-up, so a feature adds its permissions here.

export interface PermissionRestrictionDef {
  name: string;
  type: 'number';
  description: string;
}

export interface PermissionDef {
  name: string;
  group: string;
  description: string;
  restrictions?: PermissionRestrictionDef[];
}

const crud = (group: string, noun: string, extra: Partial<Record<'view' | 'create' | 'update' | 'delete', string>> = {}) =>
  (['view', 'create', 'update', 'delete'] as const).map((verb) => ({
    name: `${group}.${verb}`,
    group,
    description: extra[verb] ?? `Allow ${verb === 'view' ? 'viewing' : `${verb.replace(/e$/, '')}ing`} ${noun}.`,
  }));

export const permissionCatalog: PermissionDef[] = [
  { name: 'admin', group: 'admin', description: 'Grants every permission.' },
  { name: 'admin.access', group: 'admin', description: 'Allow access to the admin area.' },
  { name: 'appearance.update', group: 'admin', description: 'Allow using the appearance editor.' },
  { name: 'settings.update', group: 'admin', description: 'Allow changing site settings and ads.' },
  { name: 'logs.view', group: 'admin', description: 'Allow viewing the schedule, error and e-mail logs.' },
  { name: 'api.access', group: 'api', description: 'Allow access to the API and personal access tokens.' },
  ...crud('users', 'users'),
  ...crud('roles', 'roles'),
  ...crud('subscriptions', 'subscriptions'),
  ...crud('plans', 'plans'),
  ...crud('custom_pages', 'custom pages'),
  ...crud('tags', 'tags'),
  ...crud('localizations', 'localizations'),
  ...crud('files', 'files').map((p) =>
    p.name === 'files.create'
      ? { ...p, restrictions: [{ name: 'max_storage_mb', type: 'number' as const, description: 'Storage space in MB.' }] }
      : p,
  ),
  ...crud('titles', 'titles'),
  ...crud('people', 'people'),
  ...crud('news', 'news articles'),
  ...crud('channels', 'channels'),
  ...crud('videos', 'videos'),
  { name: 'videos.play', group: 'videos', description: 'Allow playing full videos.' },
  ...crud('lists', 'lists').map((p) =>
    p.name === 'lists.create'
      ? { ...p, restrictions: [{ name: 'count', type: 'number' as const, description: 'How many lists a user may create.' }] }
      : p,
  ),
  ...crud('reviews', 'reviews').map((p) =>
    p.name === 'reviews.create'
      ? { ...p, restrictions: [{ name: 'count', type: 'number' as const, description: 'How many reviews a user may write.' }] }
      : p,
  ),
  ...crud('comments', 'comments').map((p) =>
    p.name === 'comments.create'
      ? { ...p, restrictions: [{ name: 'count', type: 'number' as const, description: 'How many comments a user may write.' }] }
      : p,
  ),
  {
    name: 'workspaces.create',
    group: 'workspaces',
    description: 'Allow creating workspaces (households and teams that share lists, a watchlist and a plan).',
    restrictions: [{ name: 'count', type: 'number' as const, description: 'How many workspaces a user may own.' }],
  },
];

/** What users and guests alike may do out of the box: look at everything public and play videos. */
const browsing = [
  'titles.view',
  'people.view',
  'news.view',
  'channels.view',
  'videos.view',
  'videos.play',
  'lists.view',
  'reviews.view',
  'comments.view',
] as const;

/** Permissions of the roles created on install. */
export const defaultRoles = {
  admin: { name: 'Admins', description: 'Full access.', permissions: ['admin'] },
  users: {
    name: 'Users',
    description: 'Given to everyone who registers.',
    permissions: [...browsing, 'lists.create', 'reviews.create', 'comments.create', 'files.create', 'workspaces.create'],
  },
  guests: {
    name: 'Guests',
    description: 'Applies when nobody is signed in.',
    permissions: [...browsing, 'api.access'],
  },
} as const;
