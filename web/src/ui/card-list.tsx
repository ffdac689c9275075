import type { ReactNode } from 'react';

/** A `<ul>` of cards, one `<li>` a row keyed by its id (`itemClassName` on each). */
export function CardList<T extends { id: number | string }>({
  items,
  className,
  itemClassName,
  children,
}: {
  items: T[];
  className: string;
  itemClassName?: string;
  children: (item: T) => ReactNode;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.id} className={itemClassName}>
          {children(item)}
        </li>
      ))}
    </ul>
  );
}
