import type { SortOption } from './list-toolbar';

/**
 * The sort choices several admin lists offer, so each list spells its value and label once;
 * a list picks the ones it offers, in its own order.
 */
export const sortBy = {
  newest: { value: 'created_at:desc', label: 'Newest first' },
  oldest: { value: 'created_at:asc', label: 'Oldest first' },
  lastUpdated: { value: 'updated_at:desc', label: 'Last updated' },
  recentlyUpdated: { value: 'updated_at:desc', label: 'Recently updated' },
  nameAsc: { value: 'name:asc', label: 'Name (A–Z)' },
  nameDesc: { value: 'name:desc', label: 'Name (Z–A)' },
  titleAsc: { value: 'title:asc', label: 'Title (A-Z)' },
  titleDesc: { value: 'title:desc', label: 'Title (Z-A)' },
  mostItems: { value: 'items_count:desc', label: 'Most items' },
} as const satisfies Record<string, SortOption>;

/** Options written as `{ value: label }`, in the order written (labels untranslated). */
export const choices = (labels: Record<string, string>): SortOption[] => Object.entries(labels).map(([value, label]) => ({ value, label }));
