import { useMutation } from '@tanstack/react-query';
import { LayoutList, RefreshCw } from 'lucide-react';
import { showHttpError } from '../../api';
import { useTrans } from '../../shell/i18n';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { toast } from '../../ui/toast-store';
import { formatDate } from '../../ui/catalogue/format';
import { ContentItemRow, ShowingFirst } from '../kit/content-item-row';
import { SortableHelp, useSortable } from '../kit/sortable';
import { type AdminChannel, channelsApi, type ContentItem, itemDetail, itemImage, itemName, useInvalidateChannels } from './api';
import { ItemSearch } from '../kit/item-search';

const ref = (item: ContentItem) => ({ type: item.model_type, id: item.id });

/** A write to a channel's items: `done` as a toast, then every cached channel refetched. */
function useChannelWrite<V>(write: (v: V) => Promise<unknown>, done: (v: V) => string) {
  const invalidate = useInvalidateChannels();
  return useMutation({
    mutationFn: write,
    onSuccess: (_, v) => {
      toast(done(v));
      return invalidate();
    },
    onError: (e) => showHttpError(e),
  });
}

/**
 * The items of a saved channel. A hand-made channel is edited here directly (each add, remove and
 * move is saved at once); a channel filled by a saved query shows its items and can be refreshed.
 */
export function ChannelContent({ channel, items, total }: { channel: AdminChannel; items: ContentItem[]; total: number }) {
  const t = useTrans();
  const invalidate = useInvalidateChannels();
  const add = useChannelWrite(
    (item: ContentItem) => channelsApi.add(channel.id, ref(item)),
    (item) => t(':name added', { name: itemName(item) }),
  );
  const remove = useChannelWrite(
    (item: ContentItem) => channelsApi.removeItem(channel.id, ref(item)),
    (item) => t(':name removed', { name: itemName(item) }),
  );
  const refresh = useChannelWrite(
    () => channelsApi.updateContent(channel.id),
    () => t('Channel content updated'),
  );
  const byId = new Map(items.map((i) => [i.id, i]));
  const sortable = useSortable(
    items,
    (ids) =>
      channelsApi
        .reorder(
          channel.id,
          ids.map((id) => ref(byId.get(id)!)),
        )
        .then(invalidate),
    itemName,
  );
  const auto = !!channel.auto_update;
  const exclude = new Set(items.map((i) => `${i.model_type}:${i.id}`));

  return (
    <div className="grid gap-4" data-testid="channel-content">
      {auto ? (
        <div className="flex flex-wrap items-center gap-3 rounded-xl border border-line bg-background/40 p-3 text-sm">
          <p className="me-auto min-w-0 text-muted">
            {t('Filled by the saved query “:query”.', { query: t(channel.auto_update!.replace(/_/g, ' ')) })}{' '}
            {channel.content_updated_at && t('Last updated :date.', { date: formatDate(channel.content_updated_at) ?? '' })}
          </p>
          <Button size="sm" variant="outline" loading={refresh.isPending} onClick={() => refresh.mutate()} data-testid="update-content">
            <RefreshCw className="size-4" aria-hidden />
            {t('Update content now')}
          </Button>
        </div>
      ) : (
        <ItemSearch type={channel.content_type} exclude={exclude} onAdd={(item) => add.mutate(item)} />
      )}
      {items.length === 0 ? (
        <EmptyState
          className="!py-10"
          icon={<LayoutList />}
          title={t('This channel is empty')}
          message={
            auto
              ? t('The saved query found nothing yet. Add to the catalogue, then update the content.')
              : t('Search above to add :type.', { type: t(channel.content_type) })
          }
        />
      ) : (
        <>
          <SortableHelp announcement={sortable.announcement} />
          <ol className="divide-y divide-line overflow-hidden rounded-xl border border-line" data-testid="channel-items">
            {sortable.list.map((item, index) => (
              <ContentItemRow
                key={`${item.model_type}:${item.id}`}
                index={index}
                sortable={auto ? undefined : sortable}
                image={itemImage(item)}
                person={item.model_type === 'person'}
                name={itemName(item)}
                detail={itemDetail(item) && <p className="truncate text-xs text-muted">{itemDetail(item)}</p>}
                onRemove={auto ? undefined : () => remove.mutate(item)}
                removing={remove.isPending}
                testId="channel-item"
              />
            ))}
          </ol>
          <ShowingFirst shown={items.length} total={total} />
        </>
      )}
    </div>
  );
}
