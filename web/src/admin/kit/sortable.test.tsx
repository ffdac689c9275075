// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { HttpError } from '../../api/http';
import { toastStore } from '../../ui/toast-store';
import { SortHandle, useSortable } from './sortable';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const items = [
  { id: 1, name: 'Ava' },
  { id: 2, name: 'Bruno' },
  { id: 3, name: 'Chen' },
];

function List({ commit }: { commit: (ids: number[]) => Promise<unknown> }) {
  const s = useSortable(items, commit, (i) => i.name);
  return (
    <ol>
      {s.list.map((item, i) => (
        <li key={item.id} {...s.rowProps(i)}>
          <SortHandle {...s.handleProps(i)} />
          <span className="name">{item.name}</span>
        </li>
      ))}
    </ol>
  );
}

const names = () => [...document.querySelectorAll('.name')].map((n) => n.textContent);
const press = (label: string, key: string) =>
  document.querySelector<HTMLButtonElement>(`[aria-label="${label}"]`)!.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));

async function mount(commit: (ids: number[]) => Promise<unknown>) {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => root.render(<List commit={commit} />));
  return root;
}

afterEach(() => {
  document.body.innerHTML = '';
  toastStore.set(null);
});

describe('useSortable', () => {
  it('moves a row with the arrow keys at once and sends the new order', async () => {
    const sent: number[][] = [];
    const root = await mount(async (ids) => void sent.push(ids));
    await act(async () => press('Reorder Ava', 'ArrowDown'));
    expect(names()).toEqual(['Bruno', 'Ava', 'Chen']);
    await act(async () => press('Reorder Chen', 'Home'));
    expect(names()).toEqual(['Chen', 'Bruno', 'Ava']);
    expect(sent).toEqual([
      [2, 1, 3],
      [3, 2, 1],
    ]);
    // moving past either end changes nothing and sends nothing
    await act(async () => press('Reorder Chen', 'ArrowUp'));
    expect(sent).toHaveLength(2);
    await act(async () => root.unmount());
  });

  it('rolls back to the saved order and reports the error when the save fails', async () => {
    let fail!: (e: unknown) => void;
    const root = await mount(() => new Promise((_, reject) => (fail = reject)));
    await act(async () => press('Reorder Bruno', 'ArrowUp'));
    expect(names()).toEqual(['Bruno', 'Ava', 'Chen']);
    await act(async () =>
      fail(new HttpError(422, { message: 'Credits must belong to one title.', errors: { ids: ['Credits must belong to one title.'] } })),
    );
    expect(names()).toEqual(['Ava', 'Bruno', 'Chen']);
    expect(toastStore.get()).toMatchObject({ type: 'danger' });
    await act(async () => root.unmount());
  });
});
