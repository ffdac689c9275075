import { Search, Trash2 } from 'lucide-react';
import { trans, useTrans } from '../../shell/i18n';
import { openDialog } from '../../shell/modal-host';
import { Button } from '../../ui/button';
import { DialogBody, DialogFooter, DialogHeader } from '../../ui/dialog';
import { inputClass } from '../../ui/field';

// The search box, sort menu, bulk delete button and delete confirmation shared by the news and
// custom page lists.

export interface SortOption {
  /** `column:dir`, e.g. `updated_at:desc`. */
  value: string;
  label: string;
}

export function ListControls({
  text,
  onText,
  searchLabel,
  sort,
  sortOptions,
  onSort,
  selectedCount,
  deleting,
  onDelete,
  testId,
}: {
  text: string;
  onText: (text: string) => void;
  searchLabel: string;
  sort: string;
  sortOptions: SortOption[];
  onSort: (value: string) => void;
  selectedCount: number;
  deleting: boolean;
  onDelete: () => void;
  testId: string;
}) {
  const t = useTrans();
  return (
    <div className="mb-4 flex flex-wrap items-center gap-3">
      <div className="relative min-w-56 flex-1 sm:max-w-sm">
        <Search className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted" aria-hidden />
        <input type="search" value={text} onChange={(e) => onText(e.target.value)} placeholder={searchLabel} aria-label={searchLabel} className={`${inputClass} h-10 ps-9`} data-testid={`${testId}-search`} />
      </div>
      <div className="w-full sm:w-52">
        <select aria-label={t('Order by')} value={sort} onChange={(e) => onSort(e.target.value)} className={`${inputClass} h-10 pe-8`} data-testid={`${testId}-sort`}>
          {sortOptions.map((o) => <option key={o.value} value={o.value}>{t(o.label)}</option>)}
        </select>
      </div>
      {selectedCount > 0 && (
        <Button variant="danger" size="sm" onClick={onDelete} loading={deleting} data-testid="bulk-delete">
          <Trash2 className="size-4" aria-hidden />
          {t('Delete :count', { count: selectedCount })}
        </Button>
      )}
    </div>
  );
}

/** Asks before deleting the selected rows; resolves true only when confirmed. */
export async function confirmBulkDelete(title: string, body: string, label: string) {
  const ok = await openDialog<boolean>((close) => (
    <>
      <DialogHeader onClose={() => close(false)}>{title}</DialogHeader>
      <DialogBody><p className="text-muted">{body}</p></DialogBody>
      <DialogFooter>
        <Button variant="ghost" onClick={() => close(false)}>{trans('Cancel')}</Button>
        <Button variant="danger" onClick={() => close(true)} data-testid="confirm-delete">{label}</Button>
      </DialogFooter>
    </>
  ), { size: 'sm', label: title });
  return ok === true;
}
