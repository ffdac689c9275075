import { CircleAlert, CircleCheck, X } from 'lucide-react';
import { useTrans } from '../shell/i18n';
import { useStore } from '../shell/store';
import { Spinner } from './spinner';
import { pauseToast, removeToast, resumeToast, toastStore } from './toast-store';

/** Bottom-centre toast viewport, above the phone tab bar; one toast at a time, 288–500 px wide. */
export function Toaster() {
  const item = useStore(toastStore);
  const t = useTrans();
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-0 z-[60] flex justify-center px-4 pb-[max(1rem,env(safe-area-inset-bottom),calc(var(--mq-bottom-bar)+0.75rem))]">
      {item && (
        <div
          key={item.key}
          role={item.type === 'danger' ? 'alert' : 'status'}
          aria-live={item.type === 'danger' ? 'assertive' : 'polite'}
          data-toast-type={item.type}
          onPointerEnter={pauseToast}
          onPointerLeave={resumeToast}
          onFocus={pauseToast}
          onBlur={resumeToast}
          className="animate-fade-up pointer-events-auto flex min-w-[288px] max-w-[500px] items-center gap-3 rounded-theme border border-line bg-raised py-3 ps-4 pe-2 text-sm text-fg shadow-2xl shadow-black/40"
        >
          <span className="shrink-0">
            {item.type === 'loading' ? (
              <Spinner size={18} label={item.message} />
            ) : item.type === 'danger' ? (
              <CircleAlert size={18} className="text-danger" aria-hidden />
            ) : (
              <CircleCheck size={18} className="text-positive" aria-hidden />
            )}
          </span>
          <p className="me-auto py-1 leading-5">{item.message}</p>
          {item.action && (
            <button
              type="button"
              onClick={item.action.onAction}
              className="shrink-0 rounded-button px-2 py-1 text-sm font-semibold text-primary hover:bg-fg/5"
            >
              {item.action.label}
            </button>
          )}
          {item.type !== 'loading' && (
            <button
              type="button"
              aria-label={t('Close')}
              onClick={() => removeToast(item.id)}
              className="grid size-8 shrink-0 place-items-center rounded-full text-muted transition-colors hover:bg-fg/10 hover:text-fg"
            >
              <X size={16} aria-hidden />
            </button>
          )}
        </div>
      )}
    </div>
  );
}
