import { Check, ChevronRight, House, Plus, Users } from 'lucide-react';
import { Link } from 'wouter';
import { PERSONAL_WORKSPACE_ID, switchActiveWorkspace, useActiveWorkspaceId } from '../../api/workspace';
import { useUserWorkspaces, type WorkspaceSummary } from '../../api/workspaces';
import { queryClient } from '../../api/query-client';
import { paths, pathTo } from '../../paths';
import { useTrans } from '../../shell/i18n';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { AvatarRowsSkeleton } from '../../ui/skeleton';
import { openCreateWorkspace } from '../../ui/workspaces/create-workspace-dialog';
import { RoleBadge, WorkspaceMark } from './parts';

const rowClass = 'relative flex items-center gap-3 px-4 py-3.5 transition-colors hover:bg-fg/4 sm:gap-4 sm:px-5';
// the name link covers the row; the switch button sits above it
const stretched =
  'outline-none after:absolute after:inset-0 after:content-[""] focus-visible:after:ring-2 focus-visible:after:ring-inset focus-visible:after:ring-primary';

/** /workspaces: the personal space and every workspace the user belongs to, with their role and size. */
export default function WorkspacesPage() {
  const t = useTrans();
  const query = useUserWorkspaces();
  const active = useActiveWorkspaceId();
  const workspaces = query.data ?? [];
  const newButton = (
    <Button onClick={() => void openCreateWorkspace()} data-testid="new-workspace">
      <Plus className="size-4" aria-hidden />
      {t('New workspace')}
    </Button>
  );
  return (
    <div className="mx-auto w-full max-w-3xl px-4 pb-16 pt-8 md:pt-12" data-testid="workspaces-page">
      <div className="mb-6 flex flex-wrap items-end gap-3">
        <div className="me-auto">
          <h1 className="text-3xl font-bold tracking-tight">{t('Workspaces')}</h1>
          <p className="mt-1.5 text-sm text-muted">{t('Households and teams: members share lists, a watchlist and a plan.')}</p>
        </div>
        {workspaces.length > 0 && newButton}
      </div>
      <div className="overflow-hidden rounded-2xl border border-line bg-surface">
        <ul className="divide-y divide-line">
          <li className={rowClass}>
            <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-fg/8 text-muted">
              <House aria-hidden className="size-5" />
            </span>
            <div className="min-w-0 flex-1">
              <p className="font-semibold">{t('Personal')}</p>
              <p className="text-sm text-muted">{t('Only you')}</p>
            </div>
            <SwitchButton id={PERSONAL_WORKSPACE_ID} active={active} />
          </li>
          {query.isPending && workspaces.length === 0 ? (
            <li>
              <AvatarRowsSkeleton rows={2} className="flex flex-col gap-4 p-5" lineWidths={['w-1/3', 'w-1/4']} />
            </li>
          ) : (
            workspaces.map((w) => <WorkspaceRow key={w.id} workspace={w} active={active} />)
          )}
        </ul>
        {!query.isPending && workspaces.length === 0 && (
          <EmptyState
            className="border-t border-line !py-12"
            icon={<Users />}
            title={t('No workspaces yet')}
            message={t('Create one for your household or team, then invite people to share lists, a watchlist and a plan.')}
            actions={newButton}
          />
        )}
      </div>
    </div>
  );
}

function WorkspaceRow({ workspace: w, active }: { workspace: WorkspaceSummary; active: number }) {
  const t = useTrans();
  return (
    <li className={rowClass} data-testid="workspace-row">
      <WorkspaceMark name={w.name} />
      <div className="min-w-0 flex-1">
        <Link to={pathTo(paths.workspace, { workspaceId: w.id })} className={`block truncate font-semibold hover:underline ${stretched}`}>
          {w.name}
        </Link>
        <p className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted">
          <RoleBadge role={w.role} />
          <span>{t(w.members_count === 1 ? ':count member' : ':count members', { count: w.members_count })}</span>
        </p>
      </div>
      <SwitchButton id={w.id} active={active} />
      <ChevronRight aria-hidden className="hidden size-5 shrink-0 text-muted sm:block rtl:rotate-180" />
    </li>
  );
}

/** 'Switch' for the others, an 'Active' mark for the active one. */
function SwitchButton({ id, active }: { id: number; active: number }) {
  const t = useTrans();
  if (id === active) {
    return (
      <span className="relative z-10 inline-flex h-8 shrink-0 items-center gap-1.5 rounded-full bg-primary/12 px-3 text-xs font-semibold text-primary">
        <Check aria-hidden className="size-3.5" />
        {t('Active')}
      </span>
    );
  }
  return (
    <Button size="xs" variant="secondary" className="relative z-10 shrink-0" onClick={() => switchActiveWorkspace(queryClient, id)}>
      {t('Switch')}
    </Button>
  );
}
