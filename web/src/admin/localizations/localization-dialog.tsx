import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { applyServerErrors } from '../../api/form-errors';
import { useTrans } from '../../shell/i18n';
import { openDialog } from '../../shell/modal-host';
import { Button } from '../../ui/button';
import { DialogBody, DialogHeader, SubmitFooter } from '../../ui/dialog';
import { SelectField, TextField } from '../../ui/field';
import { toast } from '../../ui/toast-store';
import { l10nApi, l10nKeys, type LocalizationRow } from './api';
import { languageName, localeOptions } from './locale-codes';

interface Values {
  name: string;
  language: string;
}

/** Add (no row) or rename a localization; server field errors land under the fields. */
export const openLocalizationDialog = (row?: LocalizationRow) =>
  openDialog<boolean>((close) => <LocalizationDialog row={row} close={close} />, {
    label: row ? 'Rename localization' : 'Add localization',
    size: 'sm',
  });

function LocalizationDialog({ row, close }: { row?: LocalizationRow; close: (done?: boolean) => void }) {
  const t = useTrans();
  const client = useQueryClient();
  const form = useForm<Values>({ defaultValues: { name: row?.name ?? '', language: row?.language ?? '' } });
  const { errors } = form.formState;
  const options =
    localeOptions.some((o) => o.value === row?.language) || !row
      ? localeOptions
      : [{ value: row.language, label: row.language }, ...localeOptions];
  const save = useMutation({
    mutationFn: (v: Values) =>
      row
        ? l10nApi.update(row.id, { name: v.name.trim(), language: v.language })
        : l10nApi.create({ name: v.name.trim(), language: v.language }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: l10nKeys.all });
      toast(row ? t('Localization updated') : t('Localization created'));
      close(true);
    },
    onError: (e) => applyServerErrors(form, e),
  });
  const language = form.register('language', {
    required: t('Choose a language'),
    onChange: (e: { target: { value: string } }) => {
      if (!form.getValues('name').trim()) form.setValue('name', languageName(e.target.value));
    },
  });
  return (
    <form onSubmit={form.handleSubmit((v) => save.mutate(v))} noValidate data-testid="localization-dialog">
      <DialogHeader onClose={() => close(false)}>{row ? t('Rename localization') : t('Add localization')}</DialogHeader>
      <DialogBody className="space-y-4">
        <SelectField label={t('Language')} error={errors.language?.message} {...language} data-testid="localization-language">
          <option value="">{t('Choose a language')}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('Name')}
          error={errors.name?.message}
          {...form.register('name', { required: t('The name is required.') })}
          data-testid="localization-name"
        />
      </DialogBody>
      <SubmitFooter onCancel={() => close(false)} loading={save.isPending} testId="localization-save" label={row ? t('Save') : t('Add')} />
    </form>
  );
}
