import { describe, expect, it } from 'vitest';
import { pickActiveWorkspace, watchlistButtonLabel } from './active-workspace';

const workspaces = [
  { id: 0, name: 'Default', default: true, members_count: 1 },
  { id: 7, name: 'Our house', default: false, members_count: 3 },
];

describe('pickActiveWorkspace', () => {
  it('is null for the personal space and names a workspace of the bootstrap data', () => {
    expect(pickActiveWorkspace(workspaces, 0)).toBeNull();
    expect(pickActiveWorkspace(workspaces, 7)).toEqual({ id: 7, name: 'Our house' });
  });
  it('keeps an id the bootstrap data does not know yet, without a name', () => {
    expect(pickActiveWorkspace(workspaces, 9)).toEqual({ id: 9, name: null });
    expect(pickActiveWorkspace(undefined, 9)).toEqual({ id: 9, name: null });
  });
});

describe('watchlistButtonLabel', () => {
  it('says which of the two watchlists hold the item', () => {
    expect(watchlistButtonLabel(false, false)).toBe('Add to watchlist');
    expect(watchlistButtonLabel(true, false)).toBe('In my watchlist');
    expect(watchlistButtonLabel(false, true)).toBe('In our watchlist');
    expect(watchlistButtonLabel(true, true)).toBe('In both watchlists');
  });
});
