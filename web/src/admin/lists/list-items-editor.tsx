import { useMutation } from '@tanstack/react-query';
import { ListVideo, X } from 'lucide-react';
import { useState } from 'react';
import { showHttpError } from '../../api';
import { useTrans } from '../../shell/i18n';
import { IconButton } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { inputClass } from '../../ui/field';
import { toast } from '../../ui/toast-store';
import { Artwork } from '../../ui/catalogue/artwork';
import { SortableHelp, SortHandle, useSortable } from '../kit/sortable';
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
                <li
                  key={entry.id}
                  {...sortable.rowProps(index)}
                  className="flex items-center gap-2 bg-surface px-2 py-1.5 data-[dragging]:opacity-50"
                  data-testid="list-item"
                >
                  <SortHandle {...sortable.handleProps(index)} />
                  <span className="w-6 shrink-0 text-center text-xs tabular-nums text-muted">{index + 1}</span>
                  <Artwork
                    src={item ? itemImage(item) : null}
                    kind={entry.type === 'person' ? 'profile' : 'poster'}
                    alt=""
                    seed={entryName(entry)}
                    sizes="32px"
                    className="w-8 shrink-0"
                    rounded="rounded"
                  />
                  <div className="min-w-0 flex-1">
                    <p className="truncate text-sm font-medium" data-testid="list-item-name">
                      {entryName(entry)}
                    </p>
                    <p className="truncate text-xs text-muted">
                      {[t(entry.type === 'person' ? 'Person' : entry.type === 'episode' ? 'Episode' : 'Title'), item && itemDetail(item)]
                        .filter(Boolean)
                        .join(' · ')}
                    </p>
                  </div>
                  <IconButton
                    label={t('Remove :name', { name: entryName(entry) })}
                    onClick={() => remove.mutate(entry)}
                    disabled={remove.isPending}
                    className="size-9 text-muted hover:text-danger"
                  >
                    <X className="size-4" aria-hidden />
                  </IconButton>
                </li>
              );
            })}
          </ol>
          {total > items.length && (
            <p className="text-xs text-muted">{t('Showing the first :shown of :total items.', { shown: items.length, total })}</p>
          )}
        </>
      )}
    </div>
  );
}
