import { X } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { type FieldValues, get, type Path, type PathValue, type UseFormReturn } from 'react-hook-form';
import { IconButton } from '../../ui/button';
import { type ArtworkKind, Artwork } from '../../ui/catalogue/artwork';

/** The props of a one-item picker: the chosen item (or null), its change, and the error under it. */
export type PickerProps<T> = { value: T | null; onChange: (item: T | null) => void; error?: string };

/**
 * The item chosen in a form's picker, its id kept in the form's hidden field `name` (required, with
 * the `required` message): render `field` in the form and spread `picker` onto the picker.
 */
export function usePicked<T extends { id: number }, V extends FieldValues>(form: UseFormReturn<V>, name: Path<V>, required: string) {
  const [picked, setPicked] = useState<T | null>(null);
  const picker: PickerProps<T> = {
    value: picked,
    onChange: (item) => {
      setPicked(item);
      form.setValue(name, (item?.id ?? null) as PathValue<V, Path<V>>, { shouldDirty: true });
      form.clearErrors(name);
    },
    error: (get(form.formState.errors, name) as { message?: string } | undefined)?.message,
  };
  const field = <input type="hidden" {...form.register(name, { validate: (v) => (v ? true : required) })} />;
  return { picked, setPicked, picker, field };
}

/**
 * A labelled one-item picker (a credit's title or person): the chosen item as a small artwork,
 * its name and `meta`, with a button that clears it, or the search box (`children`) while none is chosen.
 */
export function PickerField<T extends { poster: string | null; name: string }>({
  id,
  label,
  picker: { value, onChange, error },
  kind,
  meta,
  changeLabel,
  testId,
  children,
}: {
  id: string;
  label: string;
  /** The picker's own props: the chosen item, its change (cleared by the button) and the error. */
  picker: PickerProps<T>;
  kind: ArtworkKind;
  meta?: (item: T) => string;
  changeLabel: string;
  /** The chosen item's box is `<testId>-value`. */
  testId: string;
  children: ReactNode;
}) {
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {value ? (
        <div
          className="flex h-11 items-center gap-2.5 rounded-theme border border-line bg-background/60 ps-1.5 pe-1"
          data-testid={`${testId}-value`}
        >
          <Artwork src={value.poster} kind={kind} seed={value.name} sizes="32px" className="w-6 shrink-0" rounded="rounded" />
          <span className="min-w-0 flex-1 truncate text-sm font-medium">{value.name}</span>
          {meta && <span className="hidden shrink-0 text-xs text-muted sm:inline">{meta(value)}</span>}
          <IconButton label={changeLabel} onClick={() => onChange(null)} className="size-9">
            <X className="size-4" aria-hidden />
          </IconButton>
        </div>
      ) : (
        children
      )}
      {error && <p className="text-xs font-medium text-danger">{error}</p>}
    </div>
  );
}
