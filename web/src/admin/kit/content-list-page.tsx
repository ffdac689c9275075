import type { UseMutationResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import {
  AdminListPage,
  type ColumnKit,
  type EmptyConfig,
  type ListColumn,
  type ListQuery,
  NewLink,
  type RowLook,
  RowLinks,
} from './admin-list-page';
import type { SortOption } from './list-toolbar';
import { orderByParams, useAdminListParams } from './use-admin-list';
import { deleteRows, type DeleteTexts } from './use-bulk-delete';

// The list page of titled content the site publishes (news articles, custom pages): search, sort,
// bulk delete, a main column linking to the editor, and View/Edit links on each row.

/** The query such a list sends: search text, page and order. */
export interface ContentListQuery {
  query: string;
  page: number;
  orderBy: string;
  orderDir: 'asc' | 'desc';
}

export function ContentListPage<R extends { id: number; title: string }, M>({
  name,
  title,
  newItem,
  searchLabel,
  useList,
  useDelete,
  defaultOrder,
  sortOptions,
  deleting,
  editLink,
  viewLink,
  rows,
  main,
  columns,
  empty,
}: {
  /** The page's test ids: `admin-<name>`, `admin-<name>-search`, `admin-<name>-sort`. */
  name: string;
  title: string;
  newItem: { to: string; label: string };
  searchLabel: string;
  useList: (q: ContentListQuery) => ListQuery<R>;
  useDelete: () => UseMutationResult<M, Error, number[], unknown>;
  defaultOrder: string;
  sortOptions: SortOption[];
  deleting: DeleteTexts;
  editLink: (id: number) => string;
  viewLink: (row: R) => string;
  rows: RowLook<R>;
  /** The first column: its heading, cell classes and content (given the row's editor link). */
  main: { label: string; className: string; cell: (row: R, edit: string) => ReactNode };
  columns: (kit: ColumnKit<R>) => ListColumn<R>[];
  empty: Omit<EmptyConfig, 'filtered'>;
}) {
  const state = useAdminListParams<'orderBy' | 'orderDir'>();
  const { page, query } = state;
  const order = orderByParams(state, defaultOrder, sortOptions);
  const list = useList({ query, page, orderBy: order.orderBy, orderDir: order.orderDir });
  const remove = useDelete();
  return (
    <AdminListPage
      testId={`admin-${name}`}
      title={title}
      actions={<NewLink to={newItem.to} label={newItem.label} />}
      state={state}
      list={list}
      search={{ label: searchLabel, testId: `admin-${name}-search` }}
      sort={{ ...order.sort, testId: `admin-${name}-sort`, className: 'w-full sm:w-52' }}
      select={{ name: (row) => row.title }}
      bulkDelete={deleteRows(remove, deleting, { bulk: true })}
      rows={rows}
      columns={(c) => [c.main(main.label, main.className, (row) => main.cell(row, editLink(row.id))), ...columns(c)]}
      rowActions={(row) => <RowLinks view={viewLink(row)} edit={editLink(row.id)} name={row.title} />}
      empty={{ ...empty, filtered: !!query }}
    />
  );
}
