import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { isHttpError } from '../../api/http';
import { useTrans } from '../../shell/i18n';
import { NotFoundPage, RouteErrorPage } from '../../shell/screens/not-found';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { scrollIntoViewIfActive } from '../../ui/scroll-into-view';
import { Skeleton, SkeletonText } from '../../ui/skeleton';
import { Artwork } from '../../ui/catalogue/artwork';

export const tabLabel = (tab: string) => tab.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase());

interface Crumb {
  label: string;
  to: string;
}

type Shown =
  | { name: string; poster: string | null; seed: string }
  /** A title or a person: its name (also the placeholder artwork's seed) and poster. */
  | { record: { name: string; poster: string | null } };

/** The editors' header: artwork, breadcrumbs, name, a link to the public page. */
export function EditorHeader({
  crumbs,
  viewLink,
  kind = 'poster',
  ...shown
}: Shown & {
  crumbs: Crumb[];
  viewLink?: string;
  kind?: 'poster' | 'still';
}) {
  const t = useTrans();
  const { name, poster, seed } = 'record' in shown ? { ...shown.record, seed: shown.record.name } : shown;
  return (
    <div className="mb-6 flex items-center gap-4">
      <Artwork
        src={poster}
        kind={kind}
        seed={seed}
        sizes="80px"
        className={`${kind === 'still' ? 'w-20' : 'w-12'} shrink-0`}
        rounded="rounded-md"
      />
      <div className="min-w-0">
        <p className="flex min-w-0 flex-wrap gap-x-1.5 text-xs font-semibold uppercase tracking-wide text-muted">
          {crumbs.map((c, i) => (
            <span key={c.to} className="truncate">
              {i > 0 && (
                <span aria-hidden className="me-1.5">
                  /
                </span>
              )}
              <Link to={c.to} className="hover:text-primary">
                {c.label}
              </Link>
            </span>
          ))}
        </p>
        <h1 className="truncate text-2xl font-bold tracking-tight" data-testid="editor-name">
          {name}
        </h1>
      </div>
      {viewLink && (
        <Link
          to={viewLink}
          aria-label={t('View page')}
          className="ms-auto inline-flex shrink-0 items-center gap-1.5 text-sm font-medium text-muted hover:text-primary"
        >
          <span className="hidden sm:inline">{t('View page')}</span>
          <ExternalLink className="size-4" aria-hidden />
        </Link>
      )}
    </div>
  );
}

/** One tab strip for every editor; scrolls sideways on phones with the active tab in view. */
export function EditorTabs({
  label,
  tabs,
  active,
  href,
}: {
  label: string;
  tabs: readonly string[];
  active: string;
  href: (tab: string) => string;
}) {
  const t = useTrans();
  return (
    <nav aria-label={label} className="mb-8 flex gap-1 overflow-x-auto border-b border-line">
      <TabLinks
        tabs={tabs}
        active={active}
        href={href}
        className={(on) =>
          `shrink-0 border-b-2 px-2 pb-3 pt-1 text-sm font-medium transition-colors ${on ? 'border-primary text-fg' : 'border-transparent text-muted hover:text-fg'}`
        }
        label={(name) => t(tabLabel(name))}
      />
    </nav>
  );
}

/** The links of a tab strip (test ids `tab-<name>`); the active one scrolls into view. */
export function TabLinks({
  tabs,
  active,
  href,
  className,
  label,
}: {
  tabs: readonly string[];
  active: string;
  href: (tab: string) => string;
  className: (active: boolean) => string;
  label: (tab: string) => string;
}) {
  return tabs.map((name) => (
    <Link
      key={name}
      ref={scrollIntoViewIfActive(name === active)}
      to={href(name)}
      aria-current={name === active ? 'page' : undefined}
      className={className(name === active)}
      data-testid={`tab-${name}`}
    >
      {label(name)}
    </Link>
  ));
}

/**
 * What an editor page shows instead of its record: not found for an address it does not know or a
 * record that does not exist, a skeleton while loading, an error. Null once the record is there.
 */
export function editorGate(valid: boolean, query: { isPending: boolean; isError: boolean; error: unknown }): ReactNode {
  if (!valid) return <NotFoundPage />;
  if (query.isPending) return <EditorSkeleton />;
  if (query.isError) return isHttpError(query.error) && query.error.status === 404 ? <NotFoundPage /> : <RouteErrorPage />;
  return null;
}

function EditorSkeleton() {
  return (
    <div aria-busy>
      <Skeleton className="h-8 w-72" />
      <Skeleton className="mt-8 h-9 w-full max-w-3xl" />
      <SkeletonText lines={6} className="mt-10 max-w-3xl" />
    </div>
  );
}

/** A titled section of a tab with its actions on the right. */
export function Section({
  title,
  description,
  actions,
  children,
  testId,
}: {
  title: string;
  description?: string;
  actions?: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <section className="mb-10 max-w-5xl" data-testid={testId}>
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <div className="me-auto min-w-0">
          <h2 className="text-lg font-semibold tracking-tight">{title}</h2>
          {description && <p className="mt-0.5 text-sm text-muted">{description}</p>}
        </div>
        {actions}
      </div>
      {children}
    </section>
  );
}

/** The bordered box an empty list shows in. */
/** A tab's rows in one bordered list, or its empty box (with the add action) while there are none. */
export function RowList<T>({
  rows,
  empty,
  testId,
  children,
}: {
  rows: T[];
  empty: { icon: ReactNode; title: string; message?: string; actions?: ReactNode };
  testId: string;
  children: (row: T) => ReactNode;
}) {
  if (rows.length === 0) return <EmptyBox {...empty} />;
  return (
    <ul className="divide-y divide-line overflow-hidden rounded-theme border border-line bg-surface" data-testid={testId}>
      {rows.map(children)}
    </ul>
  );
}

export function EmptyBox({ icon, title, message, actions }: { icon: ReactNode; title: string; message?: string; actions?: ReactNode }) {
  return (
    <div className="rounded-2xl border border-dashed border-line bg-surface/50">
      <EmptyState icon={icon} title={title} message={message} actions={actions} className="py-10" />
    </div>
  );
}

/** The sticky bar a dirty form saves from (hidden, and out of the tab order, while clean). */
export function SaveBar({
  dirty,
  pending,
  onDiscard,
  testId = 'save-bar',
  label,
}: {
  dirty: boolean;
  pending: boolean;
  onDiscard: () => void;
  testId?: string;
  label?: string;
}) {
  const t = useTrans();
  return (
    <div
      className={`sticky bottom-0 z-20 -mx-4 mt-10 flex items-center justify-end gap-3 border-t border-line bg-background/90 px-4 py-3 backdrop-blur transition-opacity duration-150 md:-mx-8 md:px-8 ${dirty ? 'opacity-100' : 'pointer-events-none opacity-0'}`}
      aria-hidden={!dirty}
      data-testid={testId}
    >
      <p className="me-auto text-sm text-muted">{t('You have unsaved changes')}</p>
      <Button variant="ghost" onClick={onDiscard} disabled={pending} tabIndex={dirty ? 0 : -1}>
        {t('Discard')}
      </Button>
      <Button type="submit" loading={pending} tabIndex={dirty ? 0 : -1} data-testid={`${testId}-save`}>
        {label ?? t('Save')}
      </Button>
    </div>
  );
}
