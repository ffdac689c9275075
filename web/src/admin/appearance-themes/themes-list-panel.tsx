import { Copy, MoreVertical, Moon, Palette, Pencil, Plus, Sun, Trash2, User } from 'lucide-react';
import { useState } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { Link, useLocation } from 'wouter';
import { showHttpError } from '../../api';
import { paths, pathTo } from '../../paths';
import { confirmAction } from '../../shell/confirm';
import { trans, useTrans } from '../../shell/i18n';
import { setThemeChoice, themeChoiceStore, useResolvedTheme } from '../../shell/theme';
import { useStore } from '../../shell/store';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { DropdownItem, DropdownMenu, DropdownSeparator } from '../../ui/menu';
import { Skeleton } from '../../ui/skeleton';
import { toast } from '../../ui/toast-store';
import { LoadError } from '../appearance-kit/panel-states';
import { BackHeader } from './theme-kit';
import { useThemePreview } from './theme-preview';
import { ThemeSwatch } from './theme-swatch';
import { type AdminTheme, createTheme, deleteTheme, updateTheme, useAdminThemes } from './themes-api';

const badge = 'rounded-full px-2 py-0.5 text-[11px] font-semibold';

/** Why the server will refuse to delete this theme, if it will. */
function undeletable(theme: AdminTheme, all: AdminTheme[]) {
  if (all.length <= 1) return 'The last theme cannot be deleted.';
  if (theme.default_light && all.filter((x) => x.default_light).length <= 1) return 'Make another theme the default light theme first.';
  if (theme.default_dark && all.filter((x) => x.default_dark).length <= 1) return 'Make another theme the default dark theme first.';
  return null;
}

async function run(action: () => Promise<unknown>, done: string) {
  try {
    await action();
    toast.positive(trans(done));
  } catch (err) {
    showHttpError(err);
  }
}

/** The row menu's "make site default" actions, one per mode. */
const defaultChoices = [
  { flag: 'default_light', icon: <Sun />, label: 'Make site default for light mode', done: 'Default light theme changed' },
  { flag: 'default_dark', icon: <Moon />, label: 'Make site default for dark mode', done: 'Default dark theme changed' },
] as const;

function ThemeRow({ theme, all }: { theme: AdminTheme; all: AdminTheme[] }) {
  const t = useTrans();
  const [, navigate] = useLocation();
  const choice = useStore(themeChoiceStore);
  const { canChange } = useResolvedTheme();
  const blocked = undeletable(theme, all);
  const edit = pathTo(paths.appearanceTheme, { themeIndex: theme.id });
  const remove = async () => {
    const ok = await confirmAction({
      title: 'Delete theme',
      body: trans('Delete ":name"? This cannot be undone.', { name: theme.name }),
      confirmLabel: 'Delete',
    });
    if (ok) await run(() => deleteTheme(theme.id), 'Theme deleted');
  };
  const copy = () =>
    run(async () => navigate(pathTo(paths.appearanceTheme, { themeIndex: (await createTheme(copyOf(theme))).id })), 'Theme created');
  return (
    <li data-testid="theme-row" data-theme-id={theme.id} className="flex items-center gap-3 rounded-lg px-2 py-2 hover:bg-fg/5">
      <Link to={edit} className="flex min-w-0 flex-1 items-center gap-3">
        <ThemeSwatch theme={theme} />
        <span className="flex min-w-0 flex-col gap-1">
          <span className="truncate text-sm font-medium">{theme.name}</span>
          <span className="flex flex-wrap gap-1">
            <span className={`${badge} ${theme.is_dark ? 'bg-fg/80 text-background' : 'border border-line text-fg'}`}>
              {theme.is_dark ? t('Dark') : t('Light')}
            </span>
            {theme.default_light && <span className={`${badge} bg-primary/15 text-primary`}>{t('Default light')}</span>}
            {theme.default_dark && <span className={`${badge} bg-primary/15 text-primary`}>{t('Default dark')}</span>}
            {choice === String(theme.id) && canChange && <span className={`${badge} bg-accent/15 text-accent`}>{t('Your theme')}</span>}
          </span>
        </span>
      </Link>
      <DropdownMenu
        label={t('Theme actions')}
        trigger={
          <AriaButton
            aria-label={t('Actions for :name', { name: theme.name })}
            className="grid size-9 shrink-0 place-items-center rounded-full text-muted outline-none hover:bg-fg/8 hover:text-fg data-[focus-visible]:ring-2 data-[focus-visible]:ring-primary"
          >
            <MoreVertical size={18} aria-hidden />
          </AriaButton>
        }
      >
        <DropdownItem icon={<Pencil />} onAction={() => navigate(edit)}>
          {t('Edit')}
        </DropdownItem>
        <DropdownItem icon={<Copy />} onAction={() => void copy()}>
          {t('Duplicate')}
        </DropdownItem>
        <DropdownSeparator />
        {defaultChoices.map(({ flag, icon, label, done }) => (
          <DropdownItem
            key={flag}
            icon={icon}
            isDisabled={theme[flag]}
            onAction={() => void run(() => updateTheme(theme.id, { [flag]: true }), done)}
          >
            {t(label)}
          </DropdownItem>
        ))}
        {canChange && (
          <DropdownItem
            icon={<User />}
            isDisabled={choice === String(theme.id)}
            onAction={() => setThemeChoice(`${theme.id}` as `${number}`)}
          >
            {t('Use as my theme')}
          </DropdownItem>
        )}
        <DropdownSeparator />
        <DropdownItem icon={<Trash2 />} isDisabled={!!blocked} onAction={() => void remove()} className="text-danger">
          {blocked ? t(blocked) : t('Delete')}
        </DropdownItem>
      </DropdownMenu>
    </li>
  );
}

