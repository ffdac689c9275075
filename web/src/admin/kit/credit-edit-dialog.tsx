import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { applyServerErrors, http } from '../../api';
import { trans, useTrans } from '../../shell/i18n';
import { openDialog } from '../../shell/modal-host';
import { Button } from '../../ui/button';
import { DialogBody, DialogHeader, SubmitFooter } from '../../ui/dialog';
import { SelectField, TextField } from '../../ui/field';
import { toast } from '../../ui/toast-store';
import { departmentLabel } from '../../ui/catalogue/format';
import type { Credit } from '../../ui/catalogue/types';
import { crewDepartments } from '../../../../src/shared/credits';
import { useRefreshCatalogue } from './catalogue-refresh';

interface Values {
  character: string;
  job: string;
  department: string;
}

function CreditEditForm({ titleId, credit, close }: { titleId: number; credit: Credit; close: () => void }) {
  const t = useTrans();
  const refresh = useRefreshCatalogue();
  const cast = credit.department === 'cast';
  const form = useForm<Values>({
    defaultValues: { character: credit.character ?? '', job: credit.job ?? '', department: credit.department },
  });
  const save = useMutation({
    mutationFn: (v: Values) =>
      http.put(
        `titles/${titleId}/credits/${credit.id}`,
        cast ? { character: v.character.trim() || null } : { job: v.job.trim() || null, department: v.department },
      ),
    onSuccess: async () => {
      toast(t('Credit updated'));
      close();
      await refresh();
    },
    onError: (e) => applyServerErrors(form, e),
  });
  const { register, formState } = form;
  return (
    <form onSubmit={form.handleSubmit((v) => save.mutate(v))} noValidate>
      <DialogHeader onClose={close}>{credit.person.name}</DialogHeader>
      <DialogBody className="flex flex-col gap-4">
        {cast ? (
          <TextField
            label={t('Character')}
            autoFocus
            {...register('character')}
            error={formState.errors.character?.message}
            data-testid="edit-character"
          />
        ) : (
          <>
            <SelectField
              label={t('Department')}
              options={crewDepartments.map((d) => ({ value: d, label: departmentLabel(d) }))}
              {...register('department')}
              error={formState.errors.department?.message}
            />
            <TextField label={t('Job')} autoFocus {...register('job')} error={formState.errors.job?.message} />
          </>
        )}
      </DialogBody>
      <SubmitFooter onCancel={close} loading={save.isPending} testId="save-credit" label={t('Save')} />
    </form>
  );
}

/** Changes a credit's character (cast) or job and department (crew). */
export function editCredit(titleId: number, credit: Credit) {
  return openDialog((close) => <CreditEditForm titleId={titleId} credit={credit} close={() => close()} />, {
    size: 'sm',
    label: trans('Edit credit'),
  });
}
