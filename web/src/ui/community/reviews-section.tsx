import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { Pencil, Star, ThumbsDown, ThumbsUp, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { showHttpError } from '../../api';
import { paths, pathTo } from '../../paths';
import { useCurrentUser } from '../../shell/bootstrap';
import { confirmAction } from '../../shell/confirm';
import { useTrans } from '../../shell/i18n';
import { relativeTime } from '../../shell/relative-time';
import { Avatar } from '../avatar';
import { Button } from '../button';
import { SelectField } from '../field';
import { communityKeys, deleteReview, fetchReviews, type Review, reviewFeedback } from '../../api/community';
import { ReportButton } from './report-dialog';
import { ReviewForm } from './review-form';
import { useRequireLogin } from './require-login';
import { useScrollToAnchor } from '../scroll-into-view';

const ORDERS = [
  ['newest', 'Newest'],
  ['highest', 'Highest rated'],
  ['lowest', 'Lowest rated'],
  ['most_helpful', 'Most helpful'],
] as const;

export const profileLink = (u: { id: number; slug: string }) => pathTo(paths.userProfile, { userId: u.id, slug: u.slug || 'user' });

function ReviewCard({ review, onEdit, onChanged }: { review: Review; onEdit: () => void; onChanged: () => void }) {
  const t = useTrans();
  const guard = useRequireLogin();
  const [revealed, setRevealed] = useState(!review.has_spoilers);
  const feedback = (helpful: boolean) => guard(() => void reviewFeedback(review.id, helpful).then(onChanged, showHttpError));
  const remove = async () => {
    if (!(await confirmAction({ title: 'Delete review', body: 'Your review will be removed for good.', confirmLabel: 'Delete' }))) return;
    await deleteReview(review.id).then(onChanged, showHttpError);
  };
  return (
    <article
      id={`review-${review.id}`}
      className="scroll-mt-24 rounded-theme border border-line/60 bg-surface/50 p-4 transition-colors duration-700 data-[highlight]:border-primary data-[highlight]:bg-primary/10 md:p-5"
      data-testid="review"
      data-own={review.is_own ? 'true' : 'false'}
    >
      <header className="flex flex-wrap items-center gap-3">
        {review.user && (
          <Link to={profileLink(review.user)} className="flex items-center gap-2 font-semibold hover:text-primary">
            <Avatar label={review.user.name} src={review.user.avatar} size={32} />
            {review.user.name}
          </Link>
        )}
        <span className="inline-flex items-center gap-1 rounded-full bg-primary/15 px-2 py-0.5 text-sm font-semibold text-primary">
          <Star className="size-3.5 fill-current" aria-hidden />
          {review.rating}/10
        </span>
        <span className="text-xs text-muted">{relativeTime(review.created_at)}</span>
        {review.is_own && (
          <span className="ms-auto flex gap-1">
            <Button variant="ghost" size="xs" onClick={onEdit} data-testid="review-edit">
              <Pencil className="size-4" aria-hidden />
              {t('Edit')}
            </Button>
            <Button variant="ghost" size="xs" onClick={remove}>
              <Trash2 className="size-4" aria-hidden />
              {t('Delete')}
            </Button>
          </span>
        )}
      </header>
      {review.title && (
        <h3 className="mt-3 font-bold" data-testid="review-heading">
          {review.title}
        </h3>
      )}
      {revealed ? (
        <p className="mt-2 whitespace-pre-line break-words text-sm leading-relaxed text-fg/90" data-testid="review-body-text">
          {review.body}
        </p>
      ) : (
        <div className="mt-2 flex items-center gap-3 text-sm text-muted">
          {t('This review contains spoilers.')}
          <Button variant="outline" size="xs" onClick={() => setRevealed(true)}>
            {t('Show review')}
          </Button>
        </div>
      )}
      <footer className="mt-4 flex flex-wrap items-center gap-2 text-sm text-muted">
        <span>{t('Was this review helpful?')}</span>
        <Button
          variant={review.current_user_feedback === true ? 'primary' : 'ghost'}
          size="xs"
          aria-pressed={review.current_user_feedback === true}
          onClick={() => feedback(true)}
          data-testid="review-helpful"
        >
          <ThumbsUp className="size-4" aria-hidden />
          {t('Helpful')} <span data-testid="helpful-count">{review.helpful_count}</span>
        </Button>
        <Button
          variant={review.current_user_feedback === false ? 'primary' : 'ghost'}
          size="xs"
          aria-pressed={review.current_user_feedback === false}
          onClick={() => feedback(false)}
        >
          <ThumbsDown className="size-4" aria-hidden />
          {t('Not helpful')} {review.not_helpful_count}
        </Button>
        {!review.is_own && <ReportButton type="review" id={review.id} className="ms-auto" />}
      </footer>
    </article>
  );
}

/** The title's reviews: your own first, a write/edit form, helpful votes and the sort order. */
export function ReviewsSection({ type, id }: { type: 'title' | 'episode'; id: number }) {
  const t = useTrans();
  const user = useCurrentUser();
  const guard = useRequireLogin();
  const qc = useQueryClient();
  const ref = `${type}:${id}`;
  const [orderBy, setOrderBy] = useState('newest');
  const [editing, setEditing] = useState(false);
  const query = useInfiniteQuery({
    queryKey: communityKeys.reviews(ref, orderBy),
    queryFn: ({ pageParam }) => fetchReviews(ref, orderBy, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => {
      const p = last.pagination;
      return p.current_page && p.last_page && p.current_page < p.last_page ? p.current_page + 1 : undefined;
    },
    meta: { silent: true },
  });
  // A review written meanwhile can shift a later page: keep each review once.
  const reviews = [...new Map((query.data?.pages ?? []).flatMap((pg) => pg.pagination.data).map((r) => [r.id, r])).values()];
  const total = query.data?.pages[0]?.pagination.total ?? 0;
  const own = reviews.find((r) => r.is_own) ?? null;
  const ordered = own ? [own, ...reviews.filter((r) => r !== own)] : reviews;
  useScrollToAnchor('review-', query.isSuccess);
  const refresh = () => {
    setEditing(false);
    void qc.invalidateQueries({ queryKey: communityKeys.reviewsAll(ref) });
  };
  return (
    <section aria-labelledby="reviews" data-testid="reviews-section">
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <h2 id="reviews" className="text-lg font-bold tracking-tight md:text-xl">
          {t('Reviews')}{' '}
          {total ? (
            <span className="text-muted" data-testid="reviews-total">
              ({total})
            </span>
          ) : null}
        </h2>
        <div className="ms-auto flex items-end gap-2">
          <SelectField
            aria-label={t('Sort reviews')}
            value={orderBy}
            onChange={(e) => setOrderBy(e.target.value)}
            options={ORDERS.map(([v, l]) => ({ value: v, label: t(l) }))}
            data-testid="reviews-sort"
          />
          {!editing && (
            <Button variant="secondary" onClick={() => guard(() => setEditing(true))} data-testid="write-review">
              <Pencil className="size-4" aria-hidden />
              {own ? t('Edit your review') : t('Write a review')}
            </Button>
          )}
        </div>
      </div>
      <div className="flex flex-col gap-4">
        {editing && user && <ReviewForm type={type} id={id} review={own} onDone={refresh} onCancel={() => setEditing(false)} />}
        {ordered.map((r) => (
          <ReviewCard key={r.id} review={r} onEdit={() => setEditing(true)} onChanged={refresh} />
        ))}
        {query.isSuccess && reviews.length === 0 && !editing && (
          <p className="rounded-theme border border-dashed border-line p-6 text-center text-sm text-muted">
            {t('No reviews yet. Be the first to share what you think.')}
          </p>
        )}
      </div>
      {query.hasNextPage && (
        <div className="mt-4 flex justify-center">
          <Button
            variant="outline"
            loading={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
            data-testid="reviews-more"
          >
            {t('Show more reviews')}
          </Button>
        </div>
      )}
    </section>
  );
}
