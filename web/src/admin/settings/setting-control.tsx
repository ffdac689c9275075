import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useTrans } from '../../shell/i18n';
import { Button } from '../../ui/button';
import { SelectField, SwitchInput, TextArea, TextField, inputClass } from '../../ui/field';
import type { SettingField } from './api';
import { RegistrationFieldsEditor } from './registration-fields-editor';

export const fieldId = (name: string) => `setting-${name.replace(/[^a-z0-9_-]/gi, '-')}`;

interface ControlProps {
  field: SettingField;
  /** The form value (see form-values.ts); for a secret: whether it is set on the server. */
  value: unknown;
  /** For a secret only: the replacement typed so far ('' = remove), undefined = unchanged. */
  draft?: unknown;
  error?: string;
  onChange: (value: unknown) => void;
  /** For a secret: forget the typed replacement. */
  onReset: () => void;
}

/** One setting's input, chosen by the control type the server derived from its schema. */
export function SettingControl({ field, value, draft, error, onChange, onReset }: ControlProps) {
  const t = useTrans();
  const id = fieldId(field.name);
  const description = field.description ? t(field.description) : undefined;
  const { control } = field;
  switch (control.type) {
    case 'boolean':
      return <Switch id={id} label={t(field.label)} description={description} checked={value === true} error={error} onChange={onChange} />;
    case 'select':
      return (
        <SelectField
          id={id}
          label={t(field.label)}
          description={description}
          error={error}
          value={String(value)}
          onChange={(e) => onChange(e.target.value)}
          options={control.options.map((o) => ({ value: o, label: t(field.optionLabels?.[o] ?? (o || 'None')) }))}
        />
      );
    case 'number':
      return (
        <TextField
          id={id}
          label={t(field.label)}
          description={description ?? rangeHint(t, control.min, control.max)}
          error={error}
          inputMode={control.integer ? 'numeric' : 'decimal'}
          type="number"
          step={control.integer ? 1 : 'any'}
          min={control.min}
          max={control.max}
          value={String(value)}
          onChange={(e) => onChange(e.target.value)}
          fieldClassName="max-w-xs"
        />
      );
    case 'list':
      return (
        <TextArea
          id={id}
          label={t(field.label)}
          description={description ?? t('One per line.')}
          error={error}
          rows={5}
          spellCheck={false}
          className="font-mono text-xs"
          value={String(value)}
          onChange={(e) => onChange(e.target.value)}
        />
      );
    case 'multiselect': {
      const chosen = String(value).split(',').filter(Boolean);
      const toggle = (option: string) =>
        onChange(control.options.filter((o) => (o === option ? !chosen.includes(o) : chosen.includes(o))).join(','));
      return (
        <fieldset id={id} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined}>
          <legend className="text-sm font-medium text-fg">{t(field.label)}</legend>
          {description && <p className="mt-0.5 text-xs text-muted">{description}</p>}
          <div className="mt-2 flex flex-wrap gap-2">
            {control.options.map((option) => (
              <label
                key={option}
                className="inline-flex h-9 cursor-pointer items-center gap-2 rounded-theme border border-line px-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/10"
              >
                <input
                  type="checkbox"
                  checked={chosen.includes(option)}
                  onChange={() => toggle(option)}
                  className="size-4 accent-[rgb(var(--mq-primary))]"
                />
                {t(field.optionLabels?.[option] ?? option)}
              </label>
            ))}
          </div>
          {error && (
            <p id={`${id}-error`} className="mt-1 text-xs font-medium text-danger">
              {error}
            </p>
          )}
        </fieldset>
      );
    }
    case 'text':
      return control.multiline ? (
        <TextArea
          id={id}
          label={t(field.label)}
          description={description}
          error={error}
          rows={4}
          maxLength={control.maxLength}
          value={String(value)}
          onChange={(e) => onChange(e.target.value)}
        />
      ) : (
        <TextField
          id={id}
          label={t(field.label)}
          description={description}
          error={error}
          maxLength={control.maxLength}
          value={String(value)}
          onChange={(e) => onChange(e.target.value)}
        />
      );
    case 'registration-fields':
      return (
        <RegistrationFieldsEditor
          id={id}
          label={t(field.label)}
          description={description}
          value={value}
          error={error}
          onChange={onChange}
        />
      );
    case 'secret':
      return (
        <SecretControl
          id={id}
          field={field}
          isSet={value === true}
          draft={draft as string | undefined}
          error={error}
          onChange={onChange}
          onReset={onReset}
        />
      );
  }
}

