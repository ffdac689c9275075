import { SkipForward, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTrans } from '../../shell/i18n';

export const COUNTDOWN_SECONDS = 10;

/** "Next episode in 10…" over the finished video; Cancel stays on this page, Play now skips the wait. */
export function NextCountdown({ label, onGo, onCancel }: { label: string; onGo: () => void; onCancel: () => void }) {
  const t = useTrans();
  const [left, setLeft] = useState(COUNTDOWN_SECONDS);
  const go = useRef(onGo);
  go.current = onGo;
  const playNow = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    playNow.current?.focus();
    const timer = setInterval(() => setLeft((n) => n - 1), 1000);
    return () => clearInterval(timer);
  }, []);
  useEffect(() => {
    if (left <= 0) go.current();
  }, [left]);

  const progress = ((COUNTDOWN_SECONDS - Math.max(left, 0)) / COUNTDOWN_SECONDS) * 100;
  return (
    <div
      role="alertdialog"
      aria-labelledby="next-up-label"
      data-testid="next-countdown"
      className="absolute inset-0 z-30 grid place-items-center bg-black/75 p-4 backdrop-blur-sm"
    >
      <div className="w-full max-w-sm text-center text-white">
        <p className="text-xs font-semibold uppercase tracking-widest text-white/60">{t('Next episode')}</p>
        <p id="next-up-label" className="mt-1 line-clamp-2 text-lg font-semibold sm:text-xl">
          {label}
        </p>
        <p className="mt-2 text-sm text-white/80" aria-live="polite">
          {t('Starts in :seconds s', { seconds: Math.max(left, 0) })}
        </p>
        <div className="mx-auto mt-3 h-1 w-48 overflow-hidden rounded-full bg-white/20">
          <div className="h-full bg-primary transition-[width] duration-1000 ease-linear" style={{ width: `${progress}%` }} />
        </div>
        <div className="mt-5 flex justify-center gap-3">
          <button
            ref={playNow}
            type="button"
            onClick={() => go.current()}
            className="inline-flex h-10 items-center gap-2 rounded-button bg-primary px-4 text-sm font-semibold text-on-primary hover:brightness-110 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            <SkipForward className="size-4" aria-hidden />
            {t('Play now')}
          </button>
          <button
            type="button"
            onClick={onCancel}
            className="inline-flex h-10 items-center gap-2 rounded-button bg-white/15 px-4 text-sm font-semibold text-white hover:bg-white/25 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            <X className="size-4" aria-hidden />
            {t('Cancel')}
          </button>
        </div>
      </div>
    </div>
  );
}
