import { useMutation } from '@tanstack/react-query';
import { Plus, Tags, X } from 'lucide-react';
import { useId, useState } from 'react';
import { http, showHttpError } from '../../api';
import { api } from '../../api/client';
import { useTrans } from '../../shell/i18n';
import { Combobox } from '../../ui/combobox';
import { toast } from '../../ui/toast-store';
import type { Tag } from '../../ui/catalogue/types';
import { useDebounced } from '../../ui/catalogue/use-debounced';
import type { TitleDetail } from '../../api/title-types';
import { useRefreshCatalogue, useTagSearch } from './editor-api';
import { EmptyBox, Section } from '../kit/editor-shell';

type TagType = 'genre' | 'keyword' | 'country';
const field = { genre: 'genres', keyword: 'keywords', country: 'countries' } as const;
const copy = {
  genre: { title: 'Genres', add: 'Add genre', placeholder: 'Search or create a genre', empty: 'No genres yet' },
  keyword: { title: 'Keywords', add: 'Add keyword', placeholder: 'Search or create a keyword', empty: 'No keywords yet' },
  country: { title: 'Countries', add: 'Add country', placeholder: 'Two-letter country code, e.g. FR', empty: 'No countries yet' },
} as const;

let regionNames: Intl.DisplayNames | null = null;
/** Countries are stored as ISO codes; show their names in the viewer's language. */
export function countryName(code: string) {
  try {
    regionNames ??= new Intl.DisplayNames([document.documentElement.lang || 'en'], { type: 'region' });
    return regionNames.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

const label = (type: TagType, tag: Tag) =>
  type === 'country' ? `${countryName(tag.name)} (${tag.name.toUpperCase()})` : tag.display_name || tag.name;

/** Genres, keywords or countries of a title: chips to remove, a combobox to attach or create. */
export function TagsTab({ title, type }: { title: TitleDetail; type: TagType }) {
  const t = useTrans();
  const id = useId();
  const refresh = useRefreshCatalogue();
  const attached = title[field[type]] ?? [];
  const [text, setText] = useState('');
  const query = useDebounced(text.trim(), 200);
  const search = useTagSearch(type, query);
  const trimmed = text.trim();
  // filtered here too: while a new search runs, the previous results are still shown
  const needle = trimmed.toLowerCase();
  const options = (search.data ?? []).filter(
    (o) =>
      !attached.some((a) => a.id === o.id) &&
      (!needle ||
        o.name.toLowerCase().includes(needle) ||
        o.display_name.toLowerCase().includes(needle) ||
        (type === 'country' && countryName(o.name).toLowerCase().includes(needle))),
  );
  const exact = [...options, ...attached].some((o) => o.name.toLowerCase() === trimmed.toLowerCase());
  const canCreate = trimmed.length > 0 && !exact && (type !== 'country' || /^[A-Za-z]{2}$/.test(trimmed));
  const choices: ({ kind: 'tag'; tag: Tag } | { kind: 'create'; name: string })[] = [
    ...options.map((tag) => ({ kind: 'tag' as const, tag })),
    ...(canCreate ? [{ kind: 'create' as const, name: trimmed }] : []),
  ];

  const attach = useMutation({
    mutationFn: (body: { tag_id: number } | { name: string }) =>
      api.post('titles/{id}/tags/{type}', { path: { id: title.id, type }, body }),
    onSuccess: async ({ tag }) => {
      setText('');
      toast(t(':name added', { name: label(type, tag) }));
      await refresh();
    },
    onError: (e) => showHttpError(e),
  });
  const detach = useMutation({
    mutationFn: (tag: Tag) => http.delete(`titles/${title.id}/tags/${type}/${tag.id}`),
    onSuccess: async (_, tag) => {
      toast(t(':name removed', { name: label(type, tag) }));
      await refresh();
    },
    onError: (e) => showHttpError(e),
  });
  const choose = (c: (typeof choices)[number]) => attach.mutate(c.kind === 'tag' ? { tag_id: c.tag.id } : { name: c.name });

  return (
    <Section title={t(copy[type].title)} testId={`tags-${type}`}>
      <div className="relative mb-6 max-w-xl">
        <label htmlFor={id} className="mb-1.5 block text-sm font-medium">
          {t(copy[type].add)}
        </label>
        <Combobox
          id={id}
          text={text}
          onText={setText}
          options={trimmed || options.length ? choices : []}
          optionKey={(c) => (c.kind === 'tag' ? c.tag.id : 'create')}
          onChoose={choose}
          listClassName="max-h-80"
          optionClassName="justify-between px-3 py-2"
          inputProps={{
            placeholder: t(copy[type].placeholder),
            maxLength: type === 'country' ? 2 : 255,
            // stays focused (not disabled) while saving, so the next tag can be typed at once
            'aria-busy': attach.isPending || undefined,
            'data-testid': `tag-input-${type}`,
          }}
          renderOption={(c) =>
            c.kind === 'tag' ? (
              <>
                <span className="truncate font-medium">{label(type, c.tag)}</span>
                <span className="shrink-0 text-xs text-muted">
                  {t('[one] :count title|[other] :count titles', { count: (c.tag as Tag & { titles_count?: number }).titles_count ?? 0 })}
                </span>
              </>
            ) : (
              <span className="inline-flex items-center gap-2 font-medium text-primary">
                <Plus className="size-4" aria-hidden />
                {t('Create “:name”', { name: type === 'country' ? c.name.toUpperCase() : c.name })}
              </span>
            )
          }
        />
      </div>
      {attached.length === 0 ? (
        <EmptyBox
          icon={<Tags />}
          title={t(copy[type].empty)}
          message={t('Search above to attach one, or type a new name and press Enter.')}
        />
      ) : (
        <ul className="flex flex-wrap gap-2" aria-label={t(copy[type].title)} data-testid={`attached-${type}`}>
          {attached.map((tag) => (
            <li
              key={tag.id}
              className="inline-flex h-9 items-center gap-1 rounded-full border border-line bg-surface ps-3.5 pe-1 text-sm font-medium"
            >
              {label(type, tag)}
              <button
                type="button"
                onClick={() => detach.mutate(tag)}
                disabled={detach.isPending && detach.variables?.id === tag.id}
                aria-label={t('Remove :name', { name: label(type, tag) })}
                className="grid size-7 place-items-center rounded-full text-muted hover:bg-fg/10 hover:text-danger"
              >
                <X className="size-3.5" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
