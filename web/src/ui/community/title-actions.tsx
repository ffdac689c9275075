import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Bookmark, BookmarkCheck, Check, ChevronDown, ListPlus, Plus } from 'lucide-react';
import { Button as AriaButton } from 'react-aria-components';
import { errorMessage } from '../../api';
import { useCurrentUser } from '../../shell/bootstrap';
import { useTrans } from '../../shell/i18n';
import { buttonClass } from '../button';
import { DropdownItem, DropdownMenu, DropdownSeparator } from '../menu';
import { toast } from '../toast-store';
import { communityKeys, createList, fetchMyLists, type ItemType, setListItem } from '../../api/community';
import { type ActiveWorkspaceRef, useActiveWorkspace, watchlistButtonLabel } from './active-workspace';
import { FollowButton } from './follow-button';
import { askNewList } from './new-list-dialog';
import { PressedButton } from './pressed-button';
import { RatingWidget } from './rating-widget';
import { useRequireLogin } from './require-login';
import { useWatchlistToggle } from './watchlist-state';

const checkIcon = (on: boolean) => (on ? <Check className="text-primary" /> : <span className="inline-block size-[18px]" />);

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
    <DropdownMenu
      label={t('Watchlists')}
      placement="bottom start"
      trigger={
        <AriaButton
          className={buttonClass(any ? 'primary' : 'secondary', 'md')}
          data-testid="watchlist-button"
          data-mine={mine.on ? 'true' : 'false'}
          data-ours={ours.on ? 'true' : 'false'}
        >
          {any ? <BookmarkCheck className="size-5" aria-hidden /> : <Bookmark className="size-5" aria-hidden />}
          {t(watchlistButtonLabel(mine.on, ours.on))}
          <ChevronDown className="size-4 opacity-70" aria-hidden />
        </AriaButton>
      }
    >
      {(
        [
          ['mine', t('My watchlist'), mine, false, null],
          ['ours', t('Our watchlist'), ours, !ours.known, workspace.name],
        ] as const
      ).map(([which, label, list, disabled, owner]) => (
        <DropdownItem
          key={which}
          id={which}
          textValue={label}
          icon={checkIcon(list.on)}
          onAction={list.toggle}
          aria-checked={list.on}
          isDisabled={disabled}
          data-testid={`watchlist-${which}`}
        >
          {label}
          {owner && <span className="text-muted"> · {owner}</span>}
        </DropdownItem>
      ))}
    </DropdownMenu>
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
    <DropdownMenu
      label={t('Add to list')}
      placement="bottom start"
      trigger={
        <AriaButton className={buttonClass('secondary', 'md')} data-testid="add-to-list">
          <ListPlus className="size-5" aria-hidden />
          {t('Add to list')}
        </AriaButton>
      }
    >
      {custom.map((l) => (
        <DropdownItem
          key={l.id}
          id={`list-${l.id}`}
          textValue={l.name}
          icon={checkIcon(!!l.has_item)}
          onAction={() => toggle(l.id, !l.has_item, l.name)}
          aria-checked={!!l.has_item}
          data-testid="list-menu-item"
          data-in-list={l.has_item ? 'true' : 'false'}
        >
          {l.name}
          {l.workspace_id && workspace?.name ? <span className="text-muted"> · {workspace.name}</span> : null}
        </DropdownItem>
      ))}
      {custom.length > 0 && <DropdownSeparator />}
      <DropdownItem id="new" textValue={t('New list')} icon={<Plus />} onAction={createNew}>
        {t('New list')}
      </DropdownItem>
    </DropdownMenu>
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
