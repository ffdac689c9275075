import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../api';

// Calls of the admin roles pages (server: src/features/accounts/roles, permission roles.update).

export interface Restriction {
  name: string;
  value: number | null;
}

export interface GrantedPermission {
  name: string;
  restrictions: Restriction[];
}

export interface CatalogPermission {
  id: number;
  name: string;
  description: string | null;
  restrictions: { name: string; type: string; description?: string }[];
}

export type PermissionCatalog = Record<string, CatalogPermission[]>;

export interface AdminRole {
  id: number;
  name: string;
  description: string | null;
  default: boolean;
  guests: boolean;
  users_count: number;
  permissions: (GrantedPermission & { id: number; group: string })[];
  created_at: string;
  updated_at: string;
}

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

export const rolesKeys = {
  all: ['roles-admin'] as const,
  list: (q: Record<string, string | number>) => ['roles-admin', 'list', q] as const,
  role: (id: number) => ['roles-admin', 'role', id] as const,
  catalog: ['roles-admin', 'catalog'] as const,
};

export const useRoles = (q: { query?: string; page?: number; perPage?: number } = {}) => {
  const params: Record<string, string | number> = { perPage: q.perPage ?? 50, page: q.page ?? 1 };
  if (q.query) params.query = q.query;
  return useQuery({
    queryKey: rolesKeys.list(params),
    queryFn: () => http.get<Paginated<AdminRole>>('roles', params),
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
    queryFn: async () => (await http.get<{ role: AdminRole }>(`roles/${id}`)).role,
    enabled: id !== null,
  });

export const usePermissionCatalog = () =>
  useQuery({
    queryKey: rolesKeys.catalog,
    queryFn: async () => (await http.get<{ permissions: PermissionCatalog }>('permissions')).permissions,
    staleTime: 5 * 60_000,
  });

export const rolesApi = {
  create: (input: RoleInput) => http.post<{ role: AdminRole; message: string }>('roles', input),
  update: (id: number, input: RoleInput) => http.put<{ role: AdminRole; message: string }>(`roles/${id}`, input),
};

export const useDeleteRole = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http.delete<{ message: string }>(`roles/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: rolesKeys.all }),
  });
};