function copyOf(theme: AdminTheme) {
  return { name: trans(':name copy', { name: theme.name }).slice(0, 100), is_dark: theme.is_dark, values: theme.values, font: theme.font };
}

/** Themes: every theme with a swatch, its mode and default markers; create, default, delete. */
export default function ThemesListPanel() {
  const t = useTrans();
  const [, navigate] = useLocation();
  const query = useAdminThemes();
  const { theme: current } = useResolvedTheme();
  const [creating, setCreating] = useState(false);
  useThemePreview(null);

  const create = async () => {
    const base = query.data?.find((x) => x.id === current?.id) ?? query.data?.[0];
    if (!base) return;
    setCreating(true);
    try {
      const created = await createTheme({ ...copyOf(base), name: trans('New theme') });
      toast.positive(trans('Theme created'));
      navigate(pathTo(paths.appearanceTheme, { themeIndex: created.id }));
    } catch (err) {
      showHttpError(err);
    } finally {
      setCreating(false);
    }
  };

  return (
    <div data-testid="themes-panel" className="flex flex-col gap-4 pb-6">
      <div className="flex items-start gap-2 pe-4">
        <div className="min-w-0 flex-1">
          <BackHeader to={paths.appearance} back="Back to sections" title={t('Themes')} />
        </div>
        <Button
          size="sm"
          className="mt-3"
          onClick={() => void create()}
          loading={creating}
          disabled={!query.data?.length}
          title={t('Starts as a copy of the theme you are using now.')}
        >
          <Plus size={16} aria-hidden />
          {t('New theme')}
        </Button>
      </div>
      <p className="-mt-2 hidden px-4 text-xs text-muted md:block">
        {t('Visitors get the default theme of the mode their device prefers.')}{' '}
        {t('A new theme starts as a copy of the theme you are using now.')}
      </p>
      {query.isPending && (
        <div className="flex flex-col gap-2 px-4" aria-busy="true">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} className="h-14 w-full" />
          ))}
        </div>
      )}
      {query.isError && <LoadError message={t('The themes could not be loaded.')} onRetry={() => void query.refetch()} className="px-4" />}
      {query.data?.length === 0 && (
        <EmptyState icon={<Palette />} title={t('No themes yet')} message={t('Create a theme to style the site.')} />
      )}
      {!!query.data?.length && (
        <ul className="flex flex-col gap-1 px-2">
          {query.data.map((theme) => (
            <ThemeRow key={theme.id} theme={theme} all={query.data} />
          ))}
        </ul>
      )}
    </div>
  );
}
