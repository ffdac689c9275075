import { KeyRound, X } from 'lucide-react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { useTrans } from '../../shell/i18n';
import { IconButton } from '../../ui/button';
import { inputClass } from '../../ui/field';
import { Skeleton } from '../../ui/skeleton';
import { type CatalogPermission, type PlanPermission, usePermissionCatalog } from './api';
import type { PlanFormValues } from './plan-form';

/** The permissions a subscriber of the plan is granted, with quota restrictions where a permission has them. */
export function PlanPermissionsEditor({ form }: { form: UseFormReturn<PlanFormValues> }) {
  const t = useTrans();
  const catalog = usePermissionCatalog();
  const chosen = useWatch({ control: form.control, name: 'permissions' }) ?? [];
  const all = Object.values(catalog.data ?? {}).flat();
  const find = (name: string) => all.find((p) => p.name === name);
  const set = (next: PlanPermission[]) => form.setValue('permissions', next, { shouldDirty: true });
  const error = form.formState.errors.permissions;

  const add = (name: string) => {
    if (!name || chosen.some((p) => p.name === name)) return;
    set([...chosen, { name, restrictions: [] }]);
  };
  const setRestriction = (perm: string, restriction: string, raw: string) => {
    const value = raw === '' ? null : Math.max(0, Math.floor(Number(raw)));
    set(
      chosen.map((p) => {
        if (p.name !== perm) return p;
        const others = p.restrictions.filter((r) => r.name !== restriction);
        return { ...p, restrictions: value === null || Number.isNaN(value) ? others : [...others, { name: restriction, value }] };
      }),
    );
  };

  return (
    <div data-testid="plan-permissions">
      {chosen.length === 0 ? (
        <p className="rounded-xl border border-dashed border-line p-4 text-center text-sm text-muted">{t('This plan grants no permissions: subscribing unlocks nothing.')}</p>
      ) : (
        <ul className="divide-y divide-line rounded-xl border border-line">
          {chosen.map((perm) => {
            const def: CatalogPermission | undefined = find(perm.name);
            return (
              <li key={perm.name} className="flex flex-wrap items-start gap-3 px-3 py-3 sm:px-4">
                <KeyRound className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
                <div className="min-w-0 flex-1">
                  <p className="font-mono text-[13px] font-semibold">{perm.name}</p>
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
                        className={`${inputClass} h-9 w-32 tabular-nums`}
                      />
                    </label>
                  ))}
                </div>
                <IconButton label={t('Remove :name', { name: perm.name })} onClick={() => set(chosen.filter((p) => p.name !== perm.name))} className="size-8 text-muted hover:text-danger">
                  <X className="size-4" aria-hidden />
                </IconButton>
              </li>
            );
          })}
        </ul>
      )}
      {error?.message && <p className="mt-2 text-xs font-medium text-danger" role="alert">{error.message}</p>}
      <div className="mt-3 max-w-sm">
        {catalog.isPending ? (
          <Skeleton className="h-11 w-full" />
        ) : (
          <select aria-label={t('Add permission')} value="" onChange={(e) => add(e.target.value)} className={`${inputClass} pe-8`} data-testid="add-permission">
            <option value="">{t('Add permission…')}</option>
            {Object.entries(catalog.data ?? {}).map(([group, perms]) => (
              <optgroup key={group} label={group}>
                {perms.filter((p) => !chosen.some((c) => c.name === p.name)).map((p) => (
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
