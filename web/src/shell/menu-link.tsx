import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { MenuItem } from './bootstrap-types';
import { useTrans } from './i18n';

/** 'link' items are plain anchors (possibly a new tab); others are in-app links. */
export function MenuLink({ item, className = '', children }: { item: MenuItem; className?: string; children?: ReactNode }) {
  const t = useTrans();
  const label = children ?? t(item.label);
  if (item.type === 'link' || /^https?:\/\//.test(item.action ?? '')) {
    return (
      <a
        href={item.action ?? '#'}
        target={item.target ?? '_self'}
        rel={item.target === '_blank' ? 'noopener noreferrer' : undefined}
        className={className}
      >
        {label}
      </a>
    );
  }
  return (
    <Link to={item.action ?? '/'} className={className}>
      {label}
    </Link>
  );
}
