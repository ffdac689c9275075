import { Plus } from 'lucide-react';
import { useRef, useState } from 'react';
import { EXTRA_FIELD_TYPES, type ExtraField, extraFieldName } from '../../../../src/shared/registration-fields';
import { useTrans } from '../../shell/i18n';
import { Button, DeleteIconButton } from '../../ui/button';
import { Checkbox, SelectField, TextArea, TextField } from '../../ui/field';

const typeLabels: Record<ExtraField['type'], string> = { text: 'Text', select: 'Select', checkbox: 'Checkbox' };

interface Row {
  uid: number;
  field: ExtraField;
  /** A select's options as typed (one per line), so a new empty line survives typing. */
  optionsText: string;
  /** Added in this form: its name still follows its label (saved names never change). */
  fresh: boolean;
}

/**
 * The register form's extra fields (setting registration.extra_fields): label, type, required
 * and a select's options, per field. Names are made from labels once and then kept, since stored
 * answers are keyed by them.
 */
export function RegistrationFieldsEditor({
  id,
  label,
  description,
  value,
  error,
  onChange,
}: {
  id: string;
  label: string;
  description?: string;
  value: unknown;
  error?: string;
  onChange: (fields: ExtraField[]) => void;
}) {
  const t = useTrans();
  const next = useRef(0);
  const [rows, setRows] = useState<Row[]>(() =>
    (Array.isArray(value) ? (value as ExtraField[]) : []).map((field) => ({
      uid: next.current++,
      field,
      optionsText: field.options.join('\n'),
      fresh: false,
    })),
  );
  const commit = (updated: Row[]) => {
    setRows(updated);
    onChange(updated.map((r) => r.field));
  };
  const edit = (uid: number, patch: Partial<ExtraField>, optionsText?: string) =>
    commit(
      rows.map((row) => {
        if (row.uid !== uid) return row;
        const field = { ...row.field, ...patch };
        if (row.fresh && patch.label !== undefined) {
          field.name = extraFieldName(
            patch.label,
            rows.filter((r) => r.uid !== uid).map((r) => r.field.name),
          );
        }
        return { ...row, field, optionsText: optionsText ?? row.optionsText };
      }),
    );
  const add = () => {
    const name = extraFieldName(
      'field',
      rows.map((r) => r.field.name),
    );
    commit([
      ...rows,
      { uid: next.current++, field: { name, label: '', type: 'text', required: false, options: [] }, optionsText: '', fresh: true },
    ]);
  };

  return (
    <div className="flex flex-col gap-3" data-testid="registration-fields-editor">
      <div>
        <span id={`${id}-label`} className="text-sm font-medium text-fg">
          {label}
        </span>
        {description && <p className="mt-0.5 text-xs text-muted">{description}</p>}
      </div>
      {rows.length === 0 && <p className="text-sm text-muted">{t('The register form asks only for the e-mail and password.')}</p>}
      <ol className="flex flex-col gap-3" aria-labelledby={`${id}-label`}>
        {rows.map((row, index) => (
          <li key={row.uid} className="rounded-xl border border-line bg-background/40 p-3 sm:p-4" data-testid="extra-field-row">
            <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_10rem_auto] sm:items-end">
              <TextField
                id={index === 0 ? id : undefined}
                label={t('Label')}
                value={row.field.label}
                maxLength={100}
                onChange={(e) => edit(row.uid, { label: e.target.value })}
              />
              <SelectField
                label={t('Type')}
                value={row.field.type}
                onChange={(e) => edit(row.uid, { type: e.target.value as ExtraField['type'] })}
                options={EXTRA_FIELD_TYPES.map((type) => ({ value: type, label: t(typeLabels[type]) }))}
              />
              <DeleteIconButton
                className="hidden size-9 sm:grid"
                label={t('Remove field :label', { label: row.field.label || String(index + 1) })}
                onClick={() => commit(rows.filter((r) => r.uid !== row.uid))}
              />
            </div>
            {row.field.type === 'select' && (
              <div className="mt-3">
                <TextArea
                  label={t('Options')}
                  description={t('One per line.')}
                  rows={3}
                  value={row.optionsText}
                  onChange={(e) =>
                    edit(
                      row.uid,
                      {
                        options: e.target.value
                          .split('\n')
                          .map((o) => o.trim())
                          .filter(Boolean),
                      },
                      e.target.value,
                    )
                  }
                />
              </div>
            )}
            <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
              <Checkbox
                label={t('Required')}
                checked={row.field.required}
                onChange={(e) => edit(row.uid, { required: e.target.checked })}
              />
              <span className="flex items-center gap-2">
                <code className="text-xs text-muted" title={t('Answers are stored under this name')}>
                  {row.field.name}
                </code>
                {/* on a phone the remove button sits here, not alone on a row of its own */}
                <DeleteIconButton
                  className="size-9 sm:hidden"
                  label={t('Remove field :label', { label: row.field.label || String(index + 1) })}
                  onClick={() => commit(rows.filter((r) => r.uid !== row.uid))}
                />
              </span>
            </div>
          </li>
        ))}
      </ol>
      <div>
        <Button variant="outline" size="sm" onClick={add}>
          <Plus className="size-4" aria-hidden />
          {t('Add field')}
        </Button>
      </div>
      {error && <p className="text-xs font-medium text-danger">{error}</p>}
    </div>
  );
}
