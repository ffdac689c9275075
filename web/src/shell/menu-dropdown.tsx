import { useLocation } from 'wouter';
import { DropdownItem, DropdownMenu } from '../ui/menu';
import type { MenuItem } from './bootstrap-types';
import type { MenuButtonFace } from './deferred-menu';
import { useTrans } from './i18n';
import { MenuIcon } from './menu-icon';
import { isActiveMenuLink } from './menu-placement';
import { OpeningButton } from './opening-button';

/**
 * Menu links in a dropdown (the phone's menu button, the tab bar's "More"): icon and label, the
 * current page marked. Loaded on the first press of a DeferredMenu.
 */
export function MenuDropdown({
  items,
  label,
  placement,
  button,
}: {
  items: MenuItem[];
  label: string;
  placement: 'bottom start' | 'top end';
  button: MenuButtonFace;
}) {
  const t = useTrans();
  const [location] = useLocation();
  return (
    <DropdownMenu label={label} placement={placement} trigger={<OpeningButton {...button} />}>
      {items.map((item) => (
        <DropdownItem
          key={item.id}
          id={item.id}
          href={item.action ?? undefined}
          target={item.target}
          icon={<MenuIcon name={item.icon} />}
          className={isActiveMenuLink(item.action, location) ? 'font-semibold text-primary' : ''}
        >
          {t(item.label)}
        </DropdownItem>
      ))}
    </DropdownMenu>
  );
}
