import type { TagType } from './api';

export const typeNames: Record<TagType, { one: string; other: string }> = {
  genre: { one: 'Genre', other: 'Genres' },
  keyword: { one: 'Keyword', other: 'Keywords' },
  country: { one: 'Country', other: 'Countries' },
};
