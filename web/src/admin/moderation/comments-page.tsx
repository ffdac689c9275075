import { MessageSquare } from 'lucide-react';
import { useTrans } from '../../shell/i18n';
import type { ModeratedComment } from './api';
import { commonOrders, commonStatuses, ModerationList } from './moderation-list';

function Excerpt({ row }: { row: ModeratedComment }) {
  const t = useTrans();
  if (row.deleted) return <p className="italic text-muted">{t('Deleted, kept for its :count replies', { count: row.replies_count })}</p>;
  return (
    <p className="line-clamp-3 whitespace-pre-line break-words text-fg/90" data-testid="row-excerpt">
      {row.content}
    </p>
  );
}

/** /admin/comments: every comment on titles, episodes, news and lists. */
export default function AdminCommentsPage() {
  return (
    <ModerationList<ModeratedComment>
      config={{
        kind: 'comment',
        heading: 'Comments',
        searchLabel: 'Search comments',
        statuses: [...commonStatuses, { value: 'deleted', label: 'Deleted' }],
        orders: commonOrders,
        emptyIcon: <MessageSquare />,
        excerpt: (row) => <Excerpt row={row} />,
        targetRef: (row) => `${row.commentable_type}:${row.commentable_id}`,
        deleteBody: 'Comments with replies stay as a deleted stub so the replies keep their place. This cannot be undone.',
      }}
    />
  );
}
