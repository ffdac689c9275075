import { useForm } from 'react-hook-form';
import { applyServerErrors } from '../../api';
import { useTrans } from '../../shell/i18n';
import { Button } from '../../ui/button';
import { DialogBody, DialogHeader, SubmitFooter } from '../../ui/dialog';
import { TextField } from '../../ui/field';
import { toast } from '../../ui/toast-store';
import { type AdminTag, type TagInput, type TagType, useSaveTag } from './api';
import { typeNames } from './type-names';

/** Create or rename a tag; server field errors show under the fields. */
export function TagDialog({ type, tag, close }: { type: TagType; tag: AdminTag | null; close: () => void }) {
  const t = useTrans();
  const save = useSaveTag(type);
  const names = typeNames[type];
  const form = useForm<TagInput>({
    defaultValues: { name: tag?.name ?? '', display_name: tag && tag.display_name !== tag.name ? tag.display_name : '' },
  });
  const submit = form.handleSubmit((input) =>
    save.mutate(
      { id: tag?.id ?? null, input },
      {
        onSuccess: () => {
          toast(tag ? t(`${names.one} renamed`) : t(`${names.one} created`));
          close();
        },
        onError: (e) => applyServerErrors(form, e),
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate data-testid="tag-form">
      <DialogHeader onClose={close}>{tag ? t(`Rename ${names.one.toLowerCase()}`) : t(`New ${names.one.toLowerCase()}`)}</DialogHeader>
      <DialogBody className="flex flex-col gap-4">
        <TextField
          label={t('Name')}
          autoFocus
          description={type === 'country' ? t('A two-letter country code, e.g. US.') : undefined}
          error={form.formState.errors.name?.message}
          {...form.register('name', { required: t('The name field is required.') })}
          data-testid="tag-name"
        />
        <TextField
          label={t('Display name')}
          description={t('Optional: shown instead of the name on the site.')}
          error={form.formState.errors.display_name?.message}
          {...form.register('display_name')}
        />
      </DialogBody>
      <SubmitFooter onCancel={close} loading={save.isPending} testId="tag-save" label={tag ? t('Save') : t('Create')} />
    </form>
  );
}
