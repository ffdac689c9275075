import { ExternalLink, Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useTrans } from '../../shell/i18n';
import { type AdminColumn, AdminPagination, AdminTable, RowCheckbox } from '../../ui/admin-table';
import { Button, ButtonLink } from '../../ui/button';
import { formatDate } from '../../ui/catalogue/format';
import { EmptyState } from '../../ui/empty-state';
import { AdminListHeader } from './list-header';
import { ListControls, type SortOption } from './list-toolbar';
import { useRowSelection } from './use-admin-list';
import { type BulkDeleteOptions, runBulkDelete } from './use-bulk-delete';

// One admin list page: header, toolbar (search, filters, sort, bulk delete), the table with its
// row checkboxes, empty state, load error and pages. A screen gives its columns and its list
// query; the address state comes from useAdminListParams.

/** What a cell may do besides showing the row: whether it is selected, and delete it (asking first). */
export interface RowTools {
  selected: boolean;
  remove: () => void;
}

export interface ListColumn<R> extends AdminColumn {
  /** The cell's classes (padding, visibility from a breakpoint, alignment). */
  td: string;
  /** The cell's data-testid. */
  testId?: string;
  cell: (row: R, tools: RowTools) => ReactNode;
}

type Page = { current_page: number; last_page: number; per_page: number; total: number };

/** A list query: a page of rows, or (for short lists) all rows. */
export interface ListQuery<R> {
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
  data?: { pagination: Page & { data: R[] } } | R[];
}

/** The address state the page needs (useAdminListParams gives it). */
export interface ListState {
  text: string;
  setText: (text: string) => void;
  setParams: (next: { page?: string }) => void;
}

export interface BulkDeleteConfig<M> extends BulkDeleteOptions<M> {
  /** Delete only the selected rows shown on this page. */
  shownOnly?: boolean;
  /** Show the "Delete N" button (false when the user may not delete). */
  button?: boolean;
}

/** The empty state: `found` when a search or filter is on, else `none` (or `found`) with `hint`. */
export interface EmptyConfig {
  icon: ReactNode;
  filtered: boolean;
  found: string;
  none?: string;
  hint?: string;
  actions?: ReactNode;
}

/** The table's rows: their test id, classes (a selected row is tinted as well), attributes, and skeleton while loading. */
export interface RowLook<R> {
  testId?: string;
  className?: string;
  attrs?: (row: R) => Record<`data-${string}`, string>;
  skeleton?: number;
  skeletonClassName?: string;
}

type BulkProps = { count: number; loading: boolean; onDelete: () => void };

