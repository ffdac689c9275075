import { Bell, CreditCard, LogOut, Moon, Sun, UserRound } from 'lucide-react';
import { useLocation } from 'wouter';
import { WorkspaceMenuSections } from '../ui/workspaces/workspace-menu';
import { paths } from '../paths';
import type { PopupControl } from '../ui/deferred-popup';
import { DropdownItem, DropdownMenu, DropdownSeparator } from '../ui/menu';
import { logout } from './auth-actions';
import type { CurrentUser } from './bootstrap-types';
import { useTrans } from './i18n';
import { useIsMobile } from './media';
import { MenuIcon } from './menu-icon';
import { isSubscribed, useMenu } from './permissions';
import { useThemeToggle } from './theme';
import { displayName, profilePath } from './user-names';

/**
 * Spec section 2: profile, the workspace switcher (issue 13), configured items, Notifications (small
 * screens), Billing (subscribers), theme, Log out.
 */
export function AvatarDropdown({ user, control }: { user: CurrentUser; control: PopupControl }) {
  const t = useTrans();
  const [, navigate] = useLocation();
  const items = useMenu('auth-dropdown');
  const isMobile = useIsMobile();
  const theme = useThemeToggle();
  const name = displayName(user);
  return (
    <DropdownMenu label={t('Account')} control={control}>
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
