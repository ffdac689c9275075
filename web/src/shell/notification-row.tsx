import {
  Bell,
  CircleAlert,
  CircleCheck,
  CreditCard,
  Film,
  Info,
  type LucideIcon,
  Mail,
  MessageSquare,
  Star,
  TriangleAlert,
  UserPlus,
  Users,
  X,
} from 'lucide-react';
import { Link, useLocation } from 'wouter';
import type { ApiResponse } from '../api/client';
import { useDeclineWorkspace, useJoinWorkspace } from '../api/workspaces';
import { paths, pathTo } from '../paths';
import { Button, ButtonLink } from '../ui/button';
import { useTrans } from './i18n';
import { relativeTime } from './relative-time';

/** A notification as GET notifications (and the live stream) sends it: the server's contract. */
export type NotificationItem = ApiResponse<'get', 'notifications'>['pagination']['data'][number];
type NotificationAction = NonNullable<NotificationItem['data']['mainAction']>;

/** Only in-app paths become links: a notification never sends anyone to another site. */
export const internal = (action?: NotificationAction) =>
  action && action.action.startsWith('/') && !action.action.startsWith('//') ? action.action : null;

// Line icons are named by Material-style keys (spec section 3); unknown names show no icon.
const lineIcons: Record<string, LucideIcon> = {
  group_add: Users,
  group: Users,
  person_add: UserPlus,
  credit_card: CreditCard,
  payment: CreditCard,
  info: Info,
  warning: TriangleAlert,
  error: CircleAlert,
  check_circle: CircleCheck,
  done: CircleCheck,
  star: Star,
  comment: MessageSquare,
  movie: Film,
  email: Mail,
  mail: Mail,
  notifications: Bell,
};

export function LineIcon({ name }: { name?: string | null }) {
  const Icon = name ? lineIcons[name] : undefined;
  return Icon ? <Icon aria-hidden className="me-1.5 inline size-4 shrink-0 align-[-3px] text-primary" /> : null;
}

/** What a button action does: one of the workspace invitation calls, an in-app link, or nothing we can run. */
export function buttonActionKind(action: NotificationAction, inviteId?: string) {
  if ((action.action === 'join-workspace' || action.action === 'decline-workspace') && inviteId) return action.action;
  return internal(action) ? 'link' : null;
}

// The row's opener is "stretched" over the whole row (its ::after covers it), so the row is one big
// target while the line links and the buttons stay separate controls above it: nothing interactive
// is nested inside another.
const stretched =
  'outline-none after:absolute after:inset-0 after:content-[""] focus-visible:after:ring-2 focus-visible:after:ring-inset focus-visible:after:ring-primary';
const above = 'relative z-10';

/**
 * One notification as plain text (never HTML): image or unread dot, its lines (with icons and their
 * own links), when it came, and its buttons (Join / Decline of a workspace invitation, or links).
 * Opening it marks it read.
 */
export function NotificationRow({
  item,
  onOpen,
  onDelete,
  compact = false,
}: {
  item: NotificationItem;
  onOpen: (item: NotificationItem) => void;
  /** Shows a delete button (the /notifications page). */
  onDelete?: (item: NotificationItem) => void;
  compact?: boolean;
}) {
  const t = useTrans();
  const target = internal(item.data.mainAction);
  const lines = item.data.lines ?? [];
  // the first line without a link of its own opens the notification
  const openerIndex = lines.findIndex((line) => !internal(line.action));
  const open = () => onOpen(item);
  const buttons = (item.data.buttonActions ?? []).filter((a) => buttonActionKind(a, item.data.inviteId));
  return (
    <div
      className={`relative flex w-full gap-3 px-4 py-3 text-start transition-colors hover:bg-fg/4 ${item.read_at ? '' : 'bg-primary/4'}`}
      data-testid="notification"
    >
      {item.data.image ? (
        <img src={item.data.image} alt="" className="size-9 shrink-0 rounded-full object-cover" />
      ) : (
        <span aria-hidden className={`mt-1.5 size-2 shrink-0 rounded-full ${item.read_at ? 'bg-transparent' : 'bg-primary'}`} />
      )}
      <div className="min-w-0 flex-1 text-sm">
        {lines.map((line, i) => {
          const lineTarget = internal(line.action);
          const tone = line.type === 'primary' ? 'font-medium text-fg' : 'text-muted';
          const content = (
            <>
              <LineIcon name={line.icon} />
              {line.content}
            </>
          );
          if (lineTarget) {
            return (
              <Link
                key={i}
                to={lineTarget}
                onClick={open}
                className={`${above} block w-fit font-medium text-primary underline-offset-4 hover:underline`}
              >
                {content}
              </Link>
            );
          }
          if (i !== openerIndex) {
            return (
              <span key={i} className={`block ${tone}`}>
                {content}
              </span>
            );
          }
          return target ? (
            <Link key={i} to={target} onClick={open} className={`block ${tone} ${stretched}`}>
              {content}
            </Link>
          ) : (
            <button key={i} type="button" onClick={open} className={`block text-start ${tone} ${stretched}`}>
              {content}
            </button>
          );
        })}
        <span className="mt-1 block text-xs text-muted">
          {relativeTime(item.created_at)}
          {!item.read_at && <span className="sr-only"> · {t('Unread')}</span>}
        </span>
        {buttons.length > 0 && <NotificationButtons item={item} actions={buttons} onOpen={open} />}
      </div>
      {!compact && target && item.data.mainAction?.label && (
        <span aria-hidden className="hidden shrink-0 self-center text-xs font-semibold text-primary sm:block">
          {t(item.data.mainAction.label)}
        </span>
      )}
      {onDelete && (
        <button
          type="button"
          onClick={() => onDelete(item)}
          aria-label={t('Delete notification')}
          title={t('Delete notification')}
          className={`${above} grid size-8 shrink-0 place-items-center self-center rounded-full text-muted hover:bg-fg/8 hover:text-fg focus-visible:outline-2 focus-visible:outline-primary`}
        >
          <X size={16} aria-hidden />
        </button>
      )}
    </div>
  );
}

function NotificationButtons({ item, actions, onOpen }: { item: NotificationItem; actions: NotificationAction[]; onOpen: () => void }) {
  const t = useTrans();
  const [, navigate] = useLocation();
  const join = useJoinWorkspace((workspace) => navigate(pathTo(paths.workspace, { workspaceId: workspace.id })));
  const decline = useDeclineWorkspace();
  const inviteId = item.data.inviteId ?? '';
  const busy = join.isPending || decline.isPending;
  return (
    <div className={`${above} mt-2.5 flex flex-wrap gap-2`}>
      {actions.map((action, i) => {
        const label = t(action.label || action.action);
        const variant = i === 0 ? 'primary' : 'secondary';
        if (action.action === 'join-workspace') {
          return (
            <Button key={i} size="xs" variant={variant} loading={join.isPending} disabled={busy} onClick={() => join.mutate(inviteId)}>
              {label}
            </Button>
          );
        }
        if (action.action === 'decline-workspace') {
          return (
            <Button
              key={i}
              size="xs"
              variant={variant}
              loading={decline.isPending}
              disabled={busy}
              onClick={() => decline.mutate(inviteId)}
            >
              {label}
            </Button>
          );
        }
        return (
          <ButtonLink key={i} size="xs" variant={variant} to={internal(action)!} onClick={onOpen}>
            {label}
          </ButtonLink>
        );
      })}
    </div>
  );
}
