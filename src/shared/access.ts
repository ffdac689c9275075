// The permission rules of spec section 6, as pure functions over what a user holds. The server
// enforces them; the web uses the same ones to show or hide what a user may do.

export interface Restriction {
  name: string;
  value: number | null;
}

export interface PermissionGrant {
  name: string;
  restrictions: Restriction[];
}

export interface AccessSubject {
  roles: { id: number }[];
  permissions: PermissionGrant[];
}

/** A permission named 'admin' grants everything. */
export function hasPermission(subject: AccessSubject | null | undefined, name: string): boolean {
  if (!subject) return false;
  return subject.permissions.some((p) => p.name === 'admin' || p.name === name);
}

export function hasRole(subject: AccessSubject | null | undefined, roleId: number): boolean {
  return !!subject?.roles.some((r) => r.id === roleId);
}

/**
 * The numeric limit a restriction puts on a permission; null when the permission is absent
 * or holds no value for that restriction (no limit). Admins are never limited.
 */
export function restrictionValue(subject: AccessSubject | null | undefined, permission: string, restriction: string): number | null {
  if (!subject || subject.permissions.some((p) => p.name === 'admin')) return null;
  const grant = subject.permissions.find((p) => p.name === permission);
  const value = grant?.restrictions.find((r) => r.name === restriction)?.value;
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}
