import { useMutation } from '@tanstack/react-query';
import { type ComponentProps, type FormEvent, useState } from 'react';
import { type FieldValues, get, type Path, type RegisterOptions, type UseFormReturn } from 'react-hook-form';
import { showHttpError } from '../api/errors';
import { applyServerErrors } from '../api/form-errors';
import { isHttpError } from '../api/http';
import { useTrans } from '../shell/i18n';
import { TextArea, TextField } from './field';
import { toast } from './toast-store';

// The wiring every react-hook-form form repeats: a field's registration, rules and error; the
// email and new-password fields of the auth and account forms; a submit that toasts the server's
// message and puts a 422's messages on the fields.

type Bound<V extends FieldValues> = { form: UseFormReturn<V>; name: Path<V>; rules?: RegisterOptions<V, Path<V>> };

/** A field's registration plus its error message, to spread on a TextField, TextArea or SelectField. */
export function bindField<V extends FieldValues>(form: UseFormReturn<V>, name: Path<V>, rules?: RegisterOptions<V, Path<V>>) {
  const error = (get(form.formState.errors, name) as { message?: string } | undefined)?.message;
  return { error, ...form.register(name, rules) };
}

type FieldProps<C extends typeof TextField | typeof TextArea> = Omit<ComponentProps<C>, 'name' | 'error' | 'form'>;

/** A TextField bound to a form field: its registration, rules and error message. */
export const FormTextField = <V extends FieldValues>({ form, name, rules, ...rest }: FieldProps<typeof TextField> & Bound<V>) => (
  <TextField {...rest} {...bindField(form, name, rules)} />
);

/** A TextArea bound to a form field: its registration, rules and error message. */
export const FormTextArea = <V extends FieldValues>({ form, name, rules, ...rest }: FieldProps<typeof TextArea> & Bound<V>) => (
  <TextArea {...rest} {...bindField(form, name, rules)} />
);

type EmailValues = { email: string };

/** The required email field; `locked` (an email that came with the link) makes it read-only. */
export function EmailField<V extends EmailValues>({
  form,
  locked = false,
  ...rest
}: { form: UseFormReturn<V>; locked?: boolean } & Omit<ComponentProps<typeof TextField>, 'name' | 'error' | 'form'>) {
  const t = useTrans();
  return (
    <FormTextField
      form={form as unknown as UseFormReturn<EmailValues>}
      name="email"
      rules={{ required: t('The email field is required.') }}
      label={t('Email')}
      type="email"
      autoComplete="email"
      inputMode="email"
      required
      {...(locked ? { readOnly: true, className: 'cursor-not-allowed text-muted' } : {})}
      {...rest}
    />
  );
}

type NewPasswordValues = { password: string; password_confirmation: string };

/** A new password and its confirmation (register, reset, change password). */
export function NewPasswordFields<V extends NewPasswordValues>({
  form,
  label,
  autoFocus,
  requiredMessage,
}: {
  form: UseFormReturn<V>;
  label: string;
  autoFocus?: boolean;
  /** One message for both fields; otherwise each names its field. */
  requiredMessage?: string;
}) {
  const t = useTrans();
  const bound = form as unknown as UseFormReturn<NewPasswordValues>;
  return (
    <>
      <FormTextField
        form={bound}
        name="password"
        rules={{ required: requiredMessage ?? t('The password field is required.') }}
        label={label}
        type="password"
        autoComplete="new-password"
        required
        autoFocus={autoFocus}
      />
      <FormTextField
        form={bound}
        name="password_confirmation"
        rules={{ required: requiredMessage ?? t('The password confirmation field is required.') }}
        label={t('Confirm password')}
        type="password"
        autoComplete="new-password"
        required
      />
    </>
  );
}

/**
 * A form's submit: on success the server's message (or `success`) is toasted and `then` runs; a
 * 422 puts its messages on the form's fields (only `fields` when given), other errors toast.
 */
export function useFormMutation<V extends FieldValues, A, R>(
  form: UseFormReturn<V>,
  mutationFn: (values: A) => Promise<R>,
  { success, then, fields }: { success?: string; then?: (res: R, values: A) => void; fields?: string[] } = {},
) {
  return useMutation({
    mutationFn,
    onSuccess: (res: R, values: A) => {
      if (success) toast.positive((res as { message?: string } | undefined)?.message || success);
      then?.(res, values);
    },
    onError: (err) => applyServerErrors(form, err, fields),
  });
}

/**
 * The busy flag and field errors of a form kept in plain state: `run` marks it busy while the save
 * runs, puts a 422's first message on each field and toasts any other error.
 */
export function useSubmitState() {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const run = async (save: () => Promise<void>) => {
    setBusy(true);
    try {
      await save();
    } catch (e) {
      if (isHttpError(e) && e.status === 422) setErrors(Object.fromEntries(Object.entries(e.fieldErrors).map(([k, v]) => [k, v[0] ?? ''])));
      else showHttpError(e);
    } finally {
      setBusy(false);
    }
  };
  return { errors, setErrors, busy, run };
}

/** A form's onSubmit that stays on the page and runs `submit`. */
export const submitHandler = (submit: () => unknown) => (e: FormEvent) => {
  e.preventDefault();
  void submit();
};
