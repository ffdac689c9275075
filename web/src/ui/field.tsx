import { type InputHTMLAttributes, type Ref, type TextareaHTMLAttributes, useId } from 'react';

interface FieldShellProps {
  id: string;
  label?: string;
  description?: string;
  error?: string;
  children: React.ReactNode;
  className?: string;
}

function FieldShell({ id, label, description, error, children, className = '' }: FieldShellProps) {
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      {label && (
        <label htmlFor={id} className="text-sm font-medium text-fg">
          {label}
        </label>
      )}
      {children}
      {description && !error && (
        <p id={`${id}-desc`} className="text-xs text-muted">
          {description}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-xs font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

export const inputClass =
  'h-11 w-full rounded-theme border border-line bg-background/60 px-3.5 text-sm text-fg placeholder:text-muted/80 transition duration-150 hover:border-fg/30 focus:border-primary focus:outline-none focus:ring-3 focus:ring-primary/25 aria-invalid:border-danger aria-invalid:focus:ring-danger/25 disabled:opacity-60';

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label?: string;
  description?: string;
  error?: string;
  ref?: Ref<HTMLInputElement>;
  fieldClassName?: string;
}

/** A labelled input; works with react-hook-form's register() (ref is a prop in React 19). */
export function TextField({ label, description, error, id, fieldClassName, className = '', ref, ...rest }: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <FieldShell id={inputId} label={label} description={description} error={error} className={fieldClassName}>
      <input
        ref={ref}
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${inputId}-error` : description ? `${inputId}-desc` : undefined}
        className={`${inputClass} ${className}`}
        {...rest}
      />
    </FieldShell>
  );
}

interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label?: string;
  description?: string;
  error?: string;
  ref?: Ref<HTMLTextAreaElement>;
}

export function TextArea({ label, description, error, id, className = '', ref, ...rest }: TextAreaProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <FieldShell id={inputId} label={label} description={description} error={error}>
      <textarea
        ref={ref}
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${inputId}-error` : undefined}
        className={`${inputClass} h-auto py-2.5 ${className}`}
        {...rest}
      />
    </FieldShell>
  );
}

interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: React.ReactNode;
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

export function Checkbox({ label, error, id, ref, ...rest }: CheckboxProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={inputId} className="inline-flex cursor-pointer items-center gap-2.5 text-sm text-fg">
        <input
          ref={ref}
          id={inputId}
          type="checkbox"
          className="size-4 rounded accent-[rgb(var(--mq-primary))]"
          aria-invalid={error ? true : undefined}
          {...rest}
        />
        {label}
      </label>
      {error && <p className="text-xs font-medium text-danger">{error}</p>}
    </div>
  );
}

interface SelectFieldProps extends React.SelectHTMLAttributes<HTMLSelectElement> {
  label?: string;
  description?: string;
  error?: string;
  options?: { value: string; label: string }[];
  /** Instead of options: <option>/<optgroup> elements (e.g. grouped time zones). */
  children?: React.ReactNode;
  ref?: Ref<HTMLSelectElement>;
}

/** A native select (best on phones); works with react-hook-form's register(). */
export function SelectField({ label, description, error, options, children, id, className = '', ref, ...rest }: SelectFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <FieldShell id={inputId} label={label} description={description} error={error}>
      <select ref={ref} id={inputId} aria-invalid={error ? true : undefined} className={`${inputClass} pe-8 ${className}`} {...rest}>
        {children ??
          options?.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
      </select>
    </FieldShell>
  );
}

/** A whole number (a year, an id): numeric keyboard on phones. */
export function NumberField(props: TextFieldProps) {
  return <TextField type="number" inputMode="numeric" {...props} />;
}

/** A whole number from 0 (a count, minutes). */
export function CountField(props: TextFieldProps) {
  return <NumberField min={0} {...props} />;
}

const switchClass =
  'relative mt-0.5 h-6 w-11 shrink-0 cursor-pointer appearance-none rounded-full bg-fg/15 transition-colors duration-150 before:absolute before:start-0.5 before:top-0.5 before:size-5 before:rounded-full before:bg-white before:shadow before:transition-transform before:duration-150 checked:bg-primary checked:before:translate-x-5 focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-primary/35 rtl:checked:before:-translate-x-5';

/** An on/off switch (a checkbox read out as a switch); `invalid` marks it for screen readers. */
export function SwitchInput({
  invalid,
  ...rest
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'role' | 'className'> & { invalid?: boolean }) {
  return <input type="checkbox" role="switch" aria-invalid={invalid ? true : undefined} className={switchClass} {...rest} />;
}
