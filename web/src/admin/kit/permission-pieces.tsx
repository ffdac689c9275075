import { KeyRound, X } from 'lucide-react';
import { useTrans } from '../../shell/i18n';
import { IconButton } from '../../ui/button';
import { inputClass } from '../../ui/field';
import { Skeleton } from '../../ui/skeleton';

// The pieces shared by the permission editors of roles, users and plans: a granted permission
// with its quota inputs, the grouped "add permission" select, and the quota update itself.

export interface Granted {
  name: string;
  restrictions: { name: string; value: number | null }[];
}

export interface CatalogEntry {
  name: string;
  description: string | null;
  restrictions: { name: string; description?: string }[];
}

/** `list` with one restriction of one permission set from an input's text ('' = unlimited: removed). */
export function withRestriction<P extends Granted>(list: P[], perm: string, restriction: string, raw: string): P[] {
  const n = raw === '' ? null : Math.max(0, Math.floor(Number(raw)));
  return list.map((p) => {
    if (p.name !== perm) return p;
    const others = p.restrictions.filter((r) => r.name !== restriction);
    return { ...p, restrictions: n === null || Number.isNaN(n) ? others : [...others, { name: restriction, value: n }] };
  });
}

/** One granted permission: its name and description, a number input per quota, and a remove button. */
export function PermissionRow({
  perm,
  def,
  onRestriction,
  onRemove,
  className,
  nameClassName = '',
  testId,
}: {
  perm: Granted;
  def: CatalogEntry | undefined;
  onRestriction: (restriction: string, raw: string) => void;
  onRemove: () => void;
  className: string;
  nameClassName?: string;
  testId?: string;
}) {
  const t = useTrans();
  return (
    <li className={className} data-testid={testId}>
      <KeyRound className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
      <div className="min-w-0 flex-1">
        <p className={`${nameClassName} font-mono text-[13px] font-semibold`}>{perm.name}</p>
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
              onChange={(e) => onRestriction(r.name, e.target.value)}
              className={`${inputClass.replace('w-full', '')} h-9 w-32 tabular-nums`}
            />
          </label>
        ))}
      </div>
      <IconButton label={t('Remove :name', { name: perm.name })} onClick={onRemove} className="size-8 text-muted hover:text-danger">
        <X className="size-4" aria-hidden />
      </IconButton>
    </li>
  );
}

/** The grouped select that adds a permission not chosen yet (a skeleton while the catalogue loads). */
export function AddPermissionSelect({
  groups,
  chosen,
  onAdd,
  loading,
}: {
  groups: [string, { name: string }[]][];
  chosen: { name: string }[];
  onAdd: (name: string) => void;
  loading: boolean;
}) {
  const t = useTrans();
  return (
    <div className="mt-3 max-w-sm">
      {loading ? (
        <Skeleton className="h-11 w-full" />
      ) : (
        <select
          aria-label={t('Add permission')}
          value=""
          onChange={(e) => onAdd(e.target.value)}
          className={`${inputClass} pe-8`}
          data-testid="add-permission"
        >
          <option value="">{t('Add permission…')}</option>
          {groups.map(([group, perms]) => (
            <optgroup key={group} label={group}>
              {perms
                .filter((p) => !chosen.some((c) => c.name === p.name))
                .map((p) => (
                  <option key={p.name} value={p.name}>
                    {p.name}
                  </option>
                ))}
            </optgroup>
          ))}
        </select>
      )}
    </div>
  );
}
