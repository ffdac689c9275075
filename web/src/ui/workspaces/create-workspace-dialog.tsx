import { useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import { applyServerErrors } from '../../api/form-errors';
import { switchActiveWorkspace } from '../../api/workspace';
import { useCreateWorkspace } from '../../api/workspaces';
import { queryClient } from '../../api/query-client';
import { paths, pathTo } from '../../paths';
import { trans, useTrans } from '../../shell/i18n';
import { openDialog } from '../../shell/modal-host';
import { Button } from '../button';
import { DialogBody, DialogHeader, SubmitFooter } from '../dialog';
import { FormTextField } from '../form-fields';

export const WORKSPACE_NAME_MAX = 100;

/** 'New workspace': a name, then the new workspace is active and its settings page opens (to invite people). */
export function openCreateWorkspace() {
  return openDialog((close) => <CreateWorkspaceForm close={close} />, { size: 'sm', label: trans('New workspace') });
}

function CreateWorkspaceForm({ close }: { close: () => void }) {
  const t = useTrans();
  const [, navigate] = useLocation();
  const form = useForm({ defaultValues: { name: '' } });
  const create = useCreateWorkspace({ onError: (err) => applyServerErrors(form, err, ['name']) });
  const submit = form.handleSubmit(({ name }) =>
    create.mutate(name, {
      onSuccess: ({ workspace }) => {
        close();
        switchActiveWorkspace(queryClient, workspace.id);
        navigate(pathTo(paths.workspace, { workspaceId: workspace.id }));
      },
    }),
  );
  return (
    <form noValidate onSubmit={submit} data-testid="create-workspace">
      <DialogHeader onClose={close}>{t('New workspace')}</DialogHeader>
      <DialogBody className="flex flex-col gap-3">
        <p className="text-muted">{t('A household or a team: members share lists, a watchlist and a plan.')}</p>
        <FormTextField
          form={form}
          name="name"
          label={t('Name')}
          placeholder={t('e.g. Our house')}
          maxLength={WORKSPACE_NAME_MAX}
          autoFocus
          required
          rules={{
            validate: (v) => v.trim().length > 0 || t('The name field is required.'),
          }}
        />
      </DialogBody>
      <SubmitFooter onCancel={close} loading={create.isPending} label={t('Create')} />
    </form>
  );
}
