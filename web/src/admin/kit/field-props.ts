import { type FieldPath, type FieldValues, get, type RegisterOptions, type UseFormReturn } from 'react-hook-form';

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
