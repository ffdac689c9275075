import { Check, House, Plus, Settings2, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Header, MenuItem, MenuSection } from 'react-aria-components';
import { PERSONAL_WORKSPACE_ID, switchActiveWorkspace, useActiveWorkspaceId } from '../../api/workspace';
import { useUserWorkspaces } from '../../api/workspaces';
import { queryClient } from '../../api/query-client';
import { paths } from '../../paths';
import { useTrans } from '../../shell/i18n';
import { openCreateWorkspace } from './create-workspace-dialog';

const itemClass =
  'flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-sm text-fg outline-none transition-colors data-[focused]:bg-fg/8';

function Item({ id, icon, children, textValue }: { id: string; icon: ReactNode; children: ReactNode; textValue: string }) {
  return (
    <MenuItem id={id} textValue={textValue} className={itemClass}>
      {({ isSelected }) => (
        <>
          <span className="text-muted [&>svg]:size-[18px]">{icon}</span>
          <span className="min-w-0 flex-1 truncate">{children}</span>
          {isSelected && <Check aria-hidden className="size-4 shrink-0 text-primary" />}
        </>
      )}
    </MenuItem>
  );
}

/**
 * The switcher's menu sections (inside a react-aria Menu): Personal and each workspace as radio
 * items (the active one checked), then 'Manage workspaces' and 'New workspace'.
 */
export function WorkspaceMenuSections() {
  const t = useTrans();
  const active = useActiveWorkspaceId();
  const { data: workspaces = [] } = useUserWorkspaces();
  return (
    <>
      <MenuSection
        selectionMode="single"
        disallowEmptySelection
        selectedKeys={[String(active)]}
        onSelectionChange={(keys) => {
          const [key] = [...(keys as Set<string>)];
          if (key !== undefined) switchActiveWorkspace(queryClient, Number(key));
        }}
        aria-label={t('Workspaces')}
      >
        <Header className="px-3 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-muted">{t('Workspaces')}</Header>
        <Item id={String(PERSONAL_WORKSPACE_ID)} icon={<House />} textValue={t('Personal')}>
          {t('Personal')}
        </Item>
        {workspaces.map((w) => (
          <Item key={w.id} id={String(w.id)} icon={<Users />} textValue={w.name}>
            {w.name}
          </Item>
        ))}
      </MenuSection>
      <MenuSection aria-label={t('Manage workspaces')}>
        <MenuItem id="manage-workspaces" href={paths.workspaces} className={itemClass}>
          <span className="text-muted [&>svg]:size-[18px]">
            <Settings2 />
          </span>
          {t('Manage workspaces')}
        </MenuItem>
        <MenuItem id="new-workspace" onAction={() => void openCreateWorkspace()} className={itemClass}>
          <span className="text-muted [&>svg]:size-[18px]">
            <Plus />
          </span>
          {t('New workspace')}
        </MenuItem>
      </MenuSection>
    </>
  );
}
