import { Controller, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { EXTRA_TEXT_MAX, type ExtraField, extraFieldKey } from '../../../../src/shared/registration-fields';
import { useTrans } from '../../shell/i18n';
import { Checkbox, TextField } from '../../ui/field';
import { SelectList } from '../../ui/select-list';

/** Empty answers for the form's default values: text and select '', checkbox false. */
export const emptyExtraAnswers = (fields: readonly ExtraField[]) =>
  Object.fromEntries(fields.map((f) => [f.name, f.type === 'checkbox' ? false : '']));

/** The field keys a 422 may name (`extra_fields.<name>`), for placing server errors. */
export const extraErrorKeys = (fields: readonly ExtraField[]) => fields.map((f) => extraFieldKey(f.name));

/**
 * The admin's extra fields on the register form (spec section 2), registered as
 * `extra_fields.<name>`: the same keys the server's field errors use.
 */
export function RegisterExtraFields<T extends FieldValues>({ form, fields }: { form: UseFormReturn<T>; fields: readonly ExtraField[] }) {
  const t = useTrans();
  if (!fields.length) return null;
  const errorOf = (name: string) => {
    const group = form.formState.errors.extra_fields as Record<string, { message?: string } | undefined> | undefined;
    return group?.[name]?.message;
  };
  return (
    <div className="flex flex-col gap-5" data-testid="register-extra-fields">
      {fields.map((field) => {
        const key = extraFieldKey(field.name) as Path<T>;
        const label = t(field.label);
        const optional = field.required ? label : `${label} ${t('(optional)')}`;
        if (field.type === 'checkbox') {
          return (
            <Checkbox
              key={field.name}
              label={label}
              required={field.required}
              error={errorOf(field.name)}
              {...form.register(key, {
                validate: (v) => !field.required || v === true || t('The :label field must be accepted.', { label }),
              })}
            />
          );
        }
        if (field.type === 'select') {
          return (
            <Controller
              key={field.name}
              control={form.control}
              name={key}
              rules={{ validate: (v) => !field.required || !!v || t('The :label field is required.', { label }) }}
              render={({ field: input }) => (
                <SelectList
                  label={optional}
                  required={field.required}
                  placeholder={t('Choose one')}
                  options={[
                    ...(field.required ? [] : [{ value: '', label: t('None') }]),
                    ...field.options.map((o) => ({ value: o, label: o })),
                  ]}
                  value={String(input.value ?? '')}
                  onChange={input.onChange}
                  error={errorOf(field.name)}
                  testId={`extra-${field.name}`}
                />
              )}
            />
          );
        }
        return (
          <TextField
            key={field.name}
            label={optional}
            required={field.required}
            maxLength={EXTRA_TEXT_MAX}
            error={errorOf(field.name)}
            {...form.register(key, {
              validate: (v) => !field.required || String(v ?? '').trim() !== '' || t('The :label field is required.', { label }),
            })}
          />
        );
      })}
    </div>
  );
}
