import { ChevronRight, Plus, Trash2 } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { paths, pathTo } from '../../paths';
import { confirmAction } from '../../shell/confirm';
import { useTrans } from '../../shell/i18n';
import { Button, IconButton } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { useAppearanceDraft } from './editor-draft';
import { BlockError } from '../appearance-kit/panel-states';
import { EditorHeader, EditorShell } from './editor-kit';
import { errorsUnder, menusOf, newMenuId, positionLabels } from './menu-draft';

/** Menus: every menu with where it shows; create and delete menus. */
export default function MenusPanel() {
  const t = useTrans();
  const draft = useAppearanceDraft();
  const [, navigate] = useLocation();
  const { menus, setMenus } = menusOf(draft);

  const create = () => {
    setMenus([...menus, { id: newMenuId('menu'), name: t('New menu'), positions: [], items: [] }], []);
    navigate(pathTo(paths.appearanceMenu, { menuIndex: menus.length }));
  };
  const remove = async (index: number) => {
    const ok = await confirmAction({
      title: 'Delete menu',
      body: `"${menus[index]!.name}" and its links will be removed when you save.`,
      confirmLabel: 'Delete',
    });
    if (ok) setMenus(menus.filter((_, i) => i !== index));
  };

  return (
    <EditorShell draft={draft} section="menus" testId="appearance-menus-panel">
      <EditorHeader
        title={t('Menus')}
        description={t('Links in the navbar, footer and sidebars. A menu shows in each position it is assigned to.')}
      />
      <BlockError message={draft.errors.menus} />
      <div className="flex flex-col gap-3 px-4">
        {menus.length === 0 ? (
          <EmptyState title={t('No menus')} message={t('Create a menu and assign it to the navbar or footer.')} className="py-8" />
        ) : (
          <ul className="flex flex-col gap-2" data-testid="menus-list">
            {menus.map((menu, index) => {
              const invalid = errorsUnder(draft.errors, `menus.${index}`).length > 0;
              return (
                <li
                  key={menu.id}
                  className={`flex items-center gap-1 rounded-xl border bg-background/50 p-1.5 ${invalid ? 'border-danger' : 'border-line'}`}
                >
                  <Link
                    to={pathTo(paths.appearanceMenu, { menuIndex: index })}
                    className="flex min-w-0 flex-1 items-center gap-2 rounded-md px-1.5 py-1.5 hover:bg-fg/6"
                  >
                    <span className="flex min-w-0 flex-1 flex-col">
                      <span className={`truncate text-sm font-medium ${invalid ? 'text-danger' : ''}`}>{menu.name}</span>
                      <span className="truncate text-xs text-muted">
                        {menu.positions.length ? menu.positions.map((p) => t(positionLabels[p] ?? p)).join(', ') : t('Not shown anywhere')}
                        {' · '}
                        {t(':count links', { count: menu.items.length })}
                      </span>
                    </span>
                    <ChevronRight size={16} aria-hidden className="shrink-0 text-muted rtl:rotate-180" />
                  </Link>
                  <IconButton
                    label={t('Delete :name', { name: menu.name })}
                    className="size-9 text-muted hover:text-danger"
                    onClick={() => void remove(index)}
                  >
                    <Trash2 size={16} aria-hidden />
                  </IconButton>
                </li>
              );
            })}
          </ul>
        )}
        <Button variant="outline" size="sm" onClick={create} className="self-start">
          <Plus size={16} aria-hidden />
          {t('New menu')}
        </Button>
      </div>
    </EditorShell>
  );
}
