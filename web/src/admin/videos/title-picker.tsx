import { Film, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useTrans } from '../../shell/i18n';
import { IconButton } from '../../ui/button';
import { Combobox } from '../../ui/combobox';
import { useDebounced } from '../../ui/catalogue/use-debounced';
import { type TitleOption, useTitleName, useTitleOptions } from './api';

interface TitlePickerProps {
  value: number | null;
  onChange: (title: TitleOption | null) => void;
  /** Opened from a title's own screen: the title cannot change. */
  locked?: boolean;
  error?: string;
}

/** A combobox over GET titles/autocomplete: type to search, arrows and Enter to choose. */
export function TitlePicker({ value, onChange, locked, error }: TitlePickerProps) {
  const t = useTrans();
  const id = useId();
  const [text, setText] = useState('');
  const query = useDebounced(text.trim(), 200);
  const options = useTitleOptions(query);
  const current = useTitleName(value);

  const choose = (option: TitleOption) => {
    onChange(option);
    setText('');
  };

  if (value) {
    return (
      <div className="flex flex-col gap-1.5">
        <span className="text-sm font-medium">{t('Title')}</span>
        <div
          className="flex h-11 items-center gap-2.5 rounded-theme border border-line bg-background/60 ps-3 pe-1"
          data-testid="title-picker-value"
        >
          <Film className="size-4 shrink-0 text-muted" aria-hidden />
          <span className="min-w-0 flex-1 truncate text-sm font-medium">{current.data?.name ?? `#${value}`}</span>
          {current.data?.year && <span className="text-xs text-muted">{current.data.year}</span>}
          {!locked && (
            <IconButton label={t('Change title')} onClick={() => onChange(null)} className="size-9">
              <X className="size-4" aria-hidden />
            </IconButton>
          )}
        </div>
        {error && <p className="text-xs font-medium text-danger">{error}</p>}
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {t('Title')}
      </label>
      <Combobox
        id={id}
        text={text}
        onText={setText}
        options={options.data ?? []}
        optionKey={(o) => o.id}
        onChoose={choose}
        listClassName="max-h-[420px]"
        optionClassName="justify-between px-3 py-2"
        inputProps={{ placeholder: t('Search for a title'), 'aria-invalid': error ? true : undefined, 'data-testid': 'title-picker' }}
        renderOption={(option) => (
          <>
            <span className="truncate font-medium">{option.name}</span>
            <span className="shrink-0 text-xs text-muted">
              {option.type === 'series' ? t('Series') : t('Movie')}
              {option.year ? ` · ${option.year}` : ''}
            </span>
          </>
        )}
      />
      {error && <p className="text-xs font-medium text-danger">{error}</p>}
    </div>
  );
}
