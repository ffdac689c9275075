import { KeyRound, X } from 'lucide-react';
import { useTrans } from '../../shell/i18n';
import { IconButton } from '../../ui/button';
import { inputClass } from '../../ui/field';
import { Skeleton } from '../../ui/skeleton';
import { type CatalogPermission, type GrantedPermission, usePermissionCatalog } from './api';

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
  const setRestriction = (perm: string, restriction: string, raw: string) => {
    const n = raw === '' ? null : Math.max(0, Math.floor(Number(raw)));
    onChange(
      value.map((p) => {
        if (p.name !== perm) return p;
        const others = p.restrictions.filter((r) => r.name !== restriction);
        return { ...p, restrictions: n === null || Number.isNaN(n) ? others : [...others, { name: restriction, value: n }] };
      }),
    );
  };

  const chosenGroups = [...new Set(value.map((p) => groupOf(p.name)))].sort();

  return (
    <div data-testid={testId}>
      {catalog.isError && <p className="mb-3 text-sm text-danger" role="alert">{t('The permission list could not be loaded.')}</p>}
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
                  .map((perm) => {
                    const def = defOf(perm.name);
                    return (
                      <li key={perm.name} className="flex items-start gap-3 px-3 py-3 sm:px-4" data-testid="granted-permission">
                        <KeyRound className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
                        <div className="min-w-0 flex-1">
                          <p className="break-all font-mono text-[13px] font-semibold">{perm.name}</p>
                          {def?.description && <p className="text-xs text-muted">{t(def.description)}</p>}
                          {def?.restrictions.map((r) => (
                            <label key={r.name} className="mt-2 flex flex-wrap items-center gap-2 text-xs text-muted">
                              <span>{r.description ? t(r.description) : r.name}</span>
                              <input
                                type="number"
                                min={0}
                                placeholder={t('Unlimited')}
                                aria-label={`${perm.name}: ${r.name}`}
                                value={perm.restrictions.find((x) => x.name === r.name)?.value ?? ''}
                                onChange={(e) => setRestriction(perm.name, r.name, e.target.value)}
                                className={`${inputClass.replace('w-full', '')} h-9 w-32 tabular-nums`}
                              />
                            </label>
                          ))}
                        </div>
                        <IconButton label={t('Remove :name', { name: perm.name })} onClick={() => onChange(value.filter((p) => p.name !== perm.name))} className="size-8 text-muted hover:text-danger">
                          <X className="size-4" aria-hidden />
                        </IconButton>
                      </li>
                    );
                  })}
              </ul>
            </section>
          ))}
        </div>
      )}
      {error && <p className="mt-2 text-xs font-medium text-danger" role="alert">{error}</p>}
      <div className="mt-3 max-w-sm">
        {catalog.isPending ? (
          <Skeleton className="h-11 w-full" />
        ) : (
          <select aria-label={t('Add permission')} value="" onChange={(e) => add(e.target.value)} className={`${inputClass} pe-8`} data-testid="add-permission">
            <option value="">{t('Add permission…')}</option>
            {groups.map(([group, perms]) => (
              <optgroup key={group} label={group}>
                {perms.filter((p) => !value.some((c) => c.name === p.name)).map((p) => (
                  <option key={p.name} value={p.name}>{p.name}</option>
                ))}
              </optgroup>
            ))}
          </select>
        )}
      </div>
    </div>
  );
}

/** The first server error about permissions (`permissions`, `permissions.3.name`, ...). */
export function permissionsError(fieldErrors: Record<string, string[]>) {
  const key = Object.keys(fieldErrors).find((k) => k === 'permissions' || k.startsWith('permissions.'));
  return key ? fieldErrors[key]?.[0] : undefined;
}
