import { z } from 'zod';
import { pageQuery } from '../../../http/pagination';
import { id, page, text, timestamp } from '../../../http/response-schemas';
import { accessTokenSummary } from '../access-tokens/access-tokens.schemas';
import { lazySchema } from '../../../http/lazy-schema';

const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();

/** Fields a user may change on their own account (spec: account details, location and language). */
export const selfUpdateSchema = lazySchema(() =>
  z.object({
    name: z.string().trim().min(1, 'The name field is required.').max(255).optional(),
    first_name: optionalText(255),
    last_name: optionalText(255),
    language: z.string().trim().max(16).nullable().optional(),
    country: z.string().trim().max(8).nullable().optional(),
    timezone: z.string().trim().min(1).max(64).optional(),
  }),
);

const grantSchema = lazySchema(() =>
  z.object({
    name: z.string().min(1).max(100),
    restrictions: z.array(z.object({ name: z.string().min(1).max(100), value: z.number().nullable() })).default([]),
  }),
);

/** What an admin holding users.update may change on top of the self fields. */
export const adminUpdateSchema = lazySchema(() =>
  selfUpdateSchema.extend({
    email: z.email('Enter a valid email address.').max(255).optional(),
    password: z.string().min(8, 'The password must be at least 8 characters.').max(256).optional(),
    roles: z.array(z.coerce.number().int().positive()).optional(),
    permissions: z.array(grantSchema).optional(),
    banned_at: z.iso.datetime({ offset: true }).nullable().optional(),
    ban_reason: optionalText(1000),
    email_verified: z.boolean().optional(),
  }),
);

export const createUserSchema = lazySchema(() =>
  adminUpdateSchema.extend({
    email: z.email('Enter a valid email address.').max(255),
    password: z.string().min(8, 'The password must be at least 8 characters.').max(256).optional(),
  }),
);

export const userIdParam = lazySchema(() =>
  z.object({
    id: z.union([z.literal('me'), z.coerce.number().int().positive()]),
  }),
);

export const userIdsParam = lazySchema(() =>
  z.object({
    ids: z
      .string()
      .regex(/^(me|\d+)(,(me|\d+))*$/, 'Give user ids as a comma separated list.')
      .transform((s) =>
        s
          .split(',')
          .slice(0, 500)
          .map((p): number | 'me' => (p === 'me' ? 'me' : Number(p))),
      ),
  }),
);

export const deleteUsersQuery = lazySchema(() =>
  z.object({
    deleteCurrentUser: z.enum(['true', 'false', '1', '0']).optional(),
  }),
);

export const listUsersQuery = lazySchema(() =>
  pageQuery.extend({
    query: z.string().trim().max(255).optional(),
    role: z.coerce.number().int().positive().optional(),
    banned: z.enum(['true', 'false', '1', '0']).optional(),
    verified: z.enum(['true', 'false', '1', '0']).optional(),
    orderBy: z.enum(['id', 'name', 'email', 'created_at', 'banned_at']).default('created_at'),
    orderDir: z.enum(['asc', 'desc']).default('desc'),
  }),
);

export const banUserSchema = lazySchema(() =>
  z.object({
    ban_reason: optionalText(1000),
  }),
);

export const localeSchema = lazySchema(() =>
  z.object({
    locale: z.string({ error: 'The locale field is required.' }).trim().min(2).max(16),
  }),
);

export type AdminUpdate = z.infer<typeof adminUpdateSchema>;
export type ListUsersQuery = z.infer<typeof listUsersQuery>;

// Success bodies (responds.ts), as users.present.ts and users.admin.ts write them.

const role = lazySchema(() => z.looseObject({ id, name: z.string() }));
const grant = lazySchema(() =>
  z.looseObject({
    name: z.string(),
    restrictions: z
      .array(z.looseObject({ name: z.string(), value: z.number().nullable() }))
      .meta({ description: 'Quotas on the permission, e.g. `{ name: "count", value: 10 }`.' }),
  }),
);

/** A user as the admin's user list shows them (presentUser): never a password or 2FA secret. */
export const listedUser = lazySchema(() =>
  z.looseObject({
    id,
    name: text,
    first_name: text,
    last_name: text,
    email: z.string().meta({ format: 'email' }),
    image: text,
    email_verified_at: timestamp.nullable(),
    banned_at: timestamp.nullable(),
    ban_reason: text,
    language: text,
    country: text,
    timezone: z.string(),
    created_at: timestamp,
    updated_at: timestamp,
    roles: z.array(role),
  }),
);

/** What the signed-in payload and the admin view of a user share besides their permissions. */
const linkedAccounts = {
  social_profiles: z.array(z.looseObject({ service_name: z.string(), username: text })),
  tokens: z.array(accessTokenSummary),
  two_factor_confirmed_at: timestamp.nullable(),
};

/** What every view of a user has, the signed-in payload (users/me, bootstrap data) as much as the admin view. */
export const user = lazySchema(() =>
  listedUser.omit({ ban_reason: true, created_at: true, updated_at: true }).extend({
    permissions: z
      .array(grant)
      .meta({ description: 'The signed-in user: every permission its roles give; the admin view: direct grants.' }),
    ...linkedAccounts,
  }),
);

/** One user as an admin sees and edits it (presentUserById). */
const adminUser = lazySchema(() =>
  listedUser.extend({
    permissions: z.array(grant).meta({ description: 'Permissions granted to the user directly, besides its roles.' }),
    ...linkedAccounts,
    extra_fields: z.array(z.looseObject({ name: z.string(), label: z.string(), value: z.union([z.string(), z.boolean()]) })),
    two_factor_enabled: z.boolean(),
  }),
);

/** GET users/{id}: `me` answers the signed-in payload, a numeric id the admin view; both have these fields. */
export const userAnswer = lazySchema(() => z.looseObject({ user }));
export const adminUserAnswer = lazySchema(() => z.looseObject({ user: adminUser, message: z.string() }));
export const usersPage = lazySchema(() => z.looseObject({ pagination: page(listedUser) }));
