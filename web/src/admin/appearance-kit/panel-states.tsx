import { useTrans } from '../../shell/i18n';
import { Button } from '../../ui/button';
import { Skeleton } from '../../ui/skeleton';

/** A message for a whole list or setting (not one field), shown above it. */
export function BlockError({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <p className="mx-4 rounded-lg border border-danger/40 bg-danger/10 px-3 py-2 text-xs font-medium text-danger" role="alert">
      {message}
    </p>
  );
}

/** What a panel shows when its data could not be loaded: the (translated) message and a retry. */
export function LoadError({ message, onRetry, className = 'p-4' }: { message: string; onRetry: () => void; className?: string }) {
  const t = useTrans();
  return (
    <div className={`flex flex-col gap-3 ${className}`}>
      <BlockError message={message} />
      <Button variant="outline" size="sm" className="self-start" onClick={onRetry}>
        {t('Try again')}
      </Button>
    </div>
  );
}

/** A panel loading: a title bar and `fields` field-sized blocks. */
export function PanelSkeleton({ fields = 3 }: { fields?: number }) {
  return (
    <div className="flex flex-col gap-4 p-4" aria-busy="true">
      <Skeleton className="h-6 w-40" />
      {Array.from({ length: fields }, (_, i) => (
        <Skeleton key={i} className="h-11 w-full" />
      ))}
    </div>
  );
}
