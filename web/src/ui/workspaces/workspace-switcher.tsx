import { ChevronDown, House, Users } from 'lucide-react';
import { Button as AriaButton } from 'react-aria-components';
import { PERSONAL_WORKSPACE_ID, useActiveWorkspaceId } from '../../api/workspace';
import { useCurrentUser } from '../../shell/bootstrap';
import { useTrans } from '../../shell/i18n';
import { DropdownMenu } from '../menu';
import { useUserWorkspaces } from '../../api/workspaces';
import { WorkspaceMenuSections } from './workspace-menu';

/** The active workspace's name for a trigger: 'Personal' for the personal space. */
function useActiveWorkspaceName() {
  const t = useTrans();
  const active = useActiveWorkspaceId();
  const { data = [] } = useUserWorkspaces();
  return active === PERSONAL_WORKSPACE_ID ? t('Personal') : (data.find((w) => w.id === active)?.name ?? t('Personal'));
}

/**
 * The active-workspace switcher (a button with the active workspace's name and a menu): Personal,
 * each workspace, 'Manage workspaces', 'New workspace'. Choosing one scopes what the pages show.
 * Renders nothing for guests.
 */
export function WorkspaceSwitcher() {
  const t = useTrans();
  const user = useCurrentUser();
  const active = useActiveWorkspaceId();
  const name = useActiveWorkspaceName();
  if (!user) return null;
  const Icon = active === PERSONAL_WORKSPACE_ID ? House : Users;
  return (
    <DropdownMenu
      label={t('Workspaces')}
      placement="bottom start"
      trigger={
        <AriaButton
          aria-label={`${t('Workspace')}: ${name}`}
          data-testid="workspace-switcher"
          className="inline-flex h-9 max-w-64 items-center gap-2 rounded-button border border-line bg-surface px-3 text-sm font-medium text-fg outline-none transition-colors hover:bg-fg/6 data-[focus-visible]:ring-2 data-[focus-visible]:ring-primary"
        >
          <Icon aria-hidden className="size-4 shrink-0 text-muted" />
          <span className="truncate">{name}</span>
          <ChevronDown aria-hidden className="size-4 shrink-0 text-muted" />
        </AriaButton>
      }
    >
      <WorkspaceMenuSections />
    </DropdownMenu>
  );
}
