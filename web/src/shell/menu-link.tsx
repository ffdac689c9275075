import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { MenuItem } from './bootstrap-types';
import { useTrans } from './i18n';

/** 'link' items are plain anchors (possibly a new tab); others are in-app links. `current` marks the page it points at. */
export function MenuLink({
  item,
  className = '',
  current = false,
  children,
}: {
  item: MenuItem;
  className?: string;
  current?: boolean;
  children?: ReactNode;
}) {
  const t = useTrans();
  const label = children ?? t(item.label);
  const ariaCurrent = current ? 'page' : undefined;
  if (item.type === 'link' || /^https?:\/\//.test(item.action ?? '')) {
    return (
      <a
        href={item.action ?? '#'}
        target={item.target ?? '_self'}
        rel={item.target === '_blank' ? 'noopener noreferrer' : undefined}
        aria-current={ariaCurrent}
        className={className}
      >
        {label}
      </a>
    );
  }
  return (
    <Link to={item.action ?? '/'} aria-current={ariaCurrent} className={className}>
      {label}
    </Link>
  );
}
