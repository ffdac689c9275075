import { UserMinus, UserPlus } from 'lucide-react';
import {
  type InviteRole,
  useChangeMemberRole,
  useRemoveMember,
  type WorkspaceMember,
  type WorkspaceWithMembers,
} from '../../api/workspaces';
import { openConfirm } from '../../shell/confirm';
import { useTrans } from '../../shell/i18n';
import { Avatar } from '../../ui/avatar';
import { Button, IconButton } from '../../ui/button';
import { inputClass } from '../../ui/field';
import { openInviteDialog } from './invite-dialog';
import { RoleBadge, SettingsSection } from './parts';
import { canChangeRole, canManage, canRemove, roleLabels } from './roles';

const memberName = (m: Pick<WorkspaceMember, 'name' | 'email'>) => m.name || m.email.split('@')[0] || m.email;

/** Everyone in the workspace: owner first; role select and remove where the viewer may. */
export function MembersSection({ workspace, viewerId }: { workspace: WorkspaceWithMembers; viewerId: number }) {
  const t = useTrans();
  const changeRole = useChangeMemberRole(workspace.id);
  const remove = useRemoveMember(workspace.id);
  const confirmRemove = async (member: WorkspaceMember) => {
    const ok = await openConfirm({
      title: t('Remove :name?', { name: memberName(member) }),
      body: t('They lose access to the shared lists, the watchlist and any plan seat of :workspace at once.', {
        workspace: workspace.name,
      }),
      confirmLabel: t('Remove'),
    });
    if (ok) remove.mutate(member.id);
  };
  return (
    <SettingsSection
      id="members"
      title={t('Members')}
      description={t('People in :workspace share its lists, its watchlist and the owner’s plan.', { workspace: workspace.name })}
      actions={
        canManage(workspace.role) && (
          <Button size="sm" onClick={() => void openInviteDialog(workspace)} data-testid="invite-people">
            <UserPlus className="size-4" aria-hidden />
            {t('Invite people')}
          </Button>
        )
      }
    >
      <ul className="-mx-2 divide-y divide-line">
        {workspace.members.map((member) => (
          <li key={member.id} className="flex flex-wrap items-center gap-x-3 gap-y-2 px-2 py-3" data-testid="member-row">
            <Avatar label={memberName(member)} src={member.image} size={40} />
            <div className="min-w-0 flex-1 basis-40">
              <p className="truncate font-medium">
                {memberName(member)}
                {member.id === viewerId && <span className="ms-1.5 text-sm font-normal text-muted">({t('you')})</span>}
              </p>
              <p className="truncate text-sm text-muted">{member.email}</p>
            </div>
            <div className="ms-auto flex items-center gap-1">
              {canChangeRole(workspace.role, viewerId, member) ? (
                <select
                  aria-label={t('Role of :name', { name: memberName(member) })}
                  value={member.role}
                  disabled={changeRole.isPending}
                  onChange={(e) => changeRole.mutate({ userId: member.id, role: e.target.value as InviteRole })}
                  className={`${inputClass} h-9 w-auto pe-8`}
                >
                  {(['admin', 'member'] as const).map((role) => (
                    <option key={role} value={role}>
                      {t(roleLabels[role])}
                    </option>
                  ))}
                </select>
              ) : (
                <RoleBadge role={member.role} />
              )}
              {canRemove(workspace.role, viewerId, member) ? (
                <IconButton
                  label={t('Remove :name', { name: memberName(member) })}
                  className="size-9 text-muted hover:text-danger"
                  disabled={remove.isPending && remove.variables === member.id}
                  onClick={() => void confirmRemove(member)}
                >
                  <UserMinus className="size-4" aria-hidden />
                </IconButton>
              ) : (
                canManage(workspace.role) && <span aria-hidden className="size-9" />
              )}
            </div>
          </li>
        ))}
      </ul>
    </SettingsSection>
  );
}
