import { Star } from 'lucide-react';
import { ReviewTitle } from '../kit/review-title';
import type { ModeratedReview } from './api';
import { commonOrders, commonStatuses, ModerationList } from './moderation-list';

function Excerpt({ row }: { row: ModeratedReview }) {
  return (
    <>
      <ReviewTitle review={row} className="flex-wrap" />
      <p className="mt-0.5 line-clamp-3 whitespace-pre-line break-words text-fg/90" data-testid="row-excerpt">
        {row.body}
      </p>
    </>
  );
}

/** /admin/reviews: every review of titles and episodes. */
export default function AdminReviewsPage() {
  return (
    <ModerationList<ModeratedReview>
      config={{
        kind: 'review',
        heading: 'Reviews',
        searchLabel: 'Search reviews',
        statuses: commonStatuses,
        orders: [...commonOrders, { value: 'lowest', label: 'Lowest rating' }, { value: 'highest', label: 'Highest rating' }],
        emptyIcon: <Star />,
        excerpt: (row) => <Excerpt row={row} />,
        targetRef: (row) => `${row.reviewable_type}:${row.reviewable_id}`,
        deleteBody: 'The reviews are removed from their titles; the authors keep their ratings. This cannot be undone.',
      }}
    />
  );
}
