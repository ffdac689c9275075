import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Bookmark, BookmarkCheck, ChevronDown, ListPlus } from 'lucide-react';
import { lazy } from 'react';
import { errorMessage } from '../../api';
import { useCurrentUser } from '../../shell/bootstrap';
import { useTrans } from '../../shell/i18n';
import { buttonClass } from '../button';
import { DeferredPopup } from '../deferred-popup';
import { toast } from '../toast-store';
import { communityKeys, createList, fetchMyLists, type ItemType, setListItem } from '../../api/community';
import { type ActiveWorkspaceRef, useActiveWorkspace, watchlistButtonLabel } from './active-workspace';
import { FollowButton } from './follow-button';
import { PressedButton } from './pressed-button';
import { RatingWidget } from './rating-widget';
import { useRequireLogin } from './require-login';
import { useWatchlistToggle } from './watchlist-state';

// The menus (react-aria) and the new-list dialog load on first use (issue 18: the title page's first paint).
const loadMenus = () => import('./title-action-menus');
const WatchlistsMenu = lazy(async () => ({ default: (await loadMenus()).WatchlistsMenu }));
const ListsMenu = lazy(async () => ({ default: (await loadMenus()).ListsMenu }));

/**
 * While a workspace is active: one button opening 'My watchlist' and 'Our watchlist' (the
 * workspace's shared one), each a checkable entry with its own state and one-click toggle.
 */
function WorkspaceWatchlistMenu({
  type,
  id,
  initial,
  workspace,
}: {
  type: ItemType;
  id: number;
  initial: boolean;
  workspace: ActiveWorkspaceRef;
}) {
  const t = useTrans();
  const mine = useWatchlistToggle(type, id, initial);
  const ours = useWatchlistToggle(type, id, false, workspace.id);
  const any = mine.on || ours.on;
  return (
    <DeferredPopup
      popup="menu"
      className={buttonClass(any ? 'primary' : 'secondary', 'md')}
      data={{ 'data-testid': 'watchlist-button', 'data-mine': mine.on ? 'true' : 'false', 'data-ours': ours.on ? 'true' : 'false' }}
      preload={loadMenus}
      render={(control) => <WatchlistsMenu control={control} mine={mine} ours={ours} workspaceName={workspace.name} />}
    >
      {any ? <BookmarkCheck className="size-5" aria-hidden /> : <Bookmark className="size-5" aria-hidden />}
      {t(watchlistButtonLabel(mine.on, ours.on))}
      <ChevronDown className="size-4 opacity-70" aria-hidden />
    </DeferredPopup>
  );
}

/**
 * One-click watchlist toggle: the new state shows at once and is rolled back if the call fails.
 * While a workspace is active it offers both the user's own watchlist and the workspace's.
 */
export function WatchlistButton({ type, id, initial }: { type: ItemType; id: number; initial: boolean }) {
  const workspace = useActiveWorkspace();
  if (workspace) return <WorkspaceWatchlistMenu type={type} id={id} initial={initial} workspace={workspace} />;
  return <PersonalWatchlistButton type={type} id={id} initial={initial} />;
}

function PersonalWatchlistButton({ type, id, initial }: { type: ItemType; id: number; initial: boolean }) {
  const t = useTrans();
  const { on, toggle } = useWatchlistToggle(type, id, initial);
  return (
    <PressedButton on={on} onClick={toggle} testId="watchlist-button">
      {on ? <BookmarkCheck className="size-5" aria-hidden /> : <Bookmark className="size-5" aria-hidden />}
      {on ? t('In watchlist') : t('Add to watchlist')}
    </PressedButton>
  );
}

/** 'Add to list': the user's lists with a check on those holding the item, and 'New list'. */
export function AddToListMenu({ type, id }: { type: ItemType; id: number }) {
  const t = useTrans();
  const user = useCurrentUser();
  const guard = useRequireLogin();
  const qc = useQueryClient();
  const workspace = useActiveWorkspace();
  const ref = `${type}:${id}`;
  const lists = useQuery({
    queryKey: [...communityKeys.myLists(ref), workspace?.id ?? 0],
    queryFn: () => fetchMyLists(ref),
    enabled: !!user,
    meta: { silent: true },
  });
  const refresh = () => qc.invalidateQueries({ queryKey: ['lists'] });
  const toggle = async (listId: number, on: boolean, name: string) => {
    try {
      await setListItem(listId, type, id, on);
      toast(on ? t('Added to :name', { name }) : t('Removed from :name', { name }));
    } catch (e) {
      toast.danger(errorMessage(e));
    }
    refresh();
  };
  const createNew = async () => {
    const { askNewList } = await import('./new-list-dialog');
    const values = await askNewList();
    if (!values) return;
    try {
      const { list } = await createList(values);
      await toggle(list.id, true, list.name);
    } catch (e) {
      toast.danger(errorMessage(e));
      refresh();
    }
  };
  if (!user)
    return (
      <button type="button" className={buttonClass('secondary', 'md')} onClick={() => guard(() => {})} data-testid="add-to-list">
        <ListPlus className="size-5" aria-hidden />
        {t('Add to list')}
      </button>
    );
  // the watchlists have their own button; the active workspace's lists follow the personal ones
  const custom = (lists.data?.lists ?? []).filter((l) => !l.is_watchlist && !l.is_shared_watchlist);
  return (
    <DeferredPopup
      popup="menu"
      className={buttonClass('secondary', 'md')}
      data={{ 'data-testid': 'add-to-list' }}
      preload={loadMenus}
      render={(control) => (
        <ListsMenu
          control={control}
          lists={custom}
          workspaceName={workspace?.name}
          onToggle={(l) => void toggle(l.id, !l.has_item, l.name)}
          onCreate={() => void createNew()}
        />
      )}
    >
      <ListPlus className="size-5" aria-hidden />
      {t('Add to list')}
    </DeferredPopup>
  );
}

type TitleLike = { id: number; user_rating?: number | null; in_watchlist?: boolean; is_following?: boolean };

/**
 * The title header's community row: your rating, watchlist, lists and (with `followable`, on the
 * title page) following it (stacked when compact).
 */
export function TitleActions({
  title,
  compact = false,
  followable = false,
}: {
  title: TitleLike;
  compact?: boolean;
  followable?: boolean;
}) {
  return (
    <div
      className={compact ? 'mt-3 flex flex-col items-start gap-3' : 'mt-5 flex flex-wrap items-center gap-3'}
      data-testid="title-actions"
    >
      <div className="flex flex-wrap items-center gap-3">
        <WatchlistButton type="title" id={title.id} initial={!!title.in_watchlist} />
        {followable && <FollowButton type="title" id={title.id} initial={!!title.is_following} />}
        <AddToListMenu type="title" id={title.id} />
      </div>
      <RatingWidget type="title" id={title.id} initial={title.user_rating ?? null} />
    </div>
  );
}
