import { CommentsThread } from '../../ui/community/comments-thread';
import { ReviewsSection } from '../../ui/community/reviews-section';
import type { TitleDetail } from '../../api/title-types';

/** The community part of the title page: reviews, then the comment thread. */
export function ReviewsSlot({ title }: { title: TitleDetail }) {
  return (
    <div className="flex flex-col gap-10">
      <ReviewsSection type="title" id={title.id} />
      <CommentsThread commentable={`title:${title.id}`} />
    </div>
  );
}
