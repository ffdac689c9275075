import { Link } from 'wouter';
import { useTrans } from './i18n';
import { relativeTime } from './relative-time';

export interface NotificationAction {
  action: string;
  label?: string;
}
interface NotificationLine {
  type?: string;
  content: string;
  action?: NotificationAction;
}
export interface NotificationItem {
  id: number;
  type: string;
  read_at: string | null;
  created_at: string;
  data: { image?: string | null; lines?: NotificationLine[]; mainAction?: NotificationAction; buttonActions?: NotificationAction[] };
}

/** Only in-app paths become links: a notification never sends anyone to another site. */
const internal = (action?: NotificationAction) =>
  action && action.action.startsWith('/') && !action.action.startsWith('//') ? action.action : null;

/**
 * One notification as plain text (never HTML): image or unread dot, its lines, when it came.
 * Opening it marks it read.
 */
export function NotificationRow({
  item,
  onOpen,
  compact = false,
}: {
  item: NotificationItem;
  onOpen: (item: NotificationItem) => void;
  compact?: boolean;
}) {
  const t = useTrans();
  const target = internal(item.data.mainAction);
  const body = (
    <>
      {item.data.image ? (
        <img src={item.data.image} alt="" className="size-9 shrink-0 rounded-full object-cover" />
      ) : (
        <span aria-hidden className={`mt-1.5 size-2 shrink-0 rounded-full ${item.read_at ? 'bg-transparent' : 'bg-primary'}`} />
      )}
      <span className="min-w-0 flex-1 text-sm">
        {(item.data.lines ?? []).map((line, i) => (
          <span key={i} className={`block ${line.type === 'primary' ? 'font-medium text-fg' : 'text-muted'}`}>
            {line.content}
          </span>
        ))}
        <span className="mt-1 block text-xs text-muted">
          {relativeTime(item.created_at)}
          {!item.read_at && <span className="sr-only"> · {t('Unread')}</span>}
        </span>
      </span>
      {!compact && target && item.data.mainAction?.label && (
        <span className="hidden shrink-0 self-center text-xs font-semibold text-primary sm:block">{t(item.data.mainAction.label)}</span>
      )}
    </>
  );
  const cls = `flex w-full gap-3 px-4 py-3 text-start outline-none hover:bg-fg/4 focus-visible:bg-fg/6 ${item.read_at ? '' : 'bg-primary/4'}`;
  return target ? (
    <Link to={target} onClick={() => onOpen(item)} className={cls} data-testid="notification">
      {body}
    </Link>
  ) : (
    <button type="button" onClick={() => onOpen(item)} className={cls} data-testid="notification">
      {body}
    </button>
  );
}
