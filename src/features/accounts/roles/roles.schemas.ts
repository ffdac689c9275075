import { z } from 'zod';
import { pageQuery } from '../../../http/pagination';
import { id, page, text, timestamp } from '../../../http/response-schemas';
import { lazySchema } from '../../../http/lazy-schema';

/** A restriction value: a whole number limit, or null/'' for no limit (form inputs send strings). */
const restrictionValue = lazySchema(() =>
  z.preprocess(
    (v) => (v === '' ? null : typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v),
    z.number().int().min(0).max(1_000_000_000).nullable(),
  ),
);

export const restrictionInput = lazySchema(() => z.object({ name: z.string().min(1).max(100), value: restrictionValue }));

/** A permission on a role: its name alone, or the name with restrictions (quotas). */
export const rolePermissionInput = lazySchema(() =>
  z.union([
    z
      .string()
      .min(1)
      .max(100)
      .transform((name) => ({ name, restrictions: [] as z.infer<typeof restrictionInput>[] })),
    z.object({ name: z.string().min(1).max(100), restrictions: z.array(restrictionInput).max(20).default([]) }),
  ]),
);

const roleFields = {
  name: z.string().trim().min(1, 'The name is required.').max(255),
  description: z.string().trim().max(1000).nullable(),
  /** Given to every new user. */
  default: z.boolean(),
  /** Applies when nobody is signed in; exactly one role has it. */
  guests: z.boolean(),
  permissions: z.array(rolePermissionInput).max(500),
};

export const createRoleSchema = lazySchema(() =>
  z.object({
    ...roleFields,
    description: roleFields.description.optional(),
    default: roleFields.default.default(false),
    guests: roleFields.guests.default(false),
    permissions: roleFields.permissions.default([]),
  }),
);

export const updateRoleSchema = lazySchema(() =>
  z.object({
    name: roleFields.name.optional(),
    description: roleFields.description.optional(),
    default: roleFields.default.optional(),
    guests: roleFields.guests.optional(),
    permissions: roleFields.permissions.optional(),
  }),
);

export const roleListQuery = lazySchema(() =>
  pageQuery.extend({
    query: z.string().trim().max(100).optional(),
    orderBy: z.enum(['id', 'name', 'created_at', 'updated_at']).default('id'),
    orderDir: z.enum(['asc', 'desc']).default('asc'),
  }),
);

export const idParam = lazySchema(() => z.object({ id: z.coerce.number().int().positive('Invalid id.') }));

export type CreateRoleInput = z.infer<typeof createRoleSchema>;
export type UpdateRoleInput = z.infer<typeof updateRoleSchema>;
export type RoleListQuery = z.infer<typeof roleListQuery>;

// Success bodies (responds.ts), as roles.service.ts presents them.

/** A granted permission: its name and the restrictions (quotas) set on it; null is no limit. */
export const permissionGrant = lazySchema(() =>
  z.looseObject({
    name: z.string(),
    restrictions: z.array(z.looseObject({ name: z.string(), value: z.int().nullable() })),
  }),
);

export const role = lazySchema(() =>
  z.looseObject({
    id,
    name: z.string(),
    description: text,
    default: z.boolean().meta({ description: 'Given to every new user.' }),
    guests: z.boolean().meta({ description: 'Applies when nobody is signed in; exactly one role has it.' }),
    users_count: z.int(),
    permissions: z.array(permissionGrant.extend({ id, group: z.string() })),
    created_at: timestamp,
    updated_at: timestamp,
  }),
);

export const roleBody = lazySchema(() => z.looseObject({ role }));
export const savedRoleBody = lazySchema(() => roleBody.extend({ message: z.string() }));

export const rolesPage = lazySchema(() => z.looseObject({ pagination: page(role) }));
export type RolePayload = z.infer<typeof role>;

/** Every permission a role (or a plan) may grant, by group, with the restrictions each supports. */
export const permissionCatalogueBody = lazySchema(() =>
  z.looseObject({
    permissions: z.record(
      z.string(),
      z.array(
        z.looseObject({
          id,
          name: z.string(),
          description: text,
          restrictions: z.array(z.looseObject({ name: z.string(), type: z.string(), description: z.string() })),
        }),
      ),
    ),
  }),
);
