import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../api';
import { api, type ApiOptions, type ApiResponse } from '../../api/client';
import type { Product } from '../../features/billing/api';
import type { GrantedPermission } from '../kit/roles-api';

// Calls of the admin plans and subscriptions pages (server: src/features/{plans,subscriptions}).

export type PlanPermission = GrantedPermission;

/** A saved plan; `sync_error` when a payment provider was down (the plan stays "not synced"). */
export type SavedPlan = ApiResponse<'post', 'billing/products'>;

/** A plan as plan admins get it: provider ids, sync state, archived prices and (in the list) its subscriber count. */
export type AdminProduct = SavedPlan['product'] & Product;

/** A plan as the plan form sends it: the product's own fields, its permissions and prices. */
export type ProductInput = Exclude<ApiOptions<'post', 'billing/products'>['body'], FormData | undefined>;

type SubscriptionsPage = ApiResponse<'get', 'billing/subscriptions'>;
export type AdminSubscription = SubscriptionsPage['pagination']['data'][number];

export interface SubscriptionFilters {
  product_id?: string;
  gateway?: string;
  status?: string;
  query?: string;
  page?: number;
}

export const adminBillingKeys = {
  all: ['billing-admin'] as const,
  plans: ['billing-admin', 'plans'] as const,
  plan: (id: number) => ['billing-admin', 'plans', id] as const,
  permissions: ['billing-admin', 'permissions'] as const,
  subscriptions: (f: SubscriptionFilters) => ['billing-admin', 'subscriptions', f] as const,
  revenue: ['billing-admin', 'revenue'] as const,
};

export const useAdminPlans = () =>
  useQuery({
    queryKey: adminBillingKeys.plans,
    // signed in as a plan admin, every plan comes with the admin fields
    queryFn: async () => (await api.get('billing/products', { query: { all: 'true' } })).pagination.data as AdminProduct[],
  });

export const useAdminPlan = (id: number | null) =>
  useQuery({
    queryKey: adminBillingKeys.plan(id ?? 0),
    queryFn: async () => (await api.get('billing/products/{productId}', { path: { productId: id! } })).product as AdminProduct,
    enabled: id !== null,
  });

export const usePermissionCatalog = () =>
  useQuery({
    queryKey: adminBillingKeys.permissions,
    queryFn: async () => (await api.get('billing/permissions')).permissions,
    staleTime: 5 * 60_000,
  });

export const useAdminSubscriptions = (filters: SubscriptionFilters) =>
  useQuery({
    queryKey: adminBillingKeys.subscriptions(filters),
    queryFn: () => {
      const params: Record<string, string | number> = { perPage: 25, page: filters.page ?? 1 };
      for (const k of ['product_id', 'gateway', 'status', 'query'] as const) if (filters[k]) params[k] = filters[k]!;
      return http.get<SubscriptionsPage>('billing/subscriptions', params);
    },
    placeholderData: (previous) => previous,
  });

export const useRevenue = () =>
  useQuery({
    queryKey: adminBillingKeys.revenue,
    queryFn: async () => (await api.get('admin/reports/revenue')).report,
  });

/** A mutation that refreshes every admin billing query when it succeeds. */
function useAdminMutation<A, R>(fn: (args: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => client.invalidateQueries({ queryKey: adminBillingKeys.all }),
  });
}

export const plansApi = {
  create: (input: ProductInput) => api.post('billing/products', { body: input }),
  update: (id: number, input: ProductInput) => api.put('billing/products/{productId}', { path: { productId: id }, body: input }),
};

export const useDeletePlan = () =>
  useAdminMutation((id: number) => api.delete('billing/products/{productId}', { path: { productId: id } }));
export const useSyncPlan = () =>
  useAdminMutation((id: number) => api.post('billing/products/{productId}/sync', { path: { productId: id } }));

export const useSubscriptionAction = () =>
  useAdminMutation(
    (
      a: { id: number } & (
        | { action: 'cancel' | 'resume' }
        | { action: 'extend'; renews_at?: string; ends_at?: string }
        | { action: 'change-plan'; price_id: number; prorate: boolean }
      ),
    ) => {
      const { id, action, ...body } = a;
      return http.post<ApiResponse<'post', 'billing/subscriptions/{id}/cancel'>>(
        `billing/subscriptions/${id}/${action}`,
        Object.keys(body).length ? body : undefined,
      );
    },
  );
