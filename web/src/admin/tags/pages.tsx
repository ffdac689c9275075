import { useSearch } from 'wouter';
import { useTrans } from '../../shell/i18n';
import { useAdminListParams } from '../kit/use-admin-list';
import type { TagType } from './api';
import { TagsList } from './tags-page';
import { typeNames } from './type-names';

export const GenresPage = () => <TagsList key="genre" type="genre" />;
export const KeywordsPage = () => <TagsList key="keyword" type="keyword" />;

const types: TagType[] = ['genre', 'keyword', 'country'];

/** /admin/tags: every tag type, one at a time (?type=genre|keyword|country). */
export function AllTagsPage() {
  const t = useTrans();
  const raw = new URLSearchParams(useSearch()).get('type');
  const type: TagType = types.includes(raw as TagType) ? (raw as TagType) : 'genre';
  const { setParams } = useAdminListParams<'type' | 'orderBy'>();
  const switcher = (
    <div className="mb-4 flex gap-1.5" role="group" aria-label={t('Tag type')}>
      {types.map((x) => (
        <button
          key={x}
          type="button"
          aria-pressed={type === x}
          onClick={() => setParams({ type: x, page: '', query: '', orderBy: '' })}
          className={`h-8 rounded-full px-3 text-xs font-semibold transition-colors ${type === x ? 'bg-primary text-on-primary' : 'bg-fg/8 text-muted hover:text-fg'}`}
        >
          {t(typeNames[x].other)}
        </button>
      ))}
    </div>
  );
  return <TagsList key={type} type={type} switcher={switcher} heading="Tags" />;
}
