import { lazy } from 'react';
import { Avatar } from '../ui/avatar';
import { DeferredPopup } from '../ui/deferred-popup';
import type { CurrentUser } from './bootstrap-types';
import { useTrans } from './i18n';
import { displayName } from './user-names';

const loadDropdown = () => import('./avatar-dropdown');
const AvatarDropdown = lazy(async () => ({ default: (await loadDropdown()).AvatarDropdown }));

/** The navbar's account button; its menu (AvatarDropdown: react-aria, the workspace dialogs) loads on first use. */
export function AvatarMenu({ user }: { user: CurrentUser }) {
  const t = useTrans();
  const name = displayName(user);
  return (
    <DeferredPopup
      popup="menu"
      label={`${t('Account')}: ${name}`}
      className="flex items-center gap-2 rounded-full p-1 outline-none transition-colors hover:bg-on-navbar/10 md:pe-3"
      preload={loadDropdown}
      render={(control) => <AvatarDropdown user={user} control={control} />}
    >
      <Avatar label={name} src={user.image} size={32} />
      <span className="hidden max-w-36 truncate text-sm font-medium md:block">{name}</span>
    </DeferredPopup>
  );
}
