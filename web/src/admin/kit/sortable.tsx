import { GripVertical } from 'lucide-react';
import { type DragEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../api';
import { useTrans } from '../../shell/i18n';
import { toast } from '../../ui/toast-store';

const move = <T,>(list: T[], from: number, to: number) => {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
};

/**
 * An ordered list the admin rearranges by dragging a row or with the arrow keys on its handle.
 * The new order shows at once (optimistic) and is sent with `commit`; a failed save rolls back.
 */
export function useSortable<T extends { id: number }>(items: T[], commit: (ids: number[]) => Promise<unknown>, name: (item: T) => string) {
  const t = useTrans();
  const [override, setOverride] = useState<T[] | null>(null);
  const [dragging, setDragging] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const handles = useRef(new Map<number, HTMLButtonElement>());
  const startOrder = useRef<string>('');
  // fresh server data replaces the optimistic order
  useEffect(() => setOverride(null), [items]);
  const list = override ?? items;
  const ids = (l: T[]) => l.map((i) => i.id).join(',');

  const save = (next: T[]) => {
    setOverride(next);
    commit(next.map((i) => i.id)).catch((err: unknown) => {
      setOverride(null);
      toast.danger(errorMessage(err));
    });
  };

  const onKeyDown = (index: number) => (e: KeyboardEvent<HTMLButtonElement>) => {
    const to =
      e.key === 'ArrowUp' ? index - 1 : e.key === 'ArrowDown' ? index + 1 : e.key === 'Home' ? 0 : e.key === 'End' ? list.length - 1 : null;
    if (to === null) return;
    e.preventDefault();
    if (to < 0 || to >= list.length || to === index) return;
    const item = list[index]!;
    save(move(list, index, to));
    setAnnouncement(t(':name moved to position :position of :total', { name: name(item), position: to + 1, total: list.length }));
    requestAnimationFrame(() => handles.current.get(item.id)?.focus());
  };

  const rowProps = (index: number) => ({
    draggable: true,
    'data-dragging': dragging === list[index]?.id || undefined,
    onDragStart: (e: DragEvent) => {
      setDragging(list[index]!.id);
      startOrder.current = ids(list);
      e.dataTransfer.effectAllowed = 'move';
      e.dataTransfer.setData('text/plain', String(list[index]!.id));
    },
    onDragOver: (e: DragEvent) => {
      if (dragging === null) return;
      e.preventDefault();
      const from = list.findIndex((i) => i.id === dragging);
      if (from !== -1 && from !== index) setOverride(move(list, from, index));
    },
    onDrop: (e: DragEvent) => e.preventDefault(),
    onDragEnd: () => {
      setDragging(null);
      if (ids(list) !== startOrder.current) save(list);
    },
  });

  const handleProps = (index: number) => ({
    ref: (el: HTMLButtonElement | null) => {
      const id = list[index]?.id;
      if (id === undefined) return;
      if (el) handles.current.set(id, el);
      else handles.current.delete(id);
    },
    onKeyDown: onKeyDown(index),
    'aria-label': t('Reorder :name', { name: name(list[index]!) }),
    'aria-describedby': 'sortable-help',
  });

  return { list, rowProps, handleProps, announcement };
}

/** The grip a row is dragged by; focused, the arrow keys move its row. */
export function SortHandle(props: ReturnType<ReturnType<typeof useSortable>['handleProps']>) {
  return (
    <button
      type="button"
      {...props}
      title={props['aria-label']}
      className="grid size-9 shrink-0 cursor-grab place-items-center rounded-md text-muted hover:bg-fg/8 hover:text-fg active:cursor-grabbing"
      data-testid="sort-handle"
    >
      <GripVertical className="size-4" aria-hidden />
    </button>
  );
}

/** Instructions for keyboard users and the live message after each move (render once per list). */
export function SortableHelp({ announcement }: { announcement: string }) {
  const t = useTrans();
  return (
    <>
      <p id="sortable-help" className="sr-only">
        {t('Use the arrow keys to move this item, Home and End to move it to the start or end.')}
      </p>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
    </>
  );
}
