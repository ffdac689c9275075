import { describe, expect, it } from 'vitest';
import type { ListInfo } from '../../api/lists';
import { addedByName, ownListsFirst } from './list-order';

const list = (id: number, extra: Partial<ListInfo> = {}) => ({ id, name: `L${id}`, is_watchlist: false, ...extra }) as ListInfo;

describe('ownListsFirst', () => {
  it('puts the personal or the shared watchlist first and keeps the rest in order', () => {
    expect(ownListsFirst([list(1), list(2, { is_shared_watchlist: true }), list(3)]).map((l) => l.id)).toEqual([2, 1, 3]);
    expect(ownListsFirst([list(1), list(3), list(2, { is_watchlist: true })]).map((l) => l.id)).toEqual([2, 1, 3]);
  });
});

describe('addedByName', () => {
  it('names who added an item on workspace lists only', () => {
    const by = { added_by: { id: 4, name: 'Bea' } };
    expect(addedByName({ workspace_id: 7 }, by)).toBe('Bea');
    expect(addedByName({ workspace_id: null }, by)).toBeNull();
    expect(addedByName({ workspace_id: 7 }, { added_by: null })).toBeNull();
  });
});
