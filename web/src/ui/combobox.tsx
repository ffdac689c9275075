import { type InputHTMLAttributes, type ReactNode, useState } from 'react';
import { inputClass } from './field';

interface ComboboxProps<T> {
  id: string;
  text: string;
  onText: (text: string) => void;
  /** Every current match; shown while the input is focused. */
  options: T[];
  optionKey: (option: T) => string | number;
  renderOption: (option: T) => ReactNode;
  onChoose: (option: T) => void;
  /** e.g. a 'no match' box under the input, shown only while the list is open. */
  footer?: (open: boolean) => ReactNode;
  listClassName?: string;
  optionClassName?: string;
  inputProps?: InputHTMLAttributes<HTMLInputElement> & { 'data-testid'?: string };
}

/**
 * A search box with a listbox of matches (ARIA combobox): arrows move, Enter chooses, Escape
 * closes; a click chooses without the input losing focus first.
 */
export function Combobox<T>({
  id,
  text,
  onText,
  options,
  optionKey,
  renderOption,
  onChoose,
  footer,
  listClassName = 'max-h-96',
  optionClassName = 'px-3 py-2',
  inputProps,
}: ComboboxProps<T>) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const list = open ? options : [];
  const choose = (option: T) => {
    setActive(0);
    onChoose(option);
  };
  return (
    <div className="relative">
      <input
        {...inputProps}
        id={id}
        role="combobox"
        aria-expanded={list.length > 0}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={list.length ? `${id}-opt-${active}` : undefined}
        value={text}
        className={inputClass}
        onFocus={() => setOpen(true)}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        onChange={(e) => {
          onText(e.target.value);
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
      />
      {list.length > 0 && (
        <ul
          id={`${id}-list`}
          role="listbox"
          className={`absolute inset-x-0 top-full z-30 mt-1 overflow-y-auto rounded-theme border border-line bg-raised p-1 shadow-xl ${listClassName}`}
        >
          {list.map((option, i) => (
            <li
              key={optionKey(option)}
              id={`${id}-opt-${i}`}
              role="option"
              aria-selected={i === active}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => choose(option)}
              onMouseEnter={() => setActive(i)}
              className={`flex cursor-pointer items-center gap-3 rounded-md text-sm ${optionClassName} ${i === active ? 'bg-primary/12' : ''}`}
            >
              {renderOption(option)}
            </li>
          ))}
        </ul>
      )}
      {footer?.(open)}
    </div>
  );
}
