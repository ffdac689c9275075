import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTrans } from '../../shell/i18n';
import { IconButton } from '../../ui/button';
import { Artwork } from '../../ui/catalogue/artwork';
import { SortHandle, type useSortable } from './sortable';

type Sortable = Pick<ReturnType<typeof useSortable>, 'rowProps' | 'handleProps'>;

/**
 * One numbered row of a hand-ordered collection (channel content, list items): grip, position,
 * artwork, name, detail and a remove button. Without `sortable` and `onRemove` the row is read-only.
 */
export function ContentItemRow({
  index,
  sortable,
  image,
  person,
  name,
  detail,
  onRemove,
  removing,
  testId,
}: {
  index: number;
  sortable?: Sortable;
  image: string | null | undefined;
  person: boolean;
  name: string;
  detail: ReactNode;
  onRemove?: () => void;
  removing: boolean;
  testId: string;
}) {
  const t = useTrans();
  return (
    <li
      {...(sortable ? sortable.rowProps(index) : {})}
      className="flex items-center gap-2 bg-surface px-2 py-1.5 data-[dragging]:opacity-50"
      data-testid={testId}
    >
      {sortable && <SortHandle {...sortable.handleProps(index)} />}
      <span className="w-6 shrink-0 text-center text-xs tabular-nums text-muted">{index + 1}</span>
      <Artwork src={image} kind={person ? 'profile' : 'poster'} seed={name} sizes="32px" className="w-8 shrink-0" rounded="rounded" />
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium" data-testid={`${testId}-name`}>
          {name}
        </p>
        {detail}
      </div>
      {onRemove && (
        <IconButton
          label={t('Remove :name', { name })}
          onClick={onRemove}
          disabled={removing}
          className="size-9 text-muted hover:text-danger"
        >
          <X className="size-4" aria-hidden />
        </IconButton>
      )}
    </li>
  );
}

/** The note under a collection the page shows only the start of. */
export function ShowingFirst({ shown, total }: { shown: number; total: number }) {
  const t = useTrans();
  return total > shown ? <p className="text-xs text-muted">{t('Showing the first :shown of :total items.', { shown, total })}</p> : null;
}
