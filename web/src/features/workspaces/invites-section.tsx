import { Mail, RotateCw, X } from 'lucide-react';
import { useCancelInvite, useResendInvite, type WorkspaceInvite, type WorkspaceWithMembers } from '../../api/workspaces';
import { openConfirm } from '../../shell/confirm';
import { useTrans } from '../../shell/i18n';
import { relativeTime } from '../../shell/relative-time';
import { Button } from '../../ui/button';
import { RoleBadge, SettingsSection } from './parts';

/** Invitations not yet answered (owners and admins only): re-send with a fresh link, or cancel. */
export function InvitesSection({ workspace }: { workspace: WorkspaceWithMembers }) {
  const t = useTrans();
  const resend = useResendInvite(workspace.id);
  const cancel = useCancelInvite(workspace.id);
  const confirmCancel = async (invite: WorkspaceInvite) => {
    const ok = await openConfirm({
      title: t('Cancel invitation?'),
      body: t('The link sent to :email will stop working.', { email: invite.email }),
      confirmLabel: t('Cancel invitation'),
      cancelLabel: t('Keep'),
    });
    if (ok) cancel.mutate(invite.id);
  };
  return (
    <SettingsSection
      id="invites"
      title={t('Pending invitations')}
      description={t('Invitations expire after 7 days. Re-sending one sends a new link and makes the old one stop working.')}
    >
      <ul className="-mx-2 divide-y divide-line">
        {workspace.invites.map((invite) => {
          const expired = new Date(invite.expires_at).getTime() < Date.now();
          return (
            <li key={invite.id} className="flex flex-wrap items-center gap-x-3 gap-y-2 px-2 py-3" data-testid="invite-row">
              <span className="grid size-10 shrink-0 place-items-center rounded-full bg-fg/8 text-muted">
                <Mail aria-hidden className="size-[18px]" />
              </span>
              <div className="min-w-0 flex-1 basis-48">
                <p className="flex min-w-0 items-center gap-2">
                  <span className="truncate font-medium">{invite.email}</span>
                  <RoleBadge role={invite.role} />
                </p>
                <p className="text-sm text-muted">
                  {invite.inviter?.name ? `${t('Invited by :name', { name: invite.inviter.name })} · ` : ''}
                  {expired ? t('Expired') : t('Expires :when', { when: relativeTime(invite.expires_at) })}
                </p>
              </div>
              <div className="ms-auto flex gap-2">
                <Button
                  size="xs"
                  variant="secondary"
                  loading={resend.isPending && resend.variables === invite.id}
                  onClick={() => resend.mutate(invite.id)}
                >
                  <RotateCw aria-hidden className="size-3.5" />
                  {t('Resend')}
                </Button>
                <Button
                  size="xs"
                  variant="ghost"
                  loading={cancel.isPending && cancel.variables === invite.id}
                  onClick={() => void confirmCancel(invite)}
                  aria-label={t('Cancel invitation to :email', { email: invite.email })}
                >
                  <X aria-hidden className="size-3.5" />
                  {t('Cancel')}
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
    </SettingsSection>
  );
}
