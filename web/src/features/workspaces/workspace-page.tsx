import { ArrowLeft, Check } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link, useParams } from 'wouter';
import { applyServerErrors } from '../../api/form-errors';
import { switchActiveWorkspace, useActiveWorkspaceId } from '../../api/workspace';
import { useRenameWorkspace, useWorkspaceWithMembers, type WorkspaceWithMembers } from '../../api/workspaces';
import { queryClient } from '../../api/query-client';
import { paths } from '../../paths';
import { useCurrentUser } from '../../shell/bootstrap';
import { useTrans } from '../../shell/i18n';
import { Button } from '../../ui/button';
import { FormTextField } from '../../ui/form-fields';
import { QueryPage } from '../../ui/page-state';
import { Skeleton } from '../../ui/skeleton';
import { WORKSPACE_NAME_MAX } from '../../ui/workspaces/create-workspace-dialog';
import { DangerSection } from './danger-section';
import { InvitesSection } from './invites-section';
import { MembersSection } from './members-section';
import { RoleBadge, SettingsSection, WorkspaceMark } from './parts';
import { canManage } from './roles';

const frame = 'mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 pb-16 pt-6 md:pt-10';

/** /workspaces/{id}: the workspace's settings: name, members, pending invites, leave, transfer, delete. */
export default function WorkspacePage() {
  const { workspaceId } = useParams<{ workspaceId: string }>();
  const query = useWorkspaceWithMembers(Number(workspaceId));
  return (
    <QueryPage query={query} skeleton={<PageSkeleton />}>
      {(workspace) => <WorkspaceSettings key={workspace.id} workspace={workspace} />}
    </QueryPage>
  );
}

function WorkspaceSettings({ workspace }: { workspace: WorkspaceWithMembers }) {
  const t = useTrans();
  const user = useCurrentUser();
  const active = useActiveWorkspaceId();
  const viewerId = user?.id ?? 0;
  return (
    <div className={frame} data-testid="workspace-page">
      <Link to={paths.workspaces} className="inline-flex w-fit items-center gap-1.5 text-sm font-medium text-muted hover:text-fg">
        <ArrowLeft aria-hidden className="size-4 rtl:rotate-180" />
        {t('All workspaces')}
      </Link>
      <header className="flex flex-wrap items-center gap-4">
        <WorkspaceMark name={workspace.name} size={56} />
        <div className="me-auto min-w-0">
          <h1 className="truncate text-2xl font-bold tracking-tight md:text-3xl">{workspace.name}</h1>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted">
            <RoleBadge role={workspace.role} />
            <span>{t(workspace.members_count === 1 ? ':count member' : ':count members', { count: workspace.members_count })}</span>
          </p>
        </div>
        {active === workspace.id ? (
          <span className="inline-flex h-9 items-center gap-1.5 rounded-full bg-primary/12 px-3.5 text-sm font-semibold text-primary">
            <Check aria-hidden className="size-4" />
            {t('Active workspace')}
          </span>
        ) : (
          <Button variant="secondary" size="sm" onClick={() => switchActiveWorkspace(queryClient, workspace.id)}>
            {t('Switch to this workspace')}
          </Button>
        )}
      </header>
      {canManage(workspace.role) && <NameSection workspace={workspace} />}
      <MembersSection workspace={workspace} viewerId={viewerId} />
      {canManage(workspace.role) && workspace.invites.length > 0 && <InvitesSection workspace={workspace} />}
      <DangerSection workspace={workspace} viewerId={viewerId} />
    </div>
  );
}

function NameSection({ workspace }: { workspace: WorkspaceWithMembers }) {
  const t = useTrans();
  const form = useForm({ defaultValues: { name: workspace.name } });
  const rename = useRenameWorkspace(workspace.id, { onError: (err) => applyServerErrors(form, err, ['name']) });
  const submit = form.handleSubmit(({ name }) => rename.mutate(name, { onSuccess: (res) => form.reset({ name: res.workspace.name }) }));
  return (
    <SettingsSection id="name" title={t('Name')} description={t('Members see this name in the workspace switcher and on invitations.')}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <FormTextField
          form={form}
          name="name"
          label={t('Workspace name')}
          maxLength={WORKSPACE_NAME_MAX}
          required
          fieldClassName="flex-1"
          rules={{ validate: (v) => v.trim().length > 0 || t('The name field is required.') }}
        />
        <Button type="submit" className="sm:mt-7" loading={rename.isPending} disabled={!form.formState.isDirty}>
          {t('Save')}
        </Button>
      </form>
    </SettingsSection>
  );
}

function PageSkeleton() {
  return (
    <div className={frame} aria-busy>
      <Skeleton className="h-4 w-28" />
      <div className="flex items-center gap-4">
        <Skeleton className="size-14" rounded="rounded-xl" />
        <div className="flex flex-1 flex-col gap-2">
          <Skeleton className="h-7 w-1/2" />
          <Skeleton className="h-4 w-1/4" />
        </div>
      </div>
      <Skeleton className="h-40 w-full" rounded="rounded-2xl" />
      <Skeleton className="h-64 w-full" rounded="rounded-2xl" />
    </div>
  );
}
