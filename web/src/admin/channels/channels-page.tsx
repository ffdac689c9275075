import { LayoutList, Plus, RefreshCw } from 'lucide-react';
import { pathTo, paths } from '../../paths';
import { useTrans } from '../../shell/i18n';
import { ButtonLink } from '../../ui/button';
import { channelLink } from '../../ui/catalogue/links';
import { AdminListPage, dateColumn, RowLinks, shownFrom, NameLink } from '../kit/admin-list-page';
import { askToDelete } from '../kit/use-bulk-delete';
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
      actions={
        <ButtonLink to={paths.adminChannelNew} size="sm" data-testid="new-channel">
          <Plus className="size-4" aria-hidden />
          {t('New channel')}
        </ButtonLink>
      }
      state={state}
      list={list}
      search={{ label: t('Search channels'), testId: 'admin-channels-search' }}
      sort={order.sort}
      select={{ name: (row) => row.name, cellClassName: 'py-2 ps-3 pe-1 sm:px-4' }}
      bulkDelete={{
        mutation: remove,
        showErrors: true,
        confirm: askToDelete(
          (count) => t('[one] Delete :count channel?|[other] Delete :count channels?', { count }),
          t('They are removed from the home page and from every channel that shows them. This cannot be undone.'),
        ),
        done: (r) => t('[one] Deleted :count channel|[other] Deleted :count channels', { count: r.deleted }),
      }}
      skeletonRows={8}
      rowTestId="admin-channel-row"
      columns={[
        {
          label: 'Channel',
          td: 'px-4 py-2',
          cell: (row) => (
            <>
              <NameLink to={editLink(row.slug)}>{row.name}</NameLink>
              <p className="text-xs text-muted">/{row.slug}</p>
              <p className="text-xs text-muted sm:hidden">
                {t(label(row.content_type))} · {t(label(row.layout))}
              </p>
            </>
          ),
        },
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
        {
          label: 'Items',
          className: 'hidden md:table-cell text-end',
          td: 'hidden px-4 py-2 text-end tabular-nums md:table-cell',
          cell: (row) => row.items_count ?? 0,
        },
        dateColumn('Last updated', 'lg', 'updated_at'),
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
