import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useCurrentUser } from '../../shell/bootstrap';
import { useTrans } from '../../shell/i18n';
import { ButtonLink } from '../../ui/button';
import { pageFrame } from '../../ui/catalogue/section';
import { fetchLists, listKeys } from '../../api/lists';
import { ListTiles } from '../../ui/catalogue/list-tiles';
import { useActiveWorkspace } from '../../ui/community/active-workspace';
import { WorkspaceSwitcher } from '../../ui/workspaces/workspace-switcher';
import { ownListsFirst } from './list-order';

/**
 * /lists: the signed-in user's lists (watchlist first) or, while a workspace is active, that
 * workspace's lists (its shared watchlist first; new lists go there), then everyone's public lists.
 */
export default function ListsPage() {
  const t = useTrans();
  const user = useCurrentUser();
  const workspace = useActiveWorkspace();
  const scope = workspace ? 'workspace' : 'personal';
  const mine = useQuery({
    queryKey: listKeys.directory({ scope, userId: user?.id, workspaceId: workspace?.id }),
    queryFn: () => fetchLists({ scope, perPage: 100 }),
    enabled: !!user,
    meta: { silent: true },
  });
  const everyone = useQuery({
    queryKey: listKeys.directory({ workspaceId: workspace?.id }),
    queryFn: () => fetchLists({ perPage: 48 }),
    meta: { silent: true },
  });
  const own = ownListsFirst(mine.data?.pagination.data ?? []);
  const shown = new Set(own.map((l) => l.id));
  const others = (everyone.data?.pagination.data ?? []).filter((l) => l.user_id !== user?.id && !shown.has(l.id));
  return (
    <div className={`${pageFrame} flex flex-col gap-10 py-8 md:py-12`}>
      <section aria-labelledby="my-lists" data-testid="own-lists" data-workspace-id={workspace?.id ?? 0}>
        <div className="mb-4 flex flex-wrap items-center gap-x-3 gap-y-2">
          <div className="min-w-0">
            <h1 id="my-lists" className="truncate text-2xl font-bold tracking-tight md:text-3xl">
              {workspace ? (workspace.name ?? t('Workspace lists')) : t('Your lists')}
            </h1>
            {workspace && <p className="mt-1 text-sm text-muted">{t('Lists shared with everyone in this workspace.')}</p>}
          </div>
          <div className="ms-auto flex flex-wrap items-center gap-2">
            <WorkspaceSwitcher />
            <ButtonLink to="/lists/new" data-testid="new-list">
              <Plus className="size-4" aria-hidden />
              {t('New list')}
            </ButtonLink>
          </div>
        </div>
        <ListTiles
          lists={own}
          loading={mine.isPending && !!user}
          empty={workspace ? t('This workspace has no lists yet.') : t('You have not created any lists yet.')}
        />
      </section>
      <section aria-labelledby="public-lists">
        <h2 id="public-lists" className="mb-4 text-xl font-bold tracking-tight">
          {t('Public lists')}
        </h2>
        <ListTiles lists={others} loading={everyone.isPending} empty={t('There are no public lists yet.')} />
      </section>
    </div>
  );
}
