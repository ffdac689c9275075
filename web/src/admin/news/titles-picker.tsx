import { Film, X } from 'lucide-react';
import { useId } from 'react';
import { useTrans } from '../../shell/i18n';
import { Artwork } from '../../ui/catalogue/artwork';
import type { TitleSummary } from '../../ui/catalogue/types';
import { TitleSearchCombobox } from '../kit/title-search';

/** Chips of the linked titles plus a search box that adds more (at most 100, as the API allows). */
export function TitlesPicker({
  value,
  onChange,
  error,
}: {
  value: TitleSummary[];
  onChange: (titles: TitleSummary[]) => void;
  error?: string;
}) {
  const t = useTrans();
  const id = useId();
  return (
    <div className="grid gap-3">
      {value.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label={t('Linked titles')} data-testid="linked-titles">
          {value.map((title) => (
            <li
              key={title.id}
              className="inline-flex items-center gap-2 rounded-full border border-line bg-background/60 py-1 ps-1 pe-1.5 text-sm"
            >
              <Artwork src={title.poster} kind="poster" seed={title.name} sizes="24px" className="w-6 shrink-0" rounded="rounded-full" />
              <span className="max-w-48 truncate">
                {title.name}
                {title.year ? ` (${title.year})` : ''}
              </span>
              <button
                type="button"
                aria-label={t('Unlink :name', { name: title.name })}
                onClick={() => onChange(value.filter((v) => v.id !== title.id))}
                className="grid size-6 place-items-center rounded-full text-muted hover:bg-fg/10 hover:text-danger"
              >
                <X className="size-3.5" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="flex items-center gap-2 text-sm text-muted">
          <Film className="size-4" aria-hidden />
          {t('No titles linked yet.')}
        </p>
      )}
      <div>
        <label htmlFor={id} className="mb-1.5 block text-sm font-medium">
          {t('Add a title')}
        </label>
        <TitleSearchCombobox
          id={id}
          exclude={new Set(value.map((v) => v.id))}
          full={value.length >= 100}
          onChoose={(o) => onChange([...value, o])}
          placeholder={t('Search titles')}
          testId="titles-picker"
          error={error}
          noMatch={(query) => <p className="mt-1 text-xs text-muted">{t('No titles match “:query”.', { query })}</p>}
        />
        {error && (
          <p className="mt-1.5 text-xs font-medium text-danger" role="alert">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
