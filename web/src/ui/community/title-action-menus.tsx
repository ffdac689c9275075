import { Check, Plus } from 'lucide-react';
import type { PopupControl } from '../deferred-popup';
import { DropdownItem, DropdownMenu, DropdownSeparator } from '../menu';
import { useTrans } from '../../shell/i18n';
import type { MyList } from '../../api/community';

// The title actions' menus, loaded on the first use of their buttons (title-actions.tsx, issue 18).

const checkIcon = (on: boolean) => (on ? <Check className="text-primary" /> : <span className="inline-block size-[18px]" />);

interface WatchlistToggle {
  on: boolean;
  known: boolean;
  toggle: () => void;
}

/** 'My watchlist' and 'Our watchlist' (the active workspace's), each a checkable entry. */
export function WatchlistsMenu({
  control,
  mine,
  ours,
  workspaceName,
}: {
  control: PopupControl;
  mine: WatchlistToggle;
  ours: WatchlistToggle;
  workspaceName: string | null;
}) {
  const t = useTrans();
  return (
    <DropdownMenu label={t('Watchlists')} placement="bottom start" control={control}>
      {(
        [
          ['mine', t('My watchlist'), mine, false, null],
          ['ours', t('Our watchlist'), ours, !ours.known, workspaceName],
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

/** The user's lists with a check on those holding the item, and 'New list'. */
export function ListsMenu({
  control,
  lists,
  workspaceName,
  onToggle,
  onCreate,
}: {
  control: PopupControl;
  lists: MyList[];
  workspaceName: string | null | undefined;
  onToggle: (list: MyList) => void;
  onCreate: () => void;
}) {
  const t = useTrans();
  return (
    <DropdownMenu label={t('Add to list')} placement="bottom start" control={control}>
      {lists.map((l) => (
        <DropdownItem
          key={l.id}
          id={`list-${l.id}`}
          textValue={l.name}
          icon={checkIcon(!!l.has_item)}
          onAction={() => onToggle(l)}
          aria-checked={!!l.has_item}
          data-testid="list-menu-item"
          data-in-list={l.has_item ? 'true' : 'false'}
        >
          {l.name}
          {l.workspace_id && workspaceName ? <span className="text-muted"> · {workspaceName}</span> : null}
        </DropdownItem>
      ))}
      {lists.length > 0 && <DropdownSeparator />}
      <DropdownItem id="new" textValue={t('New list')} icon={<Plus />} onAction={onCreate}>
        {t('New list')}
      </DropdownItem>
    </DropdownMenu>
  );
}
