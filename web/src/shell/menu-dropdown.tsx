import { useLocation } from 'wouter';
import type { PopupControl } from '../ui/deferred-popup';
import { DropdownItem, DropdownMenu } from '../ui/menu';
import type { MenuItem } from './bootstrap-types';
import { useTrans } from './i18n';
import { MenuIcon } from './menu-icon';
import { isActiveMenuLink } from './menu-placement';

/**
 * Menu links in a dropdown (the phone's menu button, the tab bar's "More"): icon and label, the
 * current page marked. Loaded on first use of its DeferredPopup button (LazyMenuDropdown).
 */
export function MenuDropdown({
  items,
  label,
  placement,
  control,
}: {
  items: MenuItem[];
  label: string;
  placement: 'bottom start' | 'top end';
  control: PopupControl;
}) {
  const t = useTrans();
  const [location] = useLocation();
  return (
    <DropdownMenu label={label} placement={placement} control={control}>
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
