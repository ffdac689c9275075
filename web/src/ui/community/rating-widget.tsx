import { Star, X } from 'lucide-react';
import { type KeyboardEvent, useRef, useState } from 'react';
import { errorMessage } from '../../api';
import { useTrans } from '../../shell/i18n';
import { toast } from '../toast-store';
import { rate, unrate } from '../../api/community';
import { useRequireLogin } from './require-login';

/**
 * Your 1–10 star rating: a radio group (arrow keys move and rate, Home/End jump, Delete removes).
 * The new value shows at once and is rolled back when the call fails.
 */
export function RatingWidget({
  type,
  id,
  initial,
  onRated,
}: {
  type: 'title' | 'episode';
  id: number;
  initial: number | null;
  onRated?: () => void;
}) {
  const t = useTrans();
  const guard = useRequireLogin();
  const [value, setValue] = useState<number | null>(initial);
  const [hover, setHover] = useState<number | null>(null);
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  const commit = (next: number | null) =>
    guard(() => {
      const before = value;
      if (next === before) return;
      setValue(next);
      (next === null ? unrate(type, id) : rate(type, id, next)).then(
        () => onRated?.(),
        (e) => {
          setValue(before);
          toast.danger(errorMessage(e));
        },
      );
    });

  const onKey = (e: KeyboardEvent, n: number) => {
    const moves: Record<string, number> = { ArrowRight: n + 1, ArrowUp: n + 1, ArrowLeft: n - 1, ArrowDown: n - 1, Home: 1, End: 10 };
    if (e.key in moves) {
      e.preventDefault();
      const next = Math.min(10, Math.max(1, moves[e.key]!));
      refs.current[next - 1]?.focus();
      commit(next);
    } else if (e.key === 'Delete' || e.key === 'Backspace') {
      e.preventDefault();
      commit(null);
    }
  };

  const shown = hover ?? value ?? 0;
  const focusable = value ?? 1;
  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="rating-widget" data-value={value ?? ''}>
      <span className="whitespace-nowrap text-sm text-muted">{value ? t('Your rating: :n/10', { n: value }) : t('Rate this')}</span>
      <div role="radiogroup" aria-label={t('Your rating')} className="flex" onMouseLeave={() => setHover(null)}>
        {Array.from({ length: 10 }, (_, i) => i + 1).map((n) => (
          <button
            key={n}
            ref={(el) => {
              refs.current[n - 1] = el;
            }}
            type="button"
            role="radio"
            aria-checked={value === n}
            aria-label={t(':n out of 10', { n })}
            tabIndex={n === focusable ? 0 : -1}
            onClick={() => commit(n)}
            onKeyDown={(e) => onKey(e, n)}
            onMouseEnter={() => setHover(n)}
            className="rounded p-0.5 text-primary outline-none transition-transform hover:scale-110 focus-visible:ring-2 focus-visible:ring-primary"
          >
            <Star className={`size-5 ${n <= shown ? 'fill-current' : 'text-muted'}`} aria-hidden />
          </button>
        ))}
      </div>
      {value !== null && (
        <button
          type="button"
          onClick={() => commit(null)}
          className="rounded p-1 text-muted hover:text-fg focus-visible:ring-2 focus-visible:ring-primary"
          aria-label={t('Remove rating')}
          data-testid="remove-rating"
        >
          <X className="size-4" aria-hidden />
        </button>
      )}
    </div>
  );
}
