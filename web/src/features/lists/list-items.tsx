import { ArrowDown, ArrowUp, GripVertical, X } from 'lucide-react';
import { type DragEvent, useState } from 'react';
import { useTrans } from '../../shell/i18n';
import { EpisodeCard, PersonCard, TitleCard, TitleRowCard } from '../../ui/catalogue/cards';
import type { EpisodeSummary, PersonSummary, TitleSummary } from '../../ui/catalogue/types';
import type { ListItem, ListLayout } from '../../api/lists';

function ItemCard({ entry, layout }: { entry: ListItem; layout: ListLayout }) {
  if (!entry.item) return null;
  if (entry.type === 'person') return <PersonCard person={entry.item as PersonSummary} />;
  if (entry.type === 'episode') return <EpisodeCard episode={entry.item as EpisodeSummary} />;
  return layout === 'list' ? <TitleRowCard title={entry.item as TitleSummary} /> : <TitleCard title={entry.item as TitleSummary} />;
}

const iconBtn =
  'rounded-md p-1.5 text-muted transition-colors hover:bg-fg/10 hover:text-fg disabled:opacity-30 disabled:hover:bg-transparent focus-visible:ring-2 focus-visible:ring-primary outline-none';

interface Props {
  items: ListItem[];
  layout: ListLayout;
  /** Reordering (drag and the move buttons) is offered only in the custom order without a search. */
  canReorder: boolean;
  canRemove: boolean;
  onMove: (from: number, to: number) => void;
  onRemove: (entry: ListItem) => void;
  /** Who added the item, shown under it (workspace lists); null: nothing shown. */
  addedBy?: (entry: ListItem) => string | null;
}

/** The items of a list in a grid or as rows, with drag, keyboard move buttons and remove for its owner. */
export function ListItems({ items, layout, canReorder, canRemove, onMove, onRemove, addedBy }: Props) {
  const t = useTrans();
  const [dragging, setDragging] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const name = (e: ListItem) => (e.item && 'name' in e.item ? (e.item.name ?? '') : '');
  const dragProps = (i: number) =>
    canReorder
      ? {
          draggable: true,
          onDragStart: (e: DragEvent) => {
            e.dataTransfer.effectAllowed = 'move';
            e.dataTransfer.setData('text/plain', String(i));
            setDragging(i);
          },
          onDragOver: (e: DragEvent) => {
            e.preventDefault();
            setOver(i);
          },
          onDrop: (e: DragEvent) => {
            e.preventDefault();
            const from = dragging ?? Number(e.dataTransfer.getData('text/plain'));
            setDragging(null);
            setOver(null);
            if (Number.isInteger(from) && from !== i) onMove(from, i);
          },
          onDragEnd: () => {
            setDragging(null);
            setOver(null);
          },
        }
      : {};
  const grid = layout === 'grid';
  return (
    <ol
      className={
        grid
          ? 'grid grid-cols-2 gap-x-3 gap-y-6 sm:grid-cols-3 md:grid-cols-4 md:gap-x-4 lg:grid-cols-5 xl:grid-cols-6 2xl:grid-cols-8'
          : 'flex flex-col divide-y divide-line/50'
      }
      data-testid="list-items"
      data-layout={layout}
    >
      {items.map((entry, i) => (
        <li
          key={entry.id}
          {...dragProps(i)}
          className={`relative min-w-0 rounded-theme transition-opacity ${dragging === i ? 'opacity-40' : ''} ${over === i && dragging !== i ? 'ring-2 ring-primary' : ''} ${grid ? '' : 'flex items-center gap-2 py-1'}`}
          data-testid="list-item"
          data-item-id={entry.item_id}
          data-name={name(entry)}
        >
          <div className="min-w-0 flex-1">
            <ItemCard entry={entry} layout={layout} />
            {addedBy?.(entry) && (
              <p className={`truncate text-xs text-muted ${grid ? 'mt-1' : 'ps-1'}`} data-testid="added-by">
                {t('Added by :name', { name: addedBy(entry)! })}
              </p>
            )}
          </div>
          {(canReorder || canRemove) && (
            <div className={`flex items-center gap-0.5 ${grid ? 'mt-1' : 'shrink-0'}`}>
              {canReorder && (
                <>
                  <GripVertical className="size-4 cursor-grab text-muted" aria-hidden />
                  <button
                    type="button"
                    className={iconBtn}
                    disabled={i === 0}
                    onClick={() => onMove(i, i - 1)}
                    aria-label={t('Move :name up', { name: name(entry) })}
                    data-testid="move-up"
                  >
                    <ArrowUp className="size-4" aria-hidden />
                  </button>
                  <button
                    type="button"
                    className={iconBtn}
                    disabled={i === items.length - 1}
                    onClick={() => onMove(i, i + 1)}
                    aria-label={t('Move :name down', { name: name(entry) })}
                    data-testid="move-down"
                  >
                    <ArrowDown className="size-4" aria-hidden />
                  </button>
                </>
              )}
              {canRemove && (
                <button
                  type="button"
                  className={`${iconBtn} ms-auto hover:text-danger`}
                  onClick={() => onRemove(entry)}
                  aria-label={t('Remove :name from the list', { name: name(entry) })}
                  data-testid="remove-item"
                >
                  <X className="size-4" aria-hidden />
                </button>
              )}
            </div>
          )}
        </li>
      ))}
    </ol>
  );
}
