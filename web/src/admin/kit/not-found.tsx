import { Link } from 'wouter';
import { useTrans } from '../../shell/i18n';
import { ButtonLink } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';

const backLooks = {
  primary: 'text-sm font-medium text-primary hover:underline',
  plain: 'text-sm underline',
};

/** What an admin screen shows when the record its address names does not exist (any more): a way back. */
export function NotFound({
  title,
  message,
  back,
  className,
}: {
  title: string;
  /** Default: "It may have been deleted." */
  message?: string;
  back: { to: string; label: string; look: keyof typeof backLooks | 'button' };
  className?: string;
}) {
  const t = useTrans();
  return (
    <EmptyState
      title={title}
      message={message ?? t('It may have been deleted.')}
      actions={
        back.look === 'button' ? (
          <ButtonLink to={back.to} size="sm">
            {back.label}
          </ButtonLink>
        ) : (
          <Link to={back.to} className={backLooks[back.look]}>
            {back.label}
          </Link>
        )
      }
      className={className}
    />
  );
}
