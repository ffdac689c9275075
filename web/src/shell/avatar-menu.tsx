import { lazy } from 'react';
import { Avatar } from '../ui/avatar';
import type { CurrentUser } from './bootstrap-types';
import { displayName } from './user-names';
import { DeferredMenu } from './deferred-menu';
import { useTrans } from './i18n';

const loadDropdown = () => import('./avatar-dropdown');
const AvatarDropdown = lazy(async () => ({ default: (await loadDropdown()).AvatarDropdown }));

/** The navbar's account button; its menu (AvatarDropdown, react-aria) loads on the first press. */
export function AvatarMenu({ user }: { user: CurrentUser }) {
  const t = useTrans();
  const name = displayName(user);
  return (
    <DeferredMenu
      popup="menu"
      preload={loadDropdown}
      button={{
        label: `${t('Account')}: ${name}`,
        className: 'flex items-center gap-2 rounded-full p-1 outline-none transition-colors hover:bg-on-navbar/10 md:pe-3',
        children: (
          <>
            <Avatar label={name} src={user.image} size={32} />
            <span className="hidden max-w-36 truncate text-sm font-medium md:block">{name}</span>
          </>
        ),
      }}
    >
      {(button) => <AvatarDropdown user={user} button={button} />}
    </DeferredMenu>
  );
}