export function AdminListPage<R extends { id: number }, M = unknown>({
  testId,
  title,
  description,
  actions,
  intro,
  state,
  list,
  search,
  filters,
  sort,
  extra,
  toolbar,
  select,
  bulkDelete,
  columns: columnsOf,
  rowActions,
  rowActionsClassName = 'whitespace-nowrap px-4 py-2 text-end',
  rows: rowLook = {},
  empty,
  loadError,
}: {
  testId: string;
  title: string;
  description?: string;
  /** The header's buttons. */
  actions?: ReactNode;
  /** Between the header and the toolbar. */
  intro?: ReactNode;
  state?: ListState;
  list: ListQuery<R>;
  /** The search box of the usual toolbar; label and placeholder arrive translated. */
  search?: { label: string; placeholder?: string; testId?: string; className?: string };
  filters?: ReactNode;
  sort?: { value: string; options: SortOption[]; onChange: (value: string) => void; testId?: string; className?: string };
  extra?: ReactNode;
  /** A toolbar of its own instead of the usual one. */
  toolbar?: (bulk: BulkProps) => ReactNode;
  /** Row checkboxes: the name each one reads out ("Select :name"), or its whole `label`. */
  select?: { name?: (row: NoInfer<R>) => string; label?: (row: NoInfer<R>) => string; cellClassName?: string };
  bulkDelete?: BulkDeleteConfig<M>;
  /** The columns, or a function of the column kit giving them (typed by the rows of `list`). */
  columns: ListColumn<NoInfer<R>>[] | ((kit: ColumnKit<NoInfer<R>>) => ListColumn<NoInfer<R>>[]);
  /** The last column (no heading): the row's links and buttons. */
  rowActions?: ListColumn<NoInfer<R>>['cell'];
  /** That column's cell classes. */
  rowActionsClassName?: string;
  rows?: RowLook<NoInfer<R>>;
  empty: EmptyConfig;
  /** Shown with a Retry button when the list fails to load. */
  loadError?: string;
}) {
  const t = useTrans();
  const { testId: rowTestId, className: rowClassName = 'transition-colors hover:bg-fg/4', attrs: rowAttrs } = rowLook;
  const ownColumns = typeof columnsOf === 'function' ? columnsOf(columnKit as ColumnKit<R>) : columnsOf;
  const columns = rowActions
    ? [...ownColumns, { label: '', className: 'text-end', td: rowActionsClassName, cell: rowActions }]
    : ownColumns;
  const data = list.data;
  const rows = Array.isArray(data) ? data : (data?.pagination.data ?? []);
  const { selected, setSelected, allSelected, toggle, toggleAll } = useRowSelection(rows);
  const remove = (ids: number[]) =>
    void (bulkDelete && runBulkDelete({ ...bulkDelete, clearSelection: () => setSelected(new Set()) }, ids));
  const bulk: BulkProps = {
    count: selected.size,
    loading: bulkDelete?.mutation.isPending ?? false,
    onDelete: () => remove(bulkDelete?.shownOnly ? rows.filter((r) => selected.has(r.id)).map((r) => r.id) : [...selected]),
  };

  return (
    <div data-testid={testId}>
      <AdminListHeader title={title} description={description}>
        {actions}
      </AdminListHeader>
      {intro}
      {toolbar
        ? toolbar(bulk)
        : search &&
          state && (
            <ListControls
              search={{ text: state.text, onText: state.setText, ...search }}
              filters={filters}
              sort={sort}
              extra={extra}
              bulk={bulkDelete && bulkDelete.button !== false ? bulk : undefined}
            />
          )}
      <AdminTable
        loading={list.isPending}
        skeletonRows={rowLook.skeleton}
        skeletonClassName={rowLook.skeletonClassName}
        selectAll={select ? { checked: allSelected, onChange: toggleAll } : undefined}
        columns={columns}
        footer={!list.isPending && rows.length === 0 && <ListEmptyState {...empty} />}
      >
        {rows.map((row) => {
          const isSelected = selected.has(row.id);
          const tools: RowTools = { selected: isSelected, remove: () => remove([row.id]) };
          return (
            <tr key={row.id} className={`${rowClassName} ${isSelected ? 'bg-primary/6' : ''}`} data-testid={rowTestId} {...rowAttrs?.(row)}>
              {select && (
                <td className={select.cellClassName ?? 'px-4 py-2'}>
                  <RowCheckbox
                    label={select.label?.(row) ?? t('Select :name', { name: select.name?.(row) ?? '' })}
                    checked={isSelected}
                    onChange={() => toggle(row.id)}
                  />
                </td>
              )}
              {columns.map((c, i) => (
                <td key={i} className={c.td} data-testid={c.testId}>
                  {c.cell(row, tools)}
                </td>
              ))}
            </tr>
          );
        })}
      </AdminTable>
      {list.isError && loadError && (
        <div className="mt-4 flex items-center gap-3 text-sm text-danger" role="alert">
          {loadError}
          <Button size="xs" variant="outline" onClick={() => list.refetch()}>
            {t('Retry')}
          </Button>
        </div>
      )}
      {state && !Array.isArray(data) && <AdminPagination page={data?.pagination} onPage={(n) => state.setParams({ page: String(n) })} />}
    </div>
  );
}

function ListEmptyState({ icon, filtered, found, none = found, hint, actions }: EmptyConfig) {
  const t = useTrans();
  return (
    <EmptyState
      icon={icon}
      title={filtered ? found : none}
      message={filtered ? t('There are no items matching your query') : hint}
      actions={actions}
    />
  );
}