function rangeHint(t: ReturnType<typeof useTrans>, min?: number, max?: number) {
  if (min !== undefined && max !== undefined) return t('From :min to :max.', { min, max });
  return undefined;
}

function Switch({
  id,
  label,
  description,
  checked,
  error,
  onChange,
}: {
  id: string;
  label: string;
  description?: string;
  checked: boolean;
  error?: string;
  onChange: (v: boolean) => void;
}) {
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="min-w-0">
        <label htmlFor={id} className="text-sm font-medium text-fg">
          {label}
        </label>
        {description && <p className="mt-0.5 text-xs text-muted">{description}</p>}
        {error && <p className="mt-0.5 text-xs font-medium text-danger">{error}</p>}
      </div>
      <SwitchInput id={id} checked={checked} invalid={!!error} onChange={(e) => onChange(e.target.checked)} />
    </div>
  );
}

/**
 * A write-only value: shows whether it is set, never the value. Replace opens an empty password
 * input (left empty it changes nothing); Remove saves an empty value.
 */
function SecretControl({
  id,
  field,
  isSet,
  draft,
  error,
  onChange,
  onReset,
}: {
  id: string;
  field: SettingField;
  isSet: boolean;
  draft?: string;
  error?: string;
  onChange: (v: string) => void;
  onReset: () => void;
}) {
  const t = useTrans();
  // the form remounts this after a save or Discard, which closes the input
  const [editing, setEditing] = useState(false);
  const removing = draft === '' && !editing;
  const status = removing ? t('Will be removed when you save') : isSet ? t('Set') : t('Not set');
  return (
    <div className="flex flex-col gap-1.5" data-testid={`secret-${field.name}`}>
      <span className="text-sm font-medium text-fg" id={`${id}-label`}>
        {t(field.label)}
      </span>
      <div className="flex flex-wrap items-center gap-2">
        <span
          className={`inline-flex h-7 items-center gap-1.5 rounded-full px-2.5 text-xs font-semibold ${isSet && !removing ? 'bg-positive/15 text-positive' : 'bg-fg/8 text-muted'}`}
          data-testid="secret-status"
        >
          <KeyRound className="size-3.5" aria-hidden />
          {status}
        </span>
        {!editing && (
          <Button
            variant="outline"
            size="xs"
            onClick={() => {
              setEditing(true);
              onReset();
            }}
          >
            {isSet ? t('Replace') : t('Set value')}
          </Button>
        )}
        {!editing && isSet && !removing && (
          <Button variant="ghost" size="xs" onClick={() => onChange('')}>
            {t('Remove')}
          </Button>
        )}
        {(editing || removing) && (
          <Button
            variant="ghost"
            size="xs"
            onClick={() => {
              setEditing(false);
              onReset();
            }}
          >
            {t('Cancel')}
          </Button>
        )}
      </div>
      {editing && (
        <input
          id={id}
          type="password"
          autoComplete="new-password"
          spellCheck={false}
          aria-labelledby={`${id}-label`}
          aria-invalid={error ? true : undefined}
          placeholder={t('New value')}
          maxLength={field.control.type === 'secret' ? field.control.maxLength : undefined}
          value={draft ?? ''}
          // an empty input is no change (Remove is the way to clear a secret)
          onChange={(e) => (e.target.value === '' ? onReset() : onChange(e.target.value))}
          className={inputClass}
          autoFocus
        />
      )}
      {field.description && !error && <p className="text-xs text-muted">{t(field.description)}</p>}
      {error && <p className="text-xs font-medium text-danger">{error}</p>}
    </div>
  );
}
