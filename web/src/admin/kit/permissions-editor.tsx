import { useTrans } from '../../shell/i18n';
import { AddPermissionSelect, PermissionRow, withRestriction } from './permission-pieces';
import { type CatalogPermission, type GrantedPermission, usePermissionCatalog } from './roles-api';

/**
 * Chosen permissions grouped as the server's catalogue groups them, each with its quota
 * restrictions (empty = unlimited), and a grouped picker to add more. Used by the role form
 * and the user's permissions tab.
 */
export function PermissionsEditor({
  value,
  onChange,
  error,
  emptyText,
  testId = 'permissions-editor',
}: {
  value: GrantedPermission[];
  onChange: (next: GrantedPermission[]) => void;
  error?: string;
  emptyText: string;
  testId?: string;
}) {
  const t = useTrans();
  const catalog = usePermissionCatalog();
  const groups = Object.entries(catalog.data ?? {});
  const groupOf = (name: string) => groups.find(([, perms]) => perms.some((p) => p.name === name))?.[0] ?? 'other';
  const defOf = (name: string): CatalogPermission | undefined => groups.flatMap(([, perms]) => perms).find((p) => p.name === name);

  const add = (name: string) => {
    if (!name || value.some((p) => p.name === name)) return;
    onChange([...value, { name, restrictions: [] }]);
  };

  const chosenGroups = [...new Set(value.map((p) => groupOf(p.name)))].sort();

  return (
    <div data-testid={testId}>
      {catalog.isError && (
        <p className="mb-3 text-sm text-danger" role="alert">
          {t('The permission list could not be loaded.')}
        </p>
      )}
      {value.length === 0 ? (
        <p className="rounded-xl border border-dashed border-line p-4 text-center text-sm text-muted">{emptyText}</p>
      ) : (
        <div className="space-y-4">
          {chosenGroups.map((group) => (
            <section key={group} aria-label={group}>
              <h3 className="mb-1.5 text-xs font-semibold uppercase tracking-wide text-muted">{group}</h3>
              <ul className="divide-y divide-line rounded-xl border border-line">
                {value
                  .filter((p) => groupOf(p.name) === group)
                  .map((perm) => (
                    <PermissionRow
                      key={perm.name}
                      perm={perm}
                      def={defOf(perm.name)}
                      onRestriction={(restriction, raw) => onChange(withRestriction(value, perm.name, restriction, raw))}
                      onRemove={() => onChange(value.filter((p) => p.name !== perm.name))}
                      className="flex items-start gap-3 px-3 py-3 sm:px-4"
                      nameClassName="break-all"
                      testId="granted-permission"
                    />
                  ))}
              </ul>
            </section>
          ))}
        </div>
      )}
      {error && (
        <p className="mt-2 text-xs font-medium text-danger" role="alert">
          {error}
        </p>
      )}
      <AddPermissionSelect groups={groups} chosen={value} onAdd={add} loading={catalog.isPending} />
    </div>
  );
}

/** The first server error about permissions (`permissions`, `permissions.3.name`, ...). */
export function permissionsError(fieldErrors: Record<string, string[]>) {
  const key = Object.keys(fieldErrors).find((k) => k === 'permissions' || k.startsWith('permissions.'));
  return key ? fieldErrors[key]?.[0] : undefined;
}
