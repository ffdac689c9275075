import { Pencil, Plus, Tags } from 'lucide-react';
import { confirmAction } from '../../shell/confirm';
import { useTrans } from '../../shell/i18n';
import { openDialog } from '../../shell/modal-host';
import { Button, DeleteIconButton, IconButton } from '../../ui/button';
import { AdminListPage, shownFrom } from '../kit/admin-list-page';
import { useAdminListParams } from '../kit/use-admin-list';
import { type AdminTag, type TagType, useAdminTags, useDeleteTags } from './api';
import { TagDialog } from './tag-dialog';
import { typeNames } from './type-names';

const orders = [
  { value: 'name', label: 'Name' },
  { value: 'titles_count', label: 'Most used' },
  { value: 'created_at', label: 'Recently added' },
];

/** One tag type's list: search, sort, pages, create, rename and (bulk) delete with the titles count. */
export function TagsList({ type, switcher, heading }: { type: TagType; switcher?: React.ReactNode; heading?: string }) {
  const t = useTrans();
  const names = typeNames[type];
  const state = useAdminListParams<'orderBy' | 'type'>();
  const { params, page, query, setParams } = state;
  const orderBy = params.get('orderBy') ?? 'name';
  const list = useAdminTags(type, { query, page, orderBy });
  const remove = useDeleteTags(type);
  const rows = list.data?.pagination.data ?? [];

  const edit = (tag: AdminTag | null) =>
    void openDialog((close) => <TagDialog type={type} tag={tag} close={() => close()} />, {
      size: 'sm',
      label: tag ? t('Rename') : t('Create'),
    });

  return (
    <AdminListPage
      testId={`admin-tags-${type}`}
      title={t(heading ?? names.other)}
      actions={
        <Button size="sm" onClick={() => edit(null)} data-testid="tag-new">
          <Plus className="size-4" aria-hidden />
          {t(`New ${names.one.toLowerCase()}`)}
        </Button>
      }
      intro={switcher}
      state={state}
      list={list}
      search={{ label: t(`Search ${names.other.toLowerCase()}`), testId: 'tags-search' }}
      sort={{ value: orderBy, options: orders, onChange: (v) => setParams({ orderBy: v, page: '' }) }}
      select={{ name: (row) => row.name, cellClassName: 'py-2 ps-3 pe-1 sm:px-4' }}
      bulkDelete={{
        mutation: remove,
        shownOnly: true,
        showErrors: true,
        confirm: (ids) => {
          const uses = rows.filter((r) => ids.includes(r.id)).reduce((n, x) => n + x.titles_count, 0);
          return confirmAction({
            title: t(`[one] Delete :count ${names.one.toLowerCase()}?|[other] Delete :count ${names.other.toLowerCase()}?`, {
              count: ids.length,
            }),
            body: uses
              ? t(
                  '[one] It is removed from :uses title. This cannot be undone.|[other] It is removed from :uses titles. This cannot be undone.',
                  { count: uses, uses },
                )
              : t('No title uses it. This cannot be undone.'),
            confirmLabel: 'Delete',
          });
        },
        done: (_r, ids) => t('[one] Deleted :count item|[other] Deleted :count items', { count: ids.length }),
      }}
      rows={{ skeleton: 8, testId: 'tag-row', attrs: (row) => ({ 'data-name': row.name }) }}
      columns={(c) => [
        c.main('Name', 'px-4 py-2', (row) => (
          <>
            <button
              type="button"
              onClick={() => edit(row)}
              className="text-start font-semibold hover:text-primary"
              data-testid="tag-name-cell"
            >
              {row.name}
            </button>
            {row.display_name !== row.name && <p className="text-xs text-muted">{t('Shown as :name', { name: row.display_name })}</p>}
          </>
        )),
        {
          label: 'Titles',
          className: 'text-end',
          td: 'px-4 py-2 text-end tabular-nums',
          testId: 'tag-titles-count',
          cell: (row) => row.titles_count,
        },
        c.date('Added', 'md', 'created_at'),
      ]}
      rowActionsClassName="px-2 py-1"
      rowActions={(row, tools) => (
        <div className="flex items-center justify-end">
          <IconButton label={t('Rename')} onClick={() => edit(row)} className="size-9 text-muted hover:text-fg" data-testid="tag-rename">
            <Pencil className="size-4" aria-hidden />
          </IconButton>
          <DeleteIconButton label={t('Delete')} onClick={tools.remove} data-testid="tag-delete" />
        </div>
      )}
      empty={{
        icon: <Tags />,
        filtered: !!query,
        found: t(`No ${names.other.toLowerCase()} found`),
        hint: t('Create one, or add them on a title’s edit page.'),
      }}
    />
  );
}
