import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ReviewTitle } from '../kit/review-title';
import { MessageSquare, Star } from 'lucide-react';
import { useState } from 'react';
import { http, showHttpError } from '../../api';
import { confirmAction } from '../../shell/confirm';
import { useTrans } from '../../shell/i18n';
import { Button, DeleteIconButton } from '../../ui/button';
import { Avatar } from '../../ui/avatar';
import { Skeleton } from '../../ui/skeleton';
import { toast } from '../../ui/toast-store';
import { formatDate } from '../../ui/catalogue/format';
import type { Pagination } from '../../ui/catalogue/types';
import { EmptyBox, Section } from '../kit/editor-shell';

interface Author {
  id: number;
  name: string;
  avatar: string | null;
}
interface Review {
  id: number;
  user: Author | null;
  rating: number;
  title: string | null;
  body: string;
  has_spoilers: boolean;
  created_at: string;
}
interface Comment {
  id: number;
  user: Author | null;
  content: string;
  deleted: boolean;
  created_at: string;
  replies?: Comment[];
}

function Byline({ user, date }: { user: Author | null; date: string }) {
  const t = useTrans();
  return (
    <div className="flex min-w-0 items-center gap-2 text-xs text-muted">
      <Avatar src={user?.avatar ?? null} label={user?.name ?? t('Deleted user')} size={24} />
      <span className="truncate font-semibold text-fg">{user?.name ?? t('Deleted user')}</span>
      <span aria-hidden>·</span>
      <time dateTime={date} className="shrink-0">
        {formatDate(date)}
      </time>
    </div>
  );
}

async function confirmDelete(kind: 'review' | 'comment') {
  return confirmAction({
    title: kind === 'review' ? 'Delete review?' : 'Delete comment?',
    body:
      kind === 'review'
        ? 'The review and its rating are removed from the title. This cannot be undone.'
        : 'Replies stay, shown under a deleted comment. This cannot be undone.',
    confirmLabel: 'Delete',
  });
}

/** A title's reviews, newest first, paged, each deletable. */
export function ReviewsTab({ titleId }: { titleId: number }) {
  const t = useTrans();
  const client = useQueryClient();
  const [page, setPage] = useState(1);
  const reviews = useQuery({
    queryKey: ['reviews', 'admin-title', titleId, page],
    queryFn: () =>
      http
        .get<{ pagination: Pagination<Review> }>('reviews', { reviewable: `title:${titleId}`, page, perPage: 20, orderBy: 'newest' })
        .then((r) => r.pagination),
    placeholderData: keepPreviousData,
  });
  const remove = useMutation({
    mutationFn: (id: number) => http.delete(`reviews/${id}`),
    onSuccess: async () => {
      toast(t('Review deleted'));
      await Promise.all(['reviews', 'titles'].map((k) => client.invalidateQueries({ queryKey: [k] })));
    },
    onError: (e) => showHttpError(e),
  });
  const data = reviews.data;
  return (
    <Section title={t('Reviews')} description={data ? t('[one] :count review|[other] :count reviews', { count: data.total }) : undefined}>
      {!data ? (
        <Skeleton className="h-40 w-full" />
      ) : data.data.length === 0 ? (
        <EmptyBox icon={<Star />} title={t('No reviews yet')} message={t('Reviews people write on the title page show here.')} />
      ) : (
        <>
          <ul className="flex flex-col gap-3" data-testid="admin-reviews">
            {data.data.map((r) => (
              <li key={r.id} className="rounded-theme border border-line bg-surface p-4">
                <div className="flex items-start gap-3">
                  <div className="min-w-0 flex-1">
                    <Byline user={r.user} date={r.created_at} />
                    <ReviewTitle review={r} className="mt-2 text-sm" />
                    <p className="mt-1 line-clamp-4 whitespace-pre-line text-sm text-fg/85">{r.body}</p>
                  </div>
                  <DeleteIconButton
                    label={t('Delete review')}
                    onClick={async () => (await confirmDelete('review')) && remove.mutate(r.id)}
                  />
                </div>
              </li>
            ))}
          </ul>
          {data.last_page > 1 && (
            <nav aria-label={t('Pagination')} className="mt-4 flex justify-end gap-2">
              <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                {t('Previous')}
              </Button>
              <Button variant="outline" size="sm" disabled={page >= data.last_page} onClick={() => setPage(page + 1)}>
                {t('Next')}
              </Button>
            </nav>
          )}
        </>
      )}
    </Section>
  );
}

function CommentItem({ c, onDelete }: { c: Comment; onDelete: (c: Comment) => void }) {
  const t = useTrans();
  return (
    <li className="rounded-theme border border-line bg-surface p-4">
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1">
          <Byline user={c.user} date={c.created_at} />
          <p className={`mt-2 whitespace-pre-line text-sm ${c.deleted ? 'italic text-muted' : 'text-fg/85'}`}>
            {c.deleted ? t('This comment was deleted.') : c.content}
          </p>
        </div>
        {!c.deleted && <DeleteIconButton label={t('Delete comment')} onClick={() => onDelete(c)} />}
      </div>
      {c.replies && c.replies.length > 0 && (
        <ul className="mt-3 flex flex-col gap-2 border-s-2 border-line ps-3">
          {c.replies.map((r) => (
            <CommentItem key={r.id} c={r} onDelete={onDelete} />
          ))}
        </ul>
      )}
    </li>
  );
}

/** A title's comment threads, newest first, with replies; each comment deletable. */
export function CommentsTab({ titleId }: { titleId: number }) {
  const t = useTrans();
  const client = useQueryClient();
  const comments = useInfiniteQuery({
    queryKey: ['comments', 'admin-title', titleId],
    queryFn: ({ pageParam }) =>
      http
        .get<{ pagination: { data: Comment[]; next_cursor: string | null } }>('comments', {
          commentable: `title:${titleId}`,
          orderBy: 'newest',
          perPage: 20,
          cursor: pageParam || undefined,
        })
        .then((r) => r.pagination),
    initialPageParam: '',
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
  const remove = useMutation({
    mutationFn: (id: number) => http.delete(`comments/${id}`),
    onSuccess: async () => {
      toast(t('Comment deleted'));
      await client.invalidateQueries({ queryKey: ['comments'] });
    },
    onError: (e) => showHttpError(e),
  });
  const rows = comments.data?.pages.flatMap((p) => p.data) ?? [];
  return (
    <Section title={t('Comments')}>
      {comments.isPending ? (
        <Skeleton className="h-40 w-full" />
      ) : rows.length === 0 ? (
        <EmptyBox icon={<MessageSquare />} title={t('No comments yet')} message={t('Comments people post on the title page show here.')} />
      ) : (
        <>
          <ul className="flex flex-col gap-3" data-testid="admin-comments">
            {rows.map((c) => (
              <CommentItem key={c.id} c={c} onDelete={async (x) => (await confirmDelete('comment')) && remove.mutate(x.id)} />
            ))}
          </ul>
          {comments.hasNextPage && (
            <div className="mt-4 flex justify-center">
              <Button variant="outline" size="sm" loading={comments.isFetchingNextPage} onClick={() => void comments.fetchNextPage()}>
                {t('Load more')}
              </Button>
            </div>
          )}
        </>
      )}
    </Section>
  );
}
