import { useMutation } from '@tanstack/react-query';
import { ListVideo } from 'lucide-react';
import { useState } from 'react';
import { showHttpError } from '../../api';
import { useTrans } from '../../shell/i18n';
import { EmptyState } from '../../ui/empty-state';
import { inputClass } from '../../ui/field';
import { toast } from '../../ui/toast-store';
import { ContentItemRow, ShowingFirst } from '../kit/content-item-row';
import { SortableHelp, useSortable } from '../kit/sortable';
import { type ContentItem, itemDetail, itemImage, itemName } from '../kit/content-items';
import { ItemSearch } from '../kit/item-search';
import type { ListInfo, ListItem } from '../../api/lists';
import { type ListItemType, listsApi, useInvalidateLists } from './api';

const kinds = [
  { content: 'titles', type: 'title', label: 'Titles' },
  { content: 'people', type: 'person', label: 'People' },
  { content: 'episodes', type: 'episode', label: 'Episodes' },
] as const;

const entryName = (e: ListItem) => (e.item ? itemName({ ...(e.item as ContentItem), model_type: e.type }) : `#${e.item_id}`);

/** A list's items: search and add titles, people or episodes; remove; drag (or arrow keys) to reorder. Saved at once. */
export function ListItemsEditor({ list, items, total }: { list: ListInfo; items: ListItem[]; total: number }) {
  const t = useTrans();
  const invalidate = useInvalidateLists();
  const [kind, setKind] = useState<(typeof kinds)[number]>(kinds[0]);
  const onError = (e: unknown) => showHttpError(e);
  const add = useMutation({
    mutationFn: (item: ContentItem) => listsApi.addItem(list.id, item.model_type as ListItemType, item.id),
    onSuccess: (_, item) => {
      toast(t(':name added', { name: itemName(item) }));
      return invalidate();
    },
    onError,
  });
  const remove = useMutation({
    mutationFn: (e: ListItem) => listsApi.removeItem(list.id, e.type, e.item_id),
    onSuccess: (_, e) => {
      toast(t(':name removed', { name: entryName(e) }));
      return invalidate();
    },
    onError,
  });
  const sortable = useSortable(items, (ids) => listsApi.reorder(list.id, ids).then(invalidate), entryName);
  const exclude = new Set(items.map((e) => `${e.type}:${e.item_id}`));

  return (
    <div className="grid gap-4" data-testid="list-items-editor">
      <div className="grid gap-3 sm:grid-cols-[10rem_1fr] sm:items-end">
        <label className="grid gap-1.5 text-sm font-medium">
          {t('Kind')}
          <select
            value={kind.type}
            onChange={(e) => setKind(kinds.find((k) => k.type === e.target.value)!)}
            className={`${inputClass} pe-8`}
          >
            {kinds.map((k) => (
              <option key={k.type} value={k.type}>
                {t(k.label)}
              </option>
            ))}
          </select>
        </label>
        <ItemSearch type={kind.content} exclude={exclude} onAdd={(item) => add.mutate(item)} />
      </div>
      {items.length === 0 ? (
        <EmptyState
          className="!py-10"
          icon={<ListVideo />}
          title={t('This list is empty')}
          message={t('Search above to add titles, people or episodes.')}
        />
      ) : (
        <>
          <SortableHelp announcement={sortable.announcement} />
          <ol className="divide-y divide-line overflow-hidden rounded-xl border border-line" data-testid="list-items">
            {sortable.list.map((entry, index) => {
              const item = entry.item ? { ...(entry.item as ContentItem), model_type: entry.type } : null;
              return (
                <ContentItemRow
                  key={entry.id}
                  index={index}
                  sortable={sortable}
                  image={item ? itemImage(item) : null}
                  person={entry.type === 'person'}
                  name={entryName(entry)}
                  detail={
                    <p className="truncate text-xs text-muted">
                      {[t(entry.type === 'person' ? 'Person' : entry.type === 'episode' ? 'Episode' : 'Title'), item && itemDetail(item)]
                        .filter(Boolean)
                        .join(' · ')}
                    </p>
                  }
                  onRemove={() => remove.mutate(entry)}
                  removing={remove.isPending}
                  testId="list-item"
                />
              );
            })}
          </ol>
          <ShowingFirst shown={items.length} total={total} />
        </>
      )}
    </div>
  );
}
