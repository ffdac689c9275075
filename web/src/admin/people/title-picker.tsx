import { Film, X } from 'lucide-react';
import { useId } from 'react';
import { useTrans } from '../../shell/i18n';
import { IconButton } from '../../ui/button';
import { Artwork } from '../../ui/catalogue/artwork';
import { typeLabel } from '../../ui/catalogue/format';
import { type TitleOption, TitleSearchCombobox } from '../kit/title-search';

/** A combobox over GET titles?query=: type a name, arrows and Enter (or a click) to choose. */
export function TitlePicker({
  value,
  onChange,
  error,
}: {
  value: TitleOption | null;
  onChange: (t: TitleOption | null) => void;
  error?: string;
}) {
  const t = useTrans();
  const id = useId();
  const meta = (o: TitleOption) => [typeLabel(o.type), o.year].filter(Boolean).join(' · ');

  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {t('Title')}
      </label>
      {value ? (
        <div
          className="flex h-11 items-center gap-2.5 rounded-theme border border-line bg-background/60 ps-1.5 pe-1"
          data-testid="title-picker-value"
        >
          <Artwork src={value.poster} kind="poster" seed={value.name} sizes="32px" className="w-6 shrink-0" rounded="rounded" />
          <span className="min-w-0 flex-1 truncate text-sm font-medium">{value.name}</span>
          <span className="hidden shrink-0 text-xs text-muted sm:inline">{meta(value)}</span>
          <IconButton label={t('Change title')} onClick={() => onChange(null)} className="size-9">
            <X className="size-4" aria-hidden />
          </IconButton>
        </div>
      ) : (
        <TitleSearchCombobox
          id={id}
          delay={200}
          orderBy="popularity"
          meta={meta}
          onChoose={onChange}
          optionClassName="px-2 py-1.5"
          placeholder={t('Search titles')}
          testId="title-picker"
          error={error}
          noMatch={(query) => (
            <div className="absolute inset-x-0 top-full z-30 mt-1 flex items-center gap-2 rounded-theme border border-line bg-raised px-3 py-2 text-sm text-muted shadow-xl">
              <Film className="size-4" aria-hidden />
              {t('No titles match “:query”', { query })}
            </div>
          )}
        />
      )}
      {error && <p className="text-xs font-medium text-danger">{error}</p>}
    </div>
  );
}
