import { LayoutList, RefreshCw } from 'lucide-react';
import { pathTo, paths } from '../../paths';
import { trans, useTrans } from '../../shell/i18n';
import { ButtonLink } from '../../ui/button';
import { channelLink } from '../../ui/catalogue/links';
import { AdminListPage, NameLink, NewLink, RowLinks, shownFrom } from '../kit/admin-list-page';
import { deleteRows, type DeleteTexts } from '../kit/use-bulk-delete';
import { orderParam, useAdminListParams } from '../kit/use-admin-list';
import { useAdminChannels, useDeleteChannels } from './api';
import { sortBy } from '../kit/sort-options';

const orderOptions = [sortBy.nameAsc, sortBy.nameDesc, sortBy.lastUpdated, sortBy.newest, sortBy.oldest, sortBy.mostItems];

const label = (v: string) => v.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase());

/** /admin/channels: every channel (the rows of the home page and the browse pages), with bulk delete. */
export default function ChannelsPage() {
  const t = useTrans();
  const state = useAdminListParams<'order'>();
  const { page, query } = state;
  const order = orderParam(state, orderOptions);
  const list = useAdminChannels({ query, page, orderBy: order.orderBy, orderDir: order.orderDir });
  const remove = useDeleteChannels();
  const editLink = (slug: string) => pathTo(paths.adminChannelEdit, { slugOrId: slug });

  return (
    <AdminListPage
      testId="admin-channels"
      title={t('Channels')}
      description={t('The rows of the home page and the browse pages.')}
      actions={<NewLink to={paths.adminChannelNew} label={t('New channel')} testId="new-channel" />}
      state={state}
      list={list}
      search={{ label: t('Search channels'), testId: 'admin-channels-search' }}
      sort={order.sort}
      select={{ name: (row) => row.name, cellClassName: 'py-2 ps-3 pe-1 sm:px-4' }}
      bulkDelete={deleteRows(remove, deleting(), { deleted: (r) => r.deleted, showErrors: true })}
      rows={{ skeleton: 8, testId: 'admin-channel-row' }}
      columns={(c) => [
        c.main('Channel', 'px-4 py-2', (row) => (
          <>
            <NameLink to={editLink(row.slug)}>{row.name}</NameLink>
            <p className="text-xs text-muted">/{row.slug}</p>
            <p className="text-xs text-muted sm:hidden">
              {t(label(row.content_type))} · {t(label(row.layout))}
            </p>
          </>
        )),
        {
          label: 'Content',
          className: shownFrom.sm,
          td: 'hidden px-4 py-2 sm:table-cell',
          cell: (row) => (
            <>
              <p>
                {t(label(row.content_type))} · <span className="text-muted">{t(label(row.layout))}</span>
              </p>
              {row.auto_update && (
                <p className="flex items-center gap-1 text-xs text-muted">
                  <RefreshCw className="size-3" aria-hidden />
                  {t(label(row.auto_update))}
                </p>
              )}
            </>
          ),
        },
        c.shown('Items', 'md', (row) => row.items_count ?? 0, { numeric: true }),
        c.date('Last updated', 'lg', 'updated_at'),
      ]}
      rowActions={(row) => <RowLinks view={channelLink(row)} edit={editLink(row.slug)} />}
      empty={{
        icon: <LayoutList />,
        filtered: !!query,
        found: t('No channels found'),
        none: t('No channels yet'),
        hint: t('Channels make up the home page: create one to add a row.'),
        actions: !query && (
          <ButtonLink to={paths.adminChannelNew} size="sm">
            {t('New channel')}
          </ButtonLink>
        ),
      }}
      loadError={t('The channels could not be loaded.')}
    />
  );
}

const deleting = (): DeleteTexts => ({
  ask: trans('[one] Delete :count channel?|[other] Delete :count channels?'),
  body: trans('They are removed from the home page and from every channel that shows them. This cannot be undone.'),
  done: trans('[one] Deleted :count channel|[other] Deleted :count channels'),
});
