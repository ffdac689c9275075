import { describe, expect, it } from 'vitest';
import { isActiveMenuLink, tabBarSlots } from './menu-placement';

describe('isActiveMenuLink', () => {
  it('marks a route on itself and the pages below it', () => {
    expect(isActiveMenuLink('/news', '/news')).toBe(true);
    expect(isActiveMenuLink('/news', '/news/12/a-story')).toBe(true);
    expect(isActiveMenuLink('/news/', '/news')).toBe(true);
    expect(isActiveMenuLink('/news', '/newsletter')).toBe(false);
    expect(isActiveMenuLink('/movies', '/news')).toBe(false);
  });

  it('marks home only on the home page', () => {
    expect(isActiveMenuLink('/', '/')).toBe(true);
    expect(isActiveMenuLink('/', '/movies')).toBe(false);
  });

  it('ignores the query and hash of the link', () => {
    expect(isActiveMenuLink('/search?type=movie', '/search')).toBe(true);
    expect(isActiveMenuLink('/pages/about#team', '/pages/about')).toBe(true);
  });

  it('never marks links to other sites or empty actions', () => {
    expect(isActiveMenuLink('https://example.com/news', '/news')).toBe(false);
    expect(isActiveMenuLink('//example.com', '/')).toBe(false);
    expect(isActiveMenuLink(null, '/')).toBe(false);
    expect(isActiveMenuLink('', '/')).toBe(false);
  });
});

describe('tabBarSlots', () => {
  const items = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `i${i}` }));

  it('shows every item as a tab when five or fewer', () => {
    expect(tabBarSlots(items(5))).toEqual({ tabs: items(5), more: [] });
    expect(tabBarSlots([])).toEqual({ tabs: [], more: [] });
  });

  it('keeps four tabs and puts the rest behind "More" when there are more than five', () => {
    const { tabs, more } = tabBarSlots(items(7));
    expect(tabs.map((t) => t.id)).toEqual(['i0', 'i1', 'i2', 'i3']);
    expect(more.map((t) => t.id)).toEqual(['i4', 'i5', 'i6']);
  });
});
