import { ArrowLeftRight, LogOut, Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useLocation } from 'wouter';
import { useDeleteWorkspace, useLeaveWorkspace, useTransferOwnership, type WorkspaceWithMembers } from '../../api/workspaces';
import { paths } from '../../paths';
import { openConfirm } from '../../shell/confirm';
import { trans, useTrans } from '../../shell/i18n';
import { openDialog } from '../../shell/modal-host';
import { Button } from '../../ui/button';
import { DialogBody, DialogHeader, SubmitFooter } from '../../ui/dialog';
import { SelectField } from '../../ui/field';
import { submitHandler } from '../../ui/form-fields';
import { SettingsSection } from './parts';

function Row({ title, body, action }: { title: string; body: string; action: ReactNode }) {
  return (
    <div className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center">
      <div className="me-auto">
        <p className="font-medium">{title}</p>
        <p className="max-w-xl text-sm text-muted">{body}</p>
      </div>
      <div className="shrink-0">{action}</div>
    </div>
  );
}

/** Leave (members and admins), transfer ownership and delete (the owner), each behind a confirmation. */
export function DangerSection({ workspace, viewerId }: { workspace: WorkspaceWithMembers; viewerId: number }) {
  const t = useTrans();
  const [, navigate] = useLocation();
  const leave = useLeaveWorkspace(workspace.id);
  const remove = useDeleteWorkspace(workspace.id);
  const isOwner = workspace.role === 'owner';
  const others = workspace.members.filter((m) => m.id !== viewerId);

  const confirmLeave = async () => {
    const ok = await openConfirm({
      title: t('Leave :workspace?', { workspace: workspace.name }),
      body: t('You lose access to its shared lists, its watchlist and any plan seat. Someone has to invite you again to come back.'),
      confirmLabel: t('Leave workspace'),
    });
    if (ok) leave.mutate(undefined, { onSuccess: () => navigate(paths.workspaces, { replace: true }) });
  };
  const confirmDelete = async () => {
    const ok = await openConfirm({
      title: t('Delete :workspace?', { workspace: workspace.name }),
      body: t(
        'Its members lose access and pending invitations stop working. Its lists move to your personal space; the shared watchlist becomes a private list. This cannot be undone.',
      ),
      confirmLabel: t('Delete workspace'),
      confirmTestId: 'confirm-delete-workspace',
    });
    if (ok) remove.mutate(undefined, { onSuccess: () => navigate(paths.workspaces, { replace: true }) });
  };

  return (
    <SettingsSection id="danger" title={t('Danger zone')} tone="danger">
      <div className="divide-y divide-line">
        {!isOwner && (
          <Row
            title={t('Leave workspace')}
            body={t('Stop sharing lists, the watchlist and the plan of :workspace.', { workspace: workspace.name })}
            action={
              <Button variant="outline" onClick={() => void confirmLeave()} loading={leave.isPending}>
                <LogOut aria-hidden className="size-4" />
                {t('Leave workspace')}
              </Button>
            }
          />
        )}
        {isOwner && (
          <Row
            title={t('Transfer ownership')}
            body={
              others.length
                ? t('Make another member the owner. You stay in the workspace as an admin.')
                : t('Invite someone first: ownership moves to another member.')
            }
            action={
              <Button variant="outline" disabled={others.length === 0} onClick={() => void openTransferDialog(workspace, viewerId)}>
                <ArrowLeftRight aria-hidden className="size-4" />
                {t('Transfer ownership')}
              </Button>
            }
          />
        )}
        {isOwner && (
          <Row
            title={t('Delete workspace')}
            body={t('Its lists move to your personal space. Members and invitations are removed.')}
            action={
              <Button variant="danger" onClick={() => void confirmDelete()} loading={remove.isPending}>
                <Trash2 aria-hidden className="size-4" />
                {t('Delete workspace')}
              </Button>
            }
          />
        )}
      </div>
    </SettingsSection>
  );
}

function openTransferDialog(workspace: WorkspaceWithMembers, viewerId: number) {
  return openDialog((close) => <TransferForm workspace={workspace} viewerId={viewerId} close={close} />, {
    size: 'sm',
    label: trans('Transfer ownership'),
  });
}

function TransferForm({ workspace, viewerId, close }: { workspace: WorkspaceWithMembers; viewerId: number; close: () => void }) {
  const t = useTrans();
  const others = workspace.members.filter((m) => m.id !== viewerId);
  const [userId, setUserId] = useState(String(others[0]?.id ?? ''));
  const transfer = useTransferOwnership(workspace.id);
  return (
    <form
      noValidate
      data-testid="transfer-dialog"
      onSubmit={submitHandler(() => transfer.mutate(Number(userId), { onSuccess: () => close() }))}
    >
      <DialogHeader onClose={close}>{t('Transfer ownership')}</DialogHeader>
      <DialogBody className="flex flex-col gap-4">
        <p className="text-muted">
          {t('The new owner can delete :workspace and manage everyone in it. You become an admin.', { workspace: workspace.name })}
        </p>
        <SelectField
          label={t('New owner')}
          value={userId}
          onChange={(e) => setUserId(e.target.value)}
          options={others.map((m) => ({ value: String(m.id), label: m.name ? `${m.name} (${m.email})` : m.email }))}
        />
      </DialogBody>
      <SubmitFooter onCancel={close} variant="danger" loading={transfer.isPending} disabled={!userId} label={t('Transfer ownership')} />
    </form>
  );
}
