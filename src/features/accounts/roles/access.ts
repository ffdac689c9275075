// The permission rules of spec section 6, as pure functions over what a user holds.

import {
  type AccessSubject,
  hasPermission,
  hasRole,
  type PermissionGrant,
  type Restriction,
  restrictionValue,
} from '../../../shared/access';

export { type AccessSubject, hasPermission, hasRole, type PermissionGrant, type Restriction };
export const getRestrictionValue = restrictionValue;

export function hasAllPermissions(subject: AccessSubject | null | undefined, names: string[]): boolean {
  return names.every((n) => hasPermission(subject, n));
}

export type QuotaCheck =
  | { allowed: true; limit: number | null }
  | { allowed: false; reason: 'missing_permission' }
  | { allowed: false; reason: 'over_quota'; limit: number };

/** Missing permission and over quota are reported separately; over quota when count >= limit. */
export function checkQuota(
  subject: AccessSubject | null | undefined,
  permission: string,
  restriction: string,
  currentCount: number,
): QuotaCheck {
  if (!hasPermission(subject, permission)) return { allowed: false, reason: 'missing_permission' };
  const limit = getRestrictionValue(subject, permission, restriction);
  if (limit !== null && currentCount >= limit) return { allowed: false, reason: 'over_quota', limit };
  return { allowed: true, limit };
}

/** Merges grants from several sources (roles, direct, plan): the most generous limit wins. */
export function mergeGrants(sources: PermissionGrant[][]): PermissionGrant[] {
  const byName = new Map<string, Map<string, number | null>>();
  for (const grant of sources.flat()) {
    const existing = byName.get(grant.name);
    const incoming = new Map(grant.restrictions.map((r) => [r.name, r.value] as const));
    if (!existing) {
      byName.set(grant.name, incoming);
      continue;
    }
    for (const [name, current] of existing) {
      // A source without this restriction means no limit from that source.
      if (!incoming.has(name)) existing.set(name, null);
      else {
        const v = incoming.get(name) ?? null;
        existing.set(name, current === null || v === null ? null : Math.max(current, v));
      }
    }
  }
  return [...byName].map(([name, r]) => ({
    name,
    restrictions: [...r].filter(([, v]) => v !== null).map(([n, value]) => ({ name: n, value })),
  }));
}