/** The usual classes of a cell shown from a breakpoint on (the header's `className`). */
export const shownFrom = {
  sm: 'hidden sm:table-cell',
  md: 'hidden md:table-cell',
  lg: 'hidden lg:table-cell',
  xl: 'hidden xl:table-cell',
} as const;

/**
 * "View" (the public page) and "Edit" links of a row, with `children` between them. With `name`
 * both read out the row's name and View shrinks to an icon on phones.
 */
export function RowLinks({ view, edit, name, children }: { view?: string; edit: string; name?: string; children?: ReactNode }) {
  const t = useTrans();
  return (
    <>
      {view &&
        (name ? (
          <Link
            to={view}
            className="me-3 inline-flex items-center gap-1 p-1 text-xs font-medium text-muted hover:text-primary"
            aria-label={t('View :name', { name })}
          >
            <span className="hidden sm:inline">{t('View')}</span>
            <ExternalLink className="size-3.5 sm:size-3" aria-hidden />
          </Link>
        ) : (
          <Link to={view} className="me-3 text-xs font-medium text-muted hover:text-primary">
            {t('View')}
          </Link>
        ))}
      {children}
      <Link
        to={edit}
        className="text-xs font-semibold text-primary hover:underline"
        aria-label={name ? t('Edit :name', { name }) : undefined}
      >
        {t('Edit')}
      </Link>
    </>
  );
}

type From = keyof typeof shownFrom;

/** A column always shown: its heading, its cells' classes and what a cell shows. */
export function column<R>(label: string, td: string, cell: ListColumn<R>['cell']): ListColumn<R> {
  return { label, td, cell };
}

/** How a column's cells read: muted text, on one line, taller rows, numbers aligned to the end. */
export interface CellLook {
  muted?: boolean;
  nowrap?: boolean;
  tall?: boolean;
  numeric?: boolean;
  testId?: string;
}

/** A column shown from a breakpoint on (phones fold what it says into the main cell). */
export function shownColumn<R>(label: string, from: From, cell: ListColumn<R>['cell'], look: CellLook = {}): ListColumn<R> {
  const classes = [
    'hidden',
    look.nowrap && 'whitespace-nowrap',
    'px-4',
    look.tall ? 'py-3' : 'py-2',
    look.numeric && 'text-end tabular-nums',
    look.muted && 'text-muted',
    `${from}:table-cell`,
  ];
  return {
    label,
    className: look.numeric ? `${shownFrom[from]} text-end` : shownFrom[from],
    td: classes.filter(Boolean).join(' '),
    testId: look.testId,
    cell,
  };
}

/** A muted date column shown from a breakpoint on ("Last updated", "Added" …) showing the row's `key` date. */
export function dateColumn<K extends string>(
  label: string,
  from: From,
  key: K,
  look: CellLook = {},
): ListColumn<{ [P in K]?: string | null }> {
  return shownColumn(label, from, (row) => formatDate(row[key]), { muted: true, ...look });
}

type DateKey<R> = { [K in keyof R]-?: R[K] extends string | null | undefined ? K : never }[keyof R] & string;

/** The column helpers, typed for one list's rows. */
export interface ColumnKit<R> {
  main: (label: string, td: string, cell: ListColumn<R>['cell']) => ListColumn<R>;
  shown: (label: string, from: From, cell: ListColumn<R>['cell'], look?: CellLook) => ListColumn<R>;
  date: (label: string, from: From, key: DateKey<R>, look?: CellLook) => ListColumn<R>;
}

const columnKit = { main: column, shown: shownColumn, date: dateColumn } as ColumnKit<unknown>;

/** The header's button to a new row's form. */
export function NewLink({ to, label, testId }: { to: string; label: string; testId?: string }) {
  return (
    <ButtonLink to={to} size="sm" data-testid={testId}>
      <Plus className="size-4" aria-hidden />
      {label}
    </ButtonLink>
  );
}

/** A row's name as the link to its edit page, the first thing in a list's main cell. */
export function NameLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="font-semibold hover:text-primary">
      {children}
    </Link>
  );
}
