import { Check, ChevronDown } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { inputClass } from './field';
import { createTypeAhead } from './type-ahead';

interface SelectListProps {
  label: string;
  options: { value: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
  /** Shown while no option is chosen. */
  placeholder?: string;
  description?: string;
  error?: string;
  required?: boolean;
  id?: string;
  testId?: string;
}

/**
 * A select whose list is drawn by the app (spec section 9: at most 420 px tall, type-ahead that
 * forgets after 500 ms): arrows, Home and End move, Enter or Space choose, Escape closes.
 */
export function SelectList({
  label,
  options,
  value,
  onChange,
  placeholder = '',
  description,
  error,
  required,
  id,
  testId,
}: SelectListProps) {
  const autoId = useId();
  const buttonId = id ?? autoId;
  const listId = `${buttonId}-list`;
  const [open, setOpen] = useState(false);
  const chosen = options.findIndex((o) => o.value === value);
  const [active, setActive] = useState(Math.max(chosen, 0));
  const typeAhead = useRef(createTypeAhead());
  const list = useRef<HTMLUListElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    list.current?.focus();
    list.current?.querySelector(`[data-index="${active}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [open, active]);

  const show = (index = Math.max(chosen, 0)) => {
    setActive(index);
    setOpen(true);
  };
  const choose = (index: number) => {
    const option = options[index];
    if (option) onChange(option.value);
    setOpen(false);
    button.current?.focus();
  };
  const find = (key: string, from: number) =>
    typeAhead.current(
      key,
      options.map((o) => o.label),
      from,
    );

  const onButtonKey = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') show();
    else if (e.key.length === 1 && e.key !== ' ' && !e.ctrlKey && !e.metaKey && !e.altKey) {
      // closed, like a native select: typing picks the match at once
      const match = find(e.key, chosen);
      if (match >= 0) onChange(options[match]!.value);
    } else return;
    e.preventDefault();
  };
  const onListKey = (e: KeyboardEvent) => {
    const last = options.length - 1;
    if (e.key === 'ArrowDown') setActive((a) => Math.min(a + 1, last));
    else if (e.key === 'ArrowUp') setActive((a) => Math.max(a - 1, 0));
    else if (e.key === 'Home') setActive(0);
    else if (e.key === 'End') setActive(last);
    else if (e.key === 'Enter' || e.key === ' ') choose(active);
    else if (e.key === 'Escape' || e.key === 'Tab') {
      setOpen(false);
      if (e.key === 'Tab') return;
      button.current?.focus();
    } else if (e.key.length === 1 && !e.ctrlKey && !e.metaKey && !e.altKey) {
      const match = find(e.key, active);
      if (match >= 0) setActive(match);
    } else return;
    e.preventDefault();
  };

  return (
    <div className="relative flex flex-col gap-1.5" data-testid={testId}>
      <span id={`${buttonId}-label`} className="text-sm font-medium text-fg">
        {label}
      </span>
      <button
        ref={button}
        id={buttonId}
        type="button"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-labelledby={`${buttonId}-label ${buttonId}`}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={error ? `${buttonId}-error` : description ? `${buttonId}-desc` : undefined}
        onClick={() => (open ? setOpen(false) : show())}
        onKeyDown={onButtonKey}
        className={`${inputClass} flex items-center justify-between gap-2 text-start`}
      >
        <span className={`truncate ${chosen < 0 ? 'text-muted/80' : ''}`}>{chosen < 0 ? placeholder : options[chosen]!.label}</span>
        <ChevronDown className="size-4 shrink-0 text-muted" aria-hidden />
      </button>
      {open && (
        <ul
          ref={list}
          id={listId}
          role="listbox"
          tabIndex={-1}
          aria-labelledby={`${buttonId}-label`}
          aria-activedescendant={`${buttonId}-opt-${active}`}
          onKeyDown={onListKey}
          onBlur={(e) => !e.currentTarget.parentElement?.contains(e.relatedTarget as Node | null) && setOpen(false)}
          className="absolute inset-x-0 top-full z-30 mt-1 max-h-[420px] overflow-y-auto rounded-theme border border-line bg-raised p-1 shadow-xl outline-none"
        >
          {options.map((option, i) => (
            <li
              key={option.value}
              id={`${buttonId}-opt-${i}`}
              data-index={i}
              role="option"
              aria-selected={i === chosen}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => choose(i)}
              onMouseEnter={() => setActive(i)}
              className={`flex cursor-pointer items-center justify-between gap-3 rounded-md px-3 py-2 text-sm ${i === active ? 'bg-primary/12' : ''}`}
            >
              <span className="truncate">{option.label}</span>
              {i === chosen && <Check className="size-4 shrink-0 text-primary" aria-hidden />}
            </li>
          ))}
        </ul>
      )}
      {description && !error && (
        <p id={`${buttonId}-desc`} className="text-xs text-muted">
          {description}
        </p>
      )}
      {error && (
        <p id={`${buttonId}-error`} className="text-xs font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
