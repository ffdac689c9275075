import { ChevronRight, Plus } from 'lucide-react';
import { useMemo, useRef } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { paths, pathTo } from '../../paths';
import { useTrans } from '../../shell/i18n';
import { MenuIcon } from '../../shell/menu-icon';
import { Button } from '../../ui/button';
import { RemoveRowButton } from '../appearance-kit/remove-row-button';
import { EmptyState } from '../../ui/empty-state';
import { NotFound } from '../kit/not-found';
import { Checkbox, TextField } from '../../ui/field';
import { SortableHelp, SortHandle, useSortable } from '../kit/sortable';
import { useAppearanceDraft } from './editor-draft';
import { BlockError } from '../appearance-kit/panel-states';
import { EditorHeader, EditorShell } from './editor-kit';
import { errorsUnder, type MenuItem, menusOf, newMenuItem, positionLabels } from './menu-draft';

/** One menu: its name, the positions it shows in and its links (reorder by drag or arrow keys). */
export default function MenuPanel() {
  const t = useTrans();
  const draft = useAppearanceDraft();
  const [, navigate] = useLocation();
  const index = Number(useParams<{ menuIndex: string }>().menuIndex);
  const { menus, updateMenu } = menusOf(draft);
  const menu = menus[index];
  const key = `menus.${index}`;
  const positions = draft.data?.menu_positions ?? Object.keys(positionLabels);

  // useSortable works with numeric ids: each item id gets a stable number for this session
  const numbers = useRef(new Map<string, number>());
  const numberOf = (id: string) => {
    if (!numbers.current.has(id)) numbers.current.set(id, numbers.current.size + 1);
    return numbers.current.get(id)!;
  };
  const items = useMemo(() => menu?.items ?? [], [menu?.items]);
  const rows = useMemo(() => items.map((item) => ({ id: numberOf(item.id), item })), [items]);
  const setItems = (next: MenuItem[]) => updateMenu(index, (m) => ({ ...m, items: next }), [`${key}.items`]);
  const sortable = useSortable(
    rows,
    async (ids) => {
      const byNumber = new Map(rows.map((r) => [r.id, r.item]));
      setItems(ids.map((id) => byNumber.get(id)!).filter(Boolean));
    },
    (row) => row.item.label || t('Untitled'),
  );

  return (
    <EditorShell draft={draft} section="menus" testId="appearance-menu-panel">
      <EditorHeader title={menu?.name || t('Menu')} back={paths.appearanceMenus} backLabel="Back to menus" />
      {!menu ? (
        <NotFound title={t('Menu not found')} back={{ to: paths.appearanceMenus, label: t('All menus'), look: 'plain' }} className="py-8" />
      ) : (
        <>
          <BlockError message={draft.errors[key] ?? draft.errors[`${key}.items`]} />
          <div className="flex flex-col gap-4 px-4">
            <TextField
              label={t('Name')}
              value={menu.name}
              maxLength={100}
              error={draft.errors[`${key}.name`]}
              onChange={(e) => updateMenu(index, (m) => ({ ...m, name: e.target.value }), [`${key}.name`])}
            />
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-1.5 text-sm font-medium">{t('Positions')}</legend>
              <div className="grid grid-cols-1 gap-2 sm:grid-cols-2 md:grid-cols-1">
                {positions.map((p) => (
                  <Checkbox
                    key={p}
                    label={t(positionLabels[p] ?? p)}
                    checked={menu.positions.includes(p)}
                    onChange={(e) =>
                      updateMenu(
                        index,
                        (m) => ({ ...m, positions: e.target.checked ? [...m.positions, p] : m.positions.filter((x) => x !== p) }),
                        [`${key}.positions`],
                      )
                    }
                  />
                ))}
              </div>
              {errorsUnder(draft.errors, `${key}.positions`)[0] && (
                <p className="text-xs font-medium text-danger">{errorsUnder(draft.errors, `${key}.positions`)[0]}</p>
              )}
            </fieldset>
            <div className="flex flex-col gap-2">
              <h3 className="text-sm font-medium">{t('Links')}</h3>
              {sortable.list.length === 0 ? (
                <EmptyState title={t('No links yet')} message={t('Add a link to show it in this menu.')} className="py-6" />
              ) : (
                <ul className="flex flex-col gap-2" data-testid="menu-items">
                  {sortable.list.map((row, position) => {
                    const itemIndex = items.indexOf(row.item);
                    const invalid = errorsUnder(draft.errors, `${key}.items.${itemIndex}`).length > 0;
                    const label = row.item.label || t('Untitled');
                    return (
                      <li
                        key={row.item.id}
                        {...sortable.rowProps(position)}
                        data-testid="menu-item-row"
                        className={`flex items-center gap-1 rounded-xl border bg-background/50 p-1.5 data-[dragging]:opacity-50 ${invalid ? 'border-danger' : 'border-line'}`}
                      >
                        <SortHandle {...sortable.handleProps(position)} />
                        <Link
                          to={pathTo(paths.appearanceMenuItem, { menuIndex: index, menuItemIndex: itemIndex })}
                          className="flex min-w-0 flex-1 items-center gap-2 rounded-md px-1.5 py-2 text-sm hover:bg-fg/6"
                        >
                          <span className="shrink-0 text-muted">
                            <MenuIcon name={row.item.icon} size={16} />
                          </span>
                          <span className={`min-w-0 flex-1 truncate font-medium ${invalid ? 'text-danger' : ''}`}>{label}</span>
                          <span className="hidden max-w-32 truncate text-xs text-muted sm:inline md:hidden lg:inline">
                            {row.item.action}
                          </span>
                          <ChevronRight size={16} aria-hidden className="shrink-0 text-muted rtl:rotate-180" />
                        </Link>
                        <RemoveRowButton name={label} onRemove={() => setItems(items.filter((i) => i.id !== row.item.id))} />
                      </li>
                    );
                  })}
                </ul>
              )}
              <SortableHelp announcement={sortable.announcement} />
              <Button
                variant="outline"
                size="sm"
                className="self-start"
                onClick={() => {
                  setItems([...items, newMenuItem()]);
                  navigate(pathTo(paths.appearanceMenuItem, { menuIndex: index, menuItemIndex: items.length }));
                }}
              >
                <Plus size={16} aria-hidden />
                {t('Add link')}
              </Button>
            </div>
          </div>
        </>
      )}
    </EditorShell>
  );
}
