import { ChevronDown, Plus } from 'lucide-react';
import { type ReactNode, useMemo, useRef, useState } from 'react';
import { useTrans } from '../../shell/i18n';
import { Button } from '../../ui/button';
import { RemoveRowButton } from '../appearance-kit/remove-row-button';
import { EmptyState } from '../../ui/empty-state';
import { SortableHelp, SortHandle, useSortable } from '../kit/sortable';
import { toggled } from '../kit/use-admin-list';

interface ItemListProps<T extends { id: string }> {
  items: T[];
  onChange: (items: T[]) => void;
  /** A short name of the row (its label or title), for the header and the reorder announcements. */
  name: (item: T, index: number) => string;
  renderFields: (item: T, index: number) => ReactNode;
  /** True when a field of the row has an error (the row opens so it shows). */
  hasError: (index: number) => boolean;
  newItem: () => T;
  addLabel: string;
  max: number;
  empty: { title: string; message: string };
  testId: string;
}

/**
 * An editable, reorderable list of draft items: drag a row or use the arrow keys on its handle;
 * each row opens to show its fields. Changes stay in the draft until the panel is saved.
 */
export function ItemList<T extends { id: string }>({
  items,
  onChange,
  name,
  renderFields,
  hasError,
  newItem,
  addLabel,
  max,
  empty,
  testId,
}: ItemListProps<T>) {
  const t = useTrans();
  // useSortable works with numeric ids: give each string id a stable number for this session
  const numbers = useRef(new Map<string, number>());
  const numberOf = (id: string) => {
    if (!numbers.current.has(id)) numbers.current.set(id, numbers.current.size + 1);
    return numbers.current.get(id)!;
  };
  const rows = useMemo(() => items.map((item, index) => ({ id: numberOf(item.id), item, index })), [items]);
  const [open, setOpen] = useState<Set<string>>(new Set());
  const sortable = useSortable(
    rows,
    async (ids) => {
      const byNumber = new Map(rows.map((r) => [r.id, r.item]));
      onChange(ids.map((id) => byNumber.get(id)!).filter(Boolean));
    },
    (row) => name(row.item, row.index) || t('Untitled'),
  );

  const toggle = (id: string) => setOpen((prev) => toggled(prev, id));

  const add = () => {
    const item = newItem();
    setOpen((prev) => new Set(prev).add(item.id));
    onChange([...items, item]);
  };

  return (
    <div className="flex flex-col gap-3 px-4" data-testid={testId}>
      {sortable.list.length === 0 ? (
        <EmptyState title={t(empty.title)} message={t(empty.message)} className="py-8" />
      ) : (
        <ul className="flex flex-col gap-2">
          {sortable.list.map((row, position) => {
            const index = items.indexOf(row.item);
            const label = name(row.item, index) || t('Untitled');
            const expanded = open.has(row.item.id) || hasError(index);
            return (
              <li
                key={row.item.id}
                {...sortable.rowProps(position)}
                className="rounded-xl border border-line bg-background/50 data-[dragging]:opacity-50"
                data-testid={`${testId}-row`}
              >
                <div className="flex items-center gap-1 p-1.5">
                  <SortHandle {...sortable.handleProps(position)} />
                  <button
                    type="button"
                    onClick={() => toggle(row.item.id)}
                    aria-expanded={expanded}
                    className="flex min-w-0 flex-1 items-center gap-2 rounded-md px-1.5 py-2 text-start text-sm font-medium hover:bg-fg/6"
                  >
                    <span className={`truncate ${hasError(index) ? 'text-danger' : ''}`}>{label}</span>
                    <ChevronDown
                      size={16}
                      aria-hidden
                      className={`ms-auto shrink-0 text-muted transition-transform duration-150 ${expanded ? 'rotate-180' : ''}`}
                    />
                  </button>
                  <RemoveRowButton name={label} onRemove={() => onChange(items.filter((i) => i.id !== row.item.id))} />
                </div>
                {expanded && <div className="flex flex-col gap-4 border-t border-line px-3 pt-3 pb-4">{renderFields(row.item, index)}</div>}
              </li>
            );
          })}
        </ul>
      )}
      <SortableHelp announcement={sortable.announcement} />
      <Button variant="outline" size="sm" onClick={add} disabled={items.length >= max} className="self-start">
        <Plus size={16} aria-hidden />
        {t(addLabel)}
      </Button>
      {items.length >= max && <p className="text-xs text-muted">{t('You can add up to :count.', { count: max })}</p>}
    </div>
  );
}
