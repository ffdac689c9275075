import type { SortOption } from './list-toolbar';

const option = (value: string, label: string): SortOption => ({ value, label });

/**
 * The sort choices several admin lists offer, so each list spells its value and label once;
 * a list picks the ones it offers, in its own order.
 */
export const sortBy = {
  newest: option('created_at:desc', 'Newest first'),
  oldest: option('created_at:asc', 'Oldest first'),
  lastUpdated: option('updated_at:desc', 'Last updated'),
  recentlyUpdated: option('updated_at:desc', 'Recently updated'),
  nameAsc: option('name:asc', 'Name (A–Z)'),
  nameDesc: option('name:desc', 'Name (Z–A)'),
  titleAsc: option('title:asc', 'Title (A-Z)'),
  titleDesc: option('title:desc', 'Title (Z-A)'),
  mostItems: option('items_count:desc', 'Most items'),
} as const satisfies Record<string, SortOption>;

/** Options written as `{ value: label }`, in the order written (labels untranslated). */
export const choices = (labels: Record<string, string>): SortOption[] => Object.entries(labels).map(([value, label]) => ({ value, label }));
