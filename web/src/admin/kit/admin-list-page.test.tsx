// @vitest-environment happy-dom
import type { UseMutationResult } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminListPage, type ListQuery } from './admin-list-page';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type Row = { id: number; name: string };
const page = (data: Row[], current = 1) => ({ pagination: { data, current_page: current, last_page: 3, per_page: 2, total: 6 } });

function fakeMutation() {
  const mutate = vi.fn((ids: number[], o?: { onSuccess?: (r: { deleted: number }) => void }) => o?.onSuccess?.({ deleted: ids.length }));
  return { mutate, isPending: false } as unknown as UseMutationResult<{ deleted: number }, Error, number[], unknown> & {
    mutate: typeof mutate;
  };
}

let root: Root | undefined;
async function mount(props: { list: ListQuery<Row>; filtered?: boolean; confirm?: () => Promise<boolean> }) {
  const setParams = vi.fn();
  const mutation = fakeMutation();
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () =>
    root!.render(
      <AdminListPage<Row, { deleted: number }>
        testId="things"
        title="Things"
        state={{ text: '', setText: () => {}, setParams }}
        list={props.list}
        search={{ label: 'Search things', testId: 'things-search' }}
        select={{ name: (r) => r.name }}
        bulkDelete={{ mutation, confirm: props.confirm ?? (async () => true), done: (r) => `Deleted ${r.deleted}` }}
        rows={{ testId: 'thing-row' }}
        columns={[{ label: 'Name', td: 'px-4 py-2', testId: 'thing-name', cell: (r) => r.name }]}
        rowActions={(r, tools) => (
          <button type="button" onClick={tools.remove}>
            Remove {r.name}
          </button>
        )}
        empty={{ icon: null, filtered: props.filtered ?? false, found: 'No things found', none: 'No things yet', hint: 'Add one.' }}
      />,
    ),
  );
  return { setParams, mutation };
}
const $ = (selector: string) => [...document.querySelectorAll<HTMLElement>(selector)];
const click = (el: HTMLElement) => act(async () => el.click());

afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
});

describe('AdminListPage', () => {
  const loaded = {
    isPending: false,
    isError: false,
    refetch: () => {},
    data: page([
      { id: 1, name: 'Ava' },
      { id: 2, name: 'Bruno' },
    ]),
  };

  it('shows the heading, the search box, one row per item and the pages', async () => {
    const { setParams } = await mount({ list: loaded });
    expect($('[data-testid="things"] h1')[0].textContent).toBe('Things');
    expect($('[data-testid="things-search"]')[0].getAttribute('aria-label')).toBe('Search things');
    expect($('[data-testid="thing-name"]').map((c) => c.textContent)).toEqual(['Ava', 'Bruno']);
    expect($('th').map((h) => h.textContent)).toEqual(['', 'Name', 'Actions']);
    await click($('nav button').find((b) => b.textContent === 'Next')!);
    expect(setParams).toHaveBeenCalledWith({ page: '2' });
  });

  it('deletes the selected rows after asking, then clears the selection', async () => {
    const confirm = vi.fn(async () => true);
    const { mutation } = await mount({ list: loaded, confirm });
    expect($('[data-testid="bulk-delete"]')).toHaveLength(0);
    await click($('input[aria-label="Select Bruno"]')[0]);
    expect($('[data-testid="thing-row"]')[1].className).toContain('bg-primary/6');
    await click($('[data-testid="bulk-delete"]')[0]);
    expect(confirm).toHaveBeenCalledWith([2]);
    expect(mutation.mutate.mock.calls[0][0]).toEqual([2]);
    expect($('[data-testid="bulk-delete"]')).toHaveLength(0);
  });

  it('deletes one row from its own button, and nothing when the question is declined', async () => {
    const { mutation } = await mount({ list: loaded, confirm: async () => false });
    await click($('button').find((b) => b.textContent === 'Remove Ava')!);
    expect(mutation.mutate).not.toHaveBeenCalled();
  });

  it('says why the list is empty', async () => {
    const empty = { ...loaded, data: page([]) };
    await mount({ list: empty });
    expect(document.body.textContent).toContain('No things yet');
    expect(document.body.textContent).toContain('Add one.');
    act(() => root?.unmount());
    await mount({ list: empty, filtered: true });
    expect(document.body.textContent).toContain('No things found');
    expect(document.body.textContent).toContain('There are no items matching your query');
  });
});
