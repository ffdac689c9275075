import { type FieldPath, type FieldValues, get, type RegisterOptions, type UseFormReturn } from 'react-hook-form';
import { trans } from '../../shell/i18n';

/**
 * The props that wire a form field to react-hook-form: its registration (with `rules`) and the
 * error message to show under it. Spread them onto a TextField, TextArea or Checkbox.
 */
export const fieldProps =
  <T extends FieldValues>({ register, formState }: Pick<UseFormReturn<T>, 'register' | 'formState'>) =>
  <P extends FieldPath<T>>(name: P, rules?: RegisterOptions<T, P>) => ({
    error: (get(formState.errors, name) as { message?: string } | undefined)?.message,
    ...register(name, rules),
  });

/** The rule of a whole-number field (empty is allowed); call it while rendering so the message is translated. */
export const wholeNumber = () => ({ pattern: { value: /^\d*$/, message: trans('Must be a whole number.') } });

/** The rules of a required one-line text (a title or a name): not blank, at most 255 characters. */
export const requiredLine = (message: string) => ({
  validate: (v: string) => v.trim() !== '' || message,
  maxLength: { value: 255, message: trans('At most 255 characters.') },
});

type TextKey<R> = { [K in keyof R]-?: R[K] extends string | null | undefined ? K : never }[keyof R];

/** Text fields of the record being edited as form values: '' where a field is empty or there is no record yet. */
export const textValues = <R extends object, K extends TextKey<R>>(row: R | null, keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, (row?.[k] as string | null | undefined) ?? ''])) as Record<K, string>;
