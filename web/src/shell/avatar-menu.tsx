import { Bell, CreditCard, LogOut, Moon, Sun, UserRound } from 'lucide-react';
import { Button as AriaButton } from 'react-aria-components';
import { useLocation } from 'wouter';
import { WorkspaceMenuSections } from '../ui/workspaces/workspace-menu';
import { paths, pathTo } from '../paths';
import { Avatar } from '../ui/avatar';
import { DropdownItem, DropdownMenu, DropdownSeparator } from '../ui/menu';
import { logout } from './auth-actions';
import type { CurrentUser } from './bootstrap-types';
import { useTrans } from './i18n';
import { useIsMobile } from './media';
import { MenuIcon } from './menu-icon';
import { isSubscribed, useMenu } from './permissions';
import { useThemeToggle } from './theme';

export const displayName = (user: CurrentUser) => user.name || user.email.split('@')[0] || user.email;

export const slugifyName = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'user';

export const profilePath = (user: CurrentUser) => pathTo(paths.userProfile, { userId: user.id, slug: slugifyName(displayName(user)) });

/**
 * Spec section 2: profile, the workspace switcher (issue 13), configured items, Notifications (small
 * screens), Billing (subscribers), theme, Log out.
 */
export function AvatarMenu({ user }: { user: CurrentUser }) {
  const t = useTrans();
  const [, navigate] = useLocation();
  const items = useMenu('auth-dropdown');
  const isMobile = useIsMobile();
  const theme = useThemeToggle();
  const name = displayName(user);
  return (
    <DropdownMenu
      label={t('Account')}
      trigger={
        <AriaButton
          aria-label={`${t('Account')}: ${name}`}
          className="flex items-center gap-2 rounded-full p-1 outline-none transition-colors hover:bg-on-navbar/10 data-[focus-visible]:ring-2 data-[focus-visible]:ring-primary md:pe-3"
        >
          <Avatar label={name} src={user.image} size={32} />
          <span className="hidden max-w-36 truncate text-sm font-medium md:block">{name}</span>
        </AriaButton>
      }
    >
      <DropdownItem id="profile" href={profilePath(user)} textValue={name} icon={<UserRound />} className="py-2.5">
        <span className="flex flex-col">
          <span className="font-semibold">{name}</span>
          <span className="text-xs text-muted">{user.email}</span>
        </span>
      </DropdownItem>
      <DropdownSeparator />
      <WorkspaceMenuSections />
      <DropdownSeparator />
      {items.map((item) => (
        <DropdownItem
          key={item.id}
          id={item.id}
          href={item.action ?? undefined}
          target={item.type === 'link' ? item.target : undefined}
          icon={<MenuIcon name={item.icon} />}
        >
          {t(item.label)}
        </DropdownItem>
      ))}
      {isMobile && (
        <DropdownItem id="notifications" href={paths.notifications} icon={<Bell />}>
          {t('Notifications')}
        </DropdownItem>
      )}
      {isSubscribed(user) && (
        <DropdownItem id="billing" href={paths.billing} icon={<CreditCard />}>
          {t('Billing')}
        </DropdownItem>
      )}
      {theme.canChange && (
        <DropdownItem id="theme" onAction={theme.toggle} icon={theme.isDark ? <Sun /> : <Moon />}>
          {theme.isDark ? t('Light mode') : t('Dark mode')}
        </DropdownItem>
      )}
      <DropdownSeparator />
      <DropdownItem id="logout" onAction={() => logout(navigate)} icon={<LogOut />}>
        {t('Log out')}
      </DropdownItem>
    </DropdownMenu>
  );
}
