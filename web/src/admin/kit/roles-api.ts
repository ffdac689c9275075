import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type ApiQuery, type ApiResponse } from '../../api/client';

// Calls of the admin roles pages (server: src/features/accounts/roles, permission roles.update).

export interface Restriction {
  name: string;
  value: number | null;
}

export interface GrantedPermission {
  name: string;
  restrictions: Restriction[];
}

/** The permission catalogue by group, as the role and plan editors offer it. */
export type PermissionCatalog = ApiResponse<'get', 'permissions'>['permissions'];
export type CatalogPermission = PermissionCatalog[string][number];

export type AdminRole = ApiResponse<'get', 'roles/{id}'>['role'];

export type RoleInput = {
  name: string;
  description: string | null;
  default: boolean;
  guests: boolean;
  permissions: GrantedPermission[];
};

export interface Paginated<T> {
  pagination: { data: T[]; current_page: number; per_page: number; total: number; last_page: number };
}

type RolesQuery = ApiQuery<'get', 'roles'>;

export const rolesKeys = {
  all: ['roles-admin'] as const,
  list: (q: RolesQuery) => ['roles-admin', 'list', q] as const,
  role: (id: number) => ['roles-admin', 'role', id] as const,
  catalog: ['roles-admin', 'catalog'] as const,
};

export const useRoles = (q: { query?: string; page?: number; perPage?: number } = {}) => {
  const params: RolesQuery = { perPage: q.perPage ?? 50, page: q.page ?? 1 };
  if (q.query) params.query = q.query;
  return useQuery({
    queryKey: rolesKeys.list(params),
    queryFn: () => api.get('roles', { query: params }),
    placeholderData: (previous) => previous,
  });
};

/** Every role (for pickers): the server's page size limit covers any realistic role count. */
export const useAllRoles = () => {
  const list = useRoles({ perPage: 100 });
  return { ...list, roles: list.data?.pagination.data ?? [] };
};

export const useRole = (id: number | null) =>
  useQuery({
    queryKey: rolesKeys.role(id ?? 0),
    queryFn: async () => (await api.get('roles/{id}', { path: { id: id! } })).role,
    enabled: id !== null,
  });

export const usePermissionCatalog = () =>
  useQuery({
    queryKey: rolesKeys.catalog,
    queryFn: async () => (await api.get('permissions')).permissions,
    staleTime: 5 * 60_000,
  });

export const rolesApi = {
  create: (input: RoleInput) => api.post('roles', { body: input }),
  update: (id: number, input: RoleInput) => api.put('roles/{id}', { path: { id }, body: input }),
};

export const useDeleteRole = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete('roles/{id}', { path: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: rolesKeys.all }),
  });
};
