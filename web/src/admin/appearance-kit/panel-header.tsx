import { ArrowLeft } from 'lucide-react';
import { Link } from 'wouter';
import { useTrans } from '../../shell/i18n';

/**
 * The top of an appearance panel: a back link (arrow, labelled for screen readers) and the title.
 * Title and description come translated; the back label is translated here.
 */
export function PanelHeader({
  back,
  backLabel,
  title,
  description,
  descriptionClassName = '',
}: {
  back: string;
  backLabel: string;
  title: string;
  description?: string;
  descriptionClassName?: string;
}) {
  const t = useTrans();
  return (
    <div className="flex flex-col gap-1 px-4 pt-4">
      <div className="flex min-w-0 items-center gap-1">
        <Link
          to={back}
          aria-label={t(backLabel)}
          className="-ms-2 grid size-8 shrink-0 place-items-center rounded-full text-muted hover:bg-fg/8 hover:text-fg"
        >
          <ArrowLeft size={16} aria-hidden className="rtl:rotate-180" />
        </Link>
        <h2 className="truncate text-base font-semibold">{title}</h2>
      </div>
      {description && <p className={`text-xs text-muted ${descriptionClassName}`}>{description}</p>}
    </div>
  );
}
