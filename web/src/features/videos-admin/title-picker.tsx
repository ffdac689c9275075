import { Film, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useTrans } from '../../shell/i18n';
import { IconButton } from '../../ui/button';
import { inputClass } from '../../ui/field';
import { useDebounced } from '../catalogue-ui/use-debounced';
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
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const query = useDebounced(text.trim(), 200);
  const options = useTitleOptions(query);
  const current = useTitleName(value);
  const list = open ? (options.data ?? []) : [];

  const choose = (option: TitleOption) => {
    onChange(option);
    setOpen(false);
    setText('');
  };

  if (value) {
    return (
      <div className="flex flex-col gap-1.5">
        <span className="text-sm font-medium">{t('Title')}</span>
        <div className="flex h-11 items-center gap-2.5 rounded-theme border border-line bg-background/60 ps-3 pe-1" data-testid="title-picker-value">
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
      <label htmlFor={id} className="text-sm font-medium">{t('Title')}</label>
      <div className="relative">
        <input
          id={id}
          role="combobox"
          aria-expanded={list.length > 0}
          aria-controls={`${id}-list`}
          aria-autocomplete="list"
          aria-activedescendant={list.length ? `${id}-opt-${active}` : undefined}
          aria-invalid={error ? true : undefined}
          value={text}
          placeholder={t('Search for a title')}
          className={inputClass}
          onFocus={() => setOpen(true)}
          onBlur={() => setTimeout(() => setOpen(false), 150)}
          onChange={(e) => {
            setText(e.target.value);
            setOpen(true);
            setActive(0);
          }}
          onKeyDown={(e) => {
            if (e.key === 'ArrowDown') setActive((a) => Math.min(a + 1, list.length - 1));
            else if (e.key === 'ArrowUp') setActive((a) => Math.max(a - 1, 0));
            else if (e.key === 'Enter' && list[active]) choose(list[active]);
            else if (e.key === 'Escape') setOpen(false);
            else return;
            e.preventDefault();
          }}
          data-testid="title-picker"
        />
        {list.length > 0 && (
          <ul id={`${id}-list`} role="listbox" className="absolute inset-x-0 top-full z-30 mt-1 max-h-[420px] overflow-y-auto rounded-theme border border-line bg-raised p-1 shadow-xl">
            {list.map((option, i) => (
              <li
                key={option.id}
                id={`${id}-opt-${i}`}
                role="option"
                aria-selected={i === active}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => choose(option)}
                onMouseEnter={() => setActive(i)}
                className={`flex cursor-pointer items-center justify-between gap-3 rounded-md px-3 py-2 text-sm ${i === active ? 'bg-primary/12' : ''}`}
              >
                <span className="truncate font-medium">{option.name}</span>
                <span className="shrink-0 text-xs text-muted">
                  {option.type === 'series' ? t('Series') : t('Movie')}
                  {option.year ? ` · ${option.year}` : ''}
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
      {error && <p className="text-xs font-medium text-danger">{error}</p>}
    </div>
  );
}
