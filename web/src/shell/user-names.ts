import { paths, pathTo } from '../paths';
import type { CurrentUser } from './bootstrap-types';

/** The name the account menu shows: the user's name, else the email's local part. */
export const displayName = (user: CurrentUser) => user.name || user.email.split('@')[0] || user.email;

const slugifyName = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'user';

export const profilePath = (user: CurrentUser) => pathTo(paths.userProfile, { userId: user.id, slug: slugifyName(displayName(user)) });
