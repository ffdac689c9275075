import { Star } from 'lucide-react';
import { useTrans } from '../../shell/i18n';

/** A review's heading in the admin: its rating out of 10, its title, and a Spoilers badge. */
export function ReviewTitle({
  review,
  className,
}: {
  review: { rating: number; title: string | null; has_spoilers: boolean };
  className: string;
}) {
  const t = useTrans();
  return (
    <p className={`flex items-center gap-2 font-semibold ${className}`}>
      <span className="inline-flex items-center gap-1 text-primary">
        <Star className="size-3.5 fill-current" aria-hidden />
        {review.rating}/10
      </span>
      {review.title}
      {review.has_spoilers && <span className="rounded-full bg-danger/12 px-2 text-[11px] text-danger">{t('Spoilers')}</span>}
    </p>
  );
}
