import { ExternalLink, Film, Inbox } from 'lucide-react';
import { Link, useParams } from 'wouter';
import { isHttpError } from '../../../api/http';
import { pathTo, paths, tabs } from '../../../paths';
import { useTrans } from '../../../shell/i18n';
import { NotFoundPage, RouteErrorPage } from '../../../shell/screens/not-found';
import { EmptyState } from '../../../ui/empty-state';
import { scrollIntoViewIfActive } from '../../../ui/scroll-into-view';
import { Skeleton, SkeletonText } from '../../../ui/skeleton';
import { Artwork } from '../../catalogue-ui/artwork';
import { titleLink } from '../../catalogue-ui/links';
import { useAdminTitle } from './api';
import { PrimaryFactsForm } from './primary-facts-form';

const tabLabel = (tab: string) => tab.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase());

/** /admin/titles/{titleId}/edit/{tab}: the title's header, its tabs, and the primary-facts form. */
export default function AdminTitleEditPage() {
  const t = useTrans();
  const { titleId, tab = tabs.adminTitle[0] } = useParams<{ titleId: string; tab?: string }>();
  const query = useAdminTitle(titleId);
  if (!(tabs.adminTitle as readonly string[]).includes(tab)) return <NotFoundPage />;
  if (query.isPending) {
    return (
      <div aria-busy>
        <Skeleton className="h-8 w-72" />
        <SkeletonText lines={6} className="mt-10 max-w-3xl" />
      </div>
    );
  }
  if (query.isError) return isHttpError(query.error) && query.error.status === 404 ? <NotFoundPage /> : <RouteErrorPage />;
  const title = query.data.title;
  return (
    <div data-testid="admin-title-edit">
      <div className="mb-6 flex items-center gap-4">
        <Artwork src={title.poster} kind="poster" alt="" seed={title.name} sizes="48px" className="w-12 shrink-0" rounded="rounded-md" />
        <div className="min-w-0">
          <p className="text-xs font-semibold uppercase tracking-wide text-muted">
            <Link to={paths.adminTitles} className="hover:text-primary">{t('Titles')}</Link>
          </p>
          <h1 className="truncate text-2xl font-bold tracking-tight">{title.name}</h1>
        </div>
        <Link to={titleLink(title)} className="ms-auto inline-flex shrink-0 items-center gap-1.5 text-sm font-medium text-muted hover:text-primary">
          {t('View page')}
          <ExternalLink className="size-4" aria-hidden />
        </Link>
      </div>
      <nav aria-label={t('Edit title')} className="mb-8 flex gap-1 overflow-x-auto border-b border-line">
        {tabs.adminTitle.map((name) => (
          <Link
            key={name}
            ref={scrollIntoViewIfActive(name === tab)}
            to={pathTo(paths.adminTitleEdit, { titleId: title.id, tab: name })}
            aria-current={name === tab ? 'page' : undefined}
            className={`shrink-0 border-b-2 px-3 pb-3 pt-1 text-sm font-medium transition-colors ${name === tab ? 'border-primary text-fg' : 'border-transparent text-muted hover:text-fg'}`}
          >
            {t(tabLabel(name))}
          </Link>
        ))}
      </nav>
      {tab === 'primary-facts' ? (
        <PrimaryFactsForm key={`${title.id}:${title.updated_at}`} title={title} />
      ) : (
        <div className="rounded-2xl border border-dashed border-line bg-surface/50">
          <EmptyState icon={tab === 'videos' ? <Film /> : <Inbox />} title={t('Nothing here yet')} message={t('There is nothing in this section yet.')} />
        </div>
      )}
    </div>
  );
}
