import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'wouter';
import { paths, pathTo } from '../../paths';
import { useTrans } from '../../shell/i18n';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { Skeleton } from '../../ui/skeleton';
import { ListError } from '../appearance-landing/panel-kit';
import { type ThemeDraft, useThemeDraft } from './theme-draft';
import { useThemePreview } from './theme-preview';
import { type AdminTheme, useAdminThemes } from './themes-api';

export function BackHeader({ to, back, title, description }: { to: string; back: string; title: string; description?: string }) {
  const t = useTrans();
  return (
    <div className="flex flex-col gap-1 px-4 pt-4">
      <div className="flex min-w-0 items-center gap-1">
        <Link to={to} aria-label={t(back)} className="-ms-2 grid size-8 shrink-0 place-items-center rounded-full text-muted hover:bg-fg/8 hover:text-fg">
          <ArrowLeft size={16} aria-hidden className="rtl:rotate-180" />
        </Link>
        <h2 className="truncate text-base font-semibold">{title}</h2>
      </div>
      {description && <p className="hidden text-xs text-muted md:block">{t(description)}</p>}
    </div>
  );
}

const tabs = [
  { path: paths.appearanceTheme, label: 'Colours' },
  { path: paths.appearanceThemeFont, label: 'Font' },
  { path: paths.appearanceThemeRadius, label: 'Radius' },
];

function ThemeTabs({ id }: { id: number }) {
  const t = useTrans();
  return (
    <nav aria-label={t('Theme parts')} className="mx-4 grid grid-cols-3 gap-1 rounded-lg bg-fg/6 p-1">
      {tabs.map((tab) => {
        const to = pathTo(tab.path, { themeIndex: id });
        return (
          <Link key={tab.label} to={to} className={(active) => `rounded-md px-2 py-1.5 text-center text-xs font-semibold ${active ? 'bg-surface text-fg shadow-sm' : 'text-muted hover:text-fg'}`}>
            {t(tab.label)}
          </Link>
        );
      })}
    </nav>
  );
}

function PanelSkeleton() {
  return (
    <div className="flex flex-col gap-4 p-4" aria-busy="true">
      <Skeleton className="h-6 w-40" />
      <Skeleton className="h-9 w-full" />
      {Array.from({ length: 5 }, (_, i) => (
        <Skeleton key={i} className="h-11 w-full" />
      ))}
    </div>
  );
}

/** Loads the theme named by the route and renders the panel for it (skeleton, not found, errors). */
export function ThemeRoute({ children }: { children: (theme: AdminTheme) => ReactNode }) {
  const t = useTrans();
  const { themeIndex } = useParams<{ themeIndex: string }>();
  const query = useAdminThemes();
  if (query.isPending) return <PanelSkeleton />;
  if (query.isError)
    return (
      <div className="flex flex-col gap-3 p-4">
        <ListError message={t('The themes could not be loaded.')} />
        <Button variant="outline" size="sm" className="self-start" onClick={() => void query.refetch()}>
          {t('Try again')}
        </Button>
      </div>
    );
  const theme = query.data.find((x) => String(x.id) === themeIndex);
  if (!theme)
    return (
      <EmptyState
        title={t('Theme not found')}
        message={t('It may have been deleted.')}
        actions={
          <Link to={paths.appearanceThemes} className="text-sm font-medium text-primary hover:underline">
            {t('Back to themes')}
          </Link>
        }
      />
    );
  return <>{children(theme)}</>;
}

/** A theme panel: header, tabs, body and a save bar; the draft shows live in the preview. */
export function ThemeShell({ theme, testId, description, children }: { theme: AdminTheme; testId: string; description: string; children: (d: ThemeDraft) => ReactNode }) {
  const t = useTrans();
  const draft = useThemeDraft(theme);
  useThemePreview({ values: draft.draft.values, is_dark: draft.draft.is_dark });
  const general = Object.entries(draft.errors).filter(([k]) => !k.startsWith('values.') && !['name', 'is_dark', 'default_light', 'default_dark'].includes(k));
  return (
    <form
      data-testid={testId}
      noValidate
      className="flex min-h-full flex-col"
      onSubmit={(e) => {
        e.preventDefault();
        void draft.save();
      }}
    >
      <div className="flex flex-1 flex-col gap-4 pb-6">
        <BackHeader to={paths.appearanceThemes} back="Back to themes" title={draft.draft.name || theme.name} description={description} />
        <ThemeTabs id={theme.id} />
        {general.map(([k, m]) => (
          <ListError key={k} message={m} />
        ))}
        {children(draft)}
      </div>
      <div className="sticky bottom-0 z-10 flex items-center gap-2 border-t border-line bg-surface/95 px-4 py-3 backdrop-blur">
        <span className="me-auto text-xs text-muted" data-testid="theme-draft-state">
          {draft.dirty ? t('Unsaved changes') : t('All changes saved')}
        </span>
        {draft.dirty && (
          <Button variant="ghost" size="sm" onClick={draft.discard} disabled={draft.saving}>
            {t('Discard')}
          </Button>
        )}
        <Button type="submit" size="sm" loading={draft.saving} disabled={!draft.dirty}>
          {t('Save')}
        </Button>
      </div>
    </form>
  );
}
