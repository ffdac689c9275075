import type { ReactNode } from 'react';
import { Link, useParams } from 'wouter';
import { paths, pathTo } from '../../paths';
import { useTrans } from '../../shell/i18n';
import { NotFound } from '../kit/not-found';
import { DraftForm } from '../appearance-kit/draft-form';
import { PanelHeader } from '../appearance-kit/panel-header';
import { BlockError, LoadError, PanelSkeleton } from '../appearance-kit/panel-states';
import { type ThemeDraft, useThemeDraft } from './theme-draft';
import { useThemePreview } from './theme-preview';
import { type AdminTheme, useAdminThemes } from './themes-api';

/** A themes panel's header; the description is translated here and shown from tablet width up. */
export function BackHeader({ to, back, title, description }: { to: string; back: string; title: string; description?: string }) {
  const t = useTrans();
  return (
    <PanelHeader
      back={to}
      backLabel={back}
      title={title}
      description={description && t(description)}
      descriptionClassName="hidden md:block"
    />
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
          <Link
            key={tab.label}
            to={to}
            className={(active) =>
              `rounded-md px-2 py-1.5 text-center text-xs font-semibold ${active ? 'bg-surface text-fg shadow-sm' : 'text-muted hover:text-fg'}`
            }
          >
            {t(tab.label)}
          </Link>
        );
      })}
    </nav>
  );
}

/** Loads the theme named by the route and renders the panel for it (skeleton, not found, errors). */
function ThemeRoute({ children }: { children: (theme: AdminTheme) => ReactNode }) {
  const t = useTrans();
  const { themeIndex } = useParams<{ themeIndex: string }>();
  const query = useAdminThemes();
  if (query.isPending) return <PanelSkeleton fields={6} />;
  if (query.isError) return <LoadError message={t('The themes could not be loaded.')} onRetry={() => void query.refetch()} />;
  const theme = query.data.find((x) => String(x.id) === themeIndex);
  if (!theme)
    return <NotFound title={t('Theme not found')} back={{ to: paths.appearanceThemes, label: t('Back to themes'), look: 'primary' }} />;
  return <>{children(theme)}</>;
}

/** A theme panel: header, tabs, body and a save bar; the draft shows live in the preview. */
function ThemeShell({
  theme,
  testId,
  description,
  children,
}: {
  theme: AdminTheme;
  testId: string;
  description: string;
  children: (d: ThemeDraft) => ReactNode;
}) {
  const draft = useThemeDraft(theme);
  useThemePreview({ values: draft.draft.values, is_dark: draft.draft.is_dark });
  const general = Object.entries(draft.errors).filter(
    ([k]) => !k.startsWith('values.') && !['name', 'is_dark', 'default_light', 'default_dark'].includes(k),
  );
  return (
    <DraftForm draft={draft} testId={testId} stateTestId="theme-draft-state" bodyClassName="gap-4">
      <BackHeader to={paths.appearanceThemes} back="Back to themes" title={draft.draft.name || theme.name} description={description} />
      <ThemeTabs id={theme.id} />
      {general.map(([k, m]) => (
        <BlockError key={k} message={m} />
      ))}
      {children(draft)}
    </DraftForm>
  );
}

/** A panel of the theme named by the route: its shell around a padded column of the panel's fields. */
export function ThemePage({
  testId,
  description,
  gap = 'gap-5',
  children,
}: {
  testId: string;
  description: string;
  gap?: 'gap-5' | 'gap-6';
  children: (d: ThemeDraft) => ReactNode;
}) {
  return (
    <ThemeRoute>
      {(theme) => (
        <ThemeShell theme={theme} testId={testId} description={description}>
          {(d) => <div className={`flex flex-col ${gap} px-4`}>{children(d)}</div>}
        </ThemeShell>
      )}
    </ThemeRoute>
  );
}
