import { type UseFormReturn, useWatch } from 'react-hook-form';
import { useTrans } from '../../shell/i18n';
import { AddPermissionSelect, PermissionRow, withRestriction } from '../kit/permission-pieces';
import { type PlanPermission, usePermissionCatalog } from './api';
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

  return (
    <div data-testid="plan-permissions">
      {chosen.length === 0 ? (
        <p className="rounded-xl border border-dashed border-line p-4 text-center text-sm text-muted">
          {t('This plan grants no permissions: subscribing unlocks nothing.')}
        </p>
      ) : (
        <ul className="divide-y divide-line rounded-xl border border-line">
          {chosen.map((perm) => (
            <PermissionRow
              key={perm.name}
              perm={perm}
              def={find(perm.name)}
              onRestriction={(restriction, raw) => set(withRestriction(chosen, perm.name, restriction, raw))}
              onRemove={() => set(chosen.filter((p) => p.name !== perm.name))}
              className="flex flex-wrap items-start gap-3 px-3 py-3 sm:px-4"
            />
          ))}
        </ul>
      )}
      {error?.message && (
        <p className="mt-2 text-xs font-medium text-danger" role="alert">
          {error.message}
        </p>
      )}
      <AddPermissionSelect groups={Object.entries(catalog.data ?? {})} chosen={chosen} onAdd={add} loading={catalog.isPending} />
    </div>
  );
}
