import { useState } from 'react';
import { useParams } from 'wouter';
import { permissionCatalog } from '../../../../src/shared/permission-catalog';
import { paths, pathTo } from '../../paths';
import { useTrans } from '../../shell/i18n';
import { menuIconNames } from '../../shell/menu-icon';
import { NotFound } from '../kit/not-found';
import { Checkbox, SelectField, TextField } from '../../ui/field';
import { useAllRoles } from '../kit/roles-api';
import { useAppearanceDraft } from './editor-draft';
import { EditorHeader, EditorShell } from './editor-kit';
import { type MenuItem, menusOf } from './menu-draft';

const splitList = (text: string) =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** One menu link: label, in-app route or external link, target, icon and who sees it. */
export default function MenuItemPanel() {
  const t = useTrans();
  const draft = useAppearanceDraft();
  const params = useParams<{ menuIndex: string; menuItemIndex: string }>();
  const menuIndex = Number(params.menuIndex);
  const itemIndex = Number(params.menuItemIndex);
  const { menus, updateMenu } = menusOf(draft);
  const item = menus[menuIndex]?.items[itemIndex];
  const key = `menus.${menuIndex}.items.${itemIndex}`;
  const roles = useAllRoles();
  const routes = draft.data?.menu_routes ?? [];
  const menuPath = pathTo(paths.appearanceMenu, { menuIndex });

  const change = (patch: Partial<MenuItem>, field: keyof MenuItem) =>
    updateMenu(menuIndex, (m) => ({ ...m, items: m.items.map((it, i) => (i === itemIndex ? { ...it, ...patch } : it)) }), [
      `${key}.${field}`,
    ]);

  return (
    <EditorShell draft={draft} section="menus" testId="appearance-menu-item-panel">
      <EditorHeader title={item?.label || t('Menu link')} back={menuPath} backLabel="Back to menu" />
      {!item ? (
        <NotFound
          title={t('Link not found')}
          message={t('It may have been removed.')}
          back={{ to: menuPath, label: t('Back to menu'), look: 'plain' }}
          className="py-8"
        />
      ) : (
        <div className="flex flex-col gap-4 px-4">
          <TextField
            label={t('Label')}
            value={item.label}
            maxLength={100}
            error={draft.errors[`${key}.label`]}
            onChange={(e) => change({ label: e.target.value }, 'label')}
          />
          <SelectField
            label={t('Type')}
            value={item.type}
            options={[
              { value: 'route', label: t('Route (a page of this site)') },
              { value: 'link', label: t('Link (any address)') },
            ]}
            onChange={(e) => change({ type: e.target.value as MenuItem['type'] }, 'type')}
          />
          <TextField
            label={item.type === 'route' ? t('Route') : t('Address')}
            value={item.action ?? ''}
            list={item.type === 'route' ? 'menu-route-options' : undefined}
            placeholder={item.type === 'route' ? '/watchlist' : 'https://example.com'}
            description={item.type === 'route' ? t('Suggested: :routes', { routes: routes.join(', ') }) : undefined}
            error={draft.errors[`${key}.action`]}
            onChange={(e) => change({ action: e.target.value }, 'action')}
          />
          <datalist id="menu-route-options">
            {routes.map((r) => (
              <option key={r} value={r} />
            ))}
          </datalist>
          <SelectField
            label={t('Open in')}
            value={item.target}
            options={[
              { value: '_self', label: t('Same window') },
              { value: '_blank', label: t('New window') },
            ]}
            onChange={(e) => change({ target: e.target.value as MenuItem['target'] }, 'target')}
          />
          <SelectField
            label={t('Icon')}
            value={item.icon ?? ''}
            error={draft.errors[`${key}.icon`]}
            onChange={(e) => change({ icon: e.target.value || null }, 'icon')}
          >
            <option value="">{t('None')}</option>
            {menuIconNames.map((i) => (
              <option key={i} value={i}>
                {i}
              </option>
            ))}
          </SelectField>
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1.5 text-sm font-medium">{t('Only for roles')}</legend>
            {roles.isError ? (
              <ListField
                key={item.id}
                label={t('Role ids')}
                initial={item.roles.join(', ')}
                description={t('Role ids, separated by commas. Empty: everyone.')}
                onList={(list) => change({ roles: list.map(Number).filter(Number.isInteger) }, 'roles')}
              />
            ) : (
              <>
                {roles.roles.map((role) => (
                  <Checkbox
                    key={role.id}
                    label={role.name}
                    checked={item.roles.includes(role.id)}
                    onChange={(e) =>
                      change({ roles: e.target.checked ? [...item.roles, role.id] : item.roles.filter((r) => r !== role.id) }, 'roles')
                    }
                  />
                ))}
                <p className="text-xs text-muted">{t('None ticked: everyone sees the link.')}</p>
              </>
            )}
          </fieldset>
          <ListField
            key={item.id}
            label={t('Only with permissions')}
            initial={item.permissions.join(', ')}
            list="menu-permission-options"
            description={t('Permission names separated by commas, e.g. admin.access. Empty: no permission needed.')}
            error={draft.errors[`${key}.permissions`]}
            onList={(list) => change({ permissions: list }, 'permissions')}
          />
          <datalist id="menu-permission-options">
            {permissionCatalog.map((p) => (
              <option key={p.name} value={p.name} />
            ))}
          </datalist>
        </div>
      )}
    </EditorShell>
  );
}

/** A comma-separated list typed as text (kept as typed, so ", " can be followed by the next entry). */
function ListField({
  initial,
  onList,
  ...rest
}: {
  label: string;
  initial: string;
  description: string;
  list?: string;
  error?: string;
  onList: (list: string[]) => void;
}) {
  const [text, setText] = useState(initial);
  return (
    <TextField
      {...rest}
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        onList(splitList(e.target.value));
      }}
    />
  );
}
