import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { http } from '../../api';
import { useTrans } from '../../shell/i18n';
import { Combobox } from '../../ui/combobox';
import { Artwork } from '../../ui/catalogue/artwork';
import type { Pagination } from '../../ui/catalogue/types';
import { useDebounced } from '../../ui/catalogue/use-debounced';
import { type ContentItem, type ContentType, itemDetail, itemImage, itemName, itemTypeOf } from './content-items';

/** Content types found through their own list endpoint (name match, newest data, no search index). */
const listEndpoints: Partial<Record<ContentType, [string, Record<string, string | number>]>> = {
  titles: ['titles', { orderBy: 'popularity' }],
  people: ['people', { orderBy: 'popularity' }],
  channels: ['channel', {}],
  videos: ['videos', { approved: 1 }],
};

/** Matches of one content type: the list endpoints where they exist, the site search for the rest. */
async function searchItems(type: ContentType, query: string): Promise<ContentItem[]> {
  const model = itemTypeOf[type];
  const tag = (rows: ContentItem[]) => rows.map((r) => ({ ...r, model_type: model }));
  const endpoint = listEndpoints[type];
  if (endpoint)
    return tag(
      (await http.get<{ pagination: Pagination<ContentItem> }>(endpoint[0], { ...endpoint[1], query, perPage: 8 })).pagination.data,
    );
  const res = await http.get<{ results: Record<string, ContentItem[]> }>(`search/${encodeURIComponent(query)}`, { types: type, limit: 8 });
  return tag(res.results[type] ?? []);
}

/** A search-and-add combobox for the content type of a channel; chosen items are added at once. */
export function ItemSearch({ type, exclude, onAdd }: { type: ContentType; exclude: Set<string>; onAdd: (item: ContentItem) => void }) {
  const t = useTrans();
  const id = useId();
  const [text, setText] = useState('');
  const query = useDebounced(text.trim(), 200);
  const results = useQuery({
    queryKey: ['channel', 'admin-item-search', type, query],
    queryFn: () => searchItems(type, query),
    enabled: query.length > 0,
    placeholderData: keepPreviousData,
  });
  const options = query ? (results.data ?? []).filter((o) => !exclude.has(`${o.model_type}:${o.id}`)) : [];
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium">
        {t('Add :type', { type: t(type) })}
      </label>
      <Combobox
        id={id}
        text={text}
        onText={setText}
        options={options}
        optionKey={(o) => `${o.model_type}:${o.id}`}
        onChoose={(o) => {
          onAdd(o);
          setText('');
        }}
        optionClassName="px-2 py-1.5"
        inputProps={{ placeholder: t('Search :type to add', { type: t(type) }), 'data-testid': 'channel-item-search' }}
        renderOption={(o) => (
          <>
            <Artwork
              src={itemImage(o)}
              kind={type === 'people' ? 'profile' : 'poster'}
              seed={itemName(o)}
              sizes="32px"
              className="w-7 shrink-0"
              rounded="rounded"
            />
            <span className="min-w-0 flex-1 truncate font-medium">{itemName(o)}</span>
            <span className="shrink-0 text-xs text-muted">{itemDetail(o)}</span>
          </>
        )}
        footer={(open) =>
          open &&
          query &&
          results.data &&
          options.length === 0 &&
          !results.isFetching && (
            <p className="absolute inset-x-0 top-full z-30 mt-1 rounded-theme border border-line bg-raised px-3 py-2 text-sm text-muted shadow-xl">
              {t('Nothing to add matches “:query”', { query })}
            </p>
          )
        }
      />
    </div>
  );
}
