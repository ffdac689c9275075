import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../api';
import type { BillingSubscription, Price, Product } from '../../features/billing/api';

// Calls of the admin plans and subscriptions pages (server: src/features/{plans,subscriptions}).

export interface PlanPermission {
  name: string;
  restrictions: { name: string; value: number | null }[];
}

export interface AdminPrice extends Price {
  stripe_id?: string | null;
  paypal_id?: string | null;
}

export interface AdminProduct extends Omit<Product, 'prices'> {
  prices: AdminPrice[];
  permissions: PlanPermission[];
  stripe_id: string | null;
  paypal_id: string | null;
  archived_prices: AdminPrice[];
  synced: { stripe: boolean; paypal: boolean };
  subscribers?: number;
  updated_at: string;
}

/** A price as the plan form sends it: a new one has no id yet. */
export type PriceInput = Pick<Price, 'amount' | 'currency' | 'interval' | 'interval_count'> & { id?: number };

/** A plan as the plan form sends it: the product's own fields, its permissions and prices. */
export type ProductInput = Omit<Product, 'id' | 'prices'> & { permissions: PlanPermission[]; prices: PriceInput[] };

export interface CatalogPermission {
  id: number;
  name: string;
  description: string | null;
  restrictions: { name: string; type: string; description?: string }[];
}

export interface AdminSubscription extends BillingSubscription {
  gateway_id: string;
  user: { id: number; email: string; name: string | null };
  created_at: string;
}

export interface SubscriptionFilters {
  product_id?: string;
  gateway?: string;
  status?: string;
  query?: string;
  page?: number;
}

export interface RevenueReport {
  period: { from: string; to: string };
  mrr: { currency: string; amount: number }[];
  active_subscribers: number;
  churn: { subscribers_at_start: number; churned: number; rate: number };
  revenue: { currency: string; amount: number }[];
}

interface Paginated<T> {
  pagination: { data: T[]; current_page: number; per_page: number; total: number; last_page: number };
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
    queryFn: async () => (await http.get<Paginated<AdminProduct>>('billing/products', { all: 'true' })).pagination.data,
  });

export const useAdminPlan = (id: number | null) =>
  useQuery({
    queryKey: adminBillingKeys.plan(id ?? 0),
    queryFn: async () => (await http.get<{ product: AdminProduct }>(`billing/products/${id}`)).product,
    enabled: id !== null,
  });

export const usePermissionCatalog = () =>
  useQuery({
    queryKey: adminBillingKeys.permissions,
    queryFn: async () => (await http.get<{ permissions: Record<string, CatalogPermission[]> }>('billing/permissions')).permissions,
    staleTime: 5 * 60_000,
  });

export const useAdminSubscriptions = (filters: SubscriptionFilters) =>
  useQuery({
    queryKey: adminBillingKeys.subscriptions(filters),
    queryFn: () => {
      const params: Record<string, string | number> = { perPage: 25, page: filters.page ?? 1 };
      for (const k of ['product_id', 'gateway', 'status', 'query'] as const) if (filters[k]) params[k] = filters[k]!;
      return http.get<Paginated<AdminSubscription>>('billing/subscriptions', params);
    },
    placeholderData: (previous) => previous,
  });

export const useRevenue = () =>
  useQuery({
    queryKey: adminBillingKeys.revenue,
    queryFn: async () => (await http.get<{ report: RevenueReport }>('admin/reports/revenue')).report,
  });

/** A mutation that refreshes every admin billing query when it succeeds. */
function useAdminMutation<A, R>(fn: (args: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => client.invalidateQueries({ queryKey: adminBillingKeys.all }),
  });
}

type SubResponse = { subscription: BillingSubscription };

export const plansApi = {
  create: (input: ProductInput) => http.post<SavedPlan>('billing/products', input),
  update: (id: number, input: ProductInput) => http.put<SavedPlan>(`billing/products/${id}`, input),
};

/** A saved plan; `sync_error` when a payment provider was down (the plan stays "not synced"). */
export interface SavedPlan {
  product: AdminProduct;
  sync_error?: string;
}

export const useDeletePlan = () => useAdminMutation((id: number) => http.delete<{ message: string }>(`billing/products/${id}`));
export const useSyncPlan = () => useAdminMutation((id: number) => http.post<{ product: AdminProduct }>(`billing/products/${id}/sync`));

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
      return http.post<SubResponse>(`billing/subscriptions/${id}/${action}`, Object.keys(body).length ? body : undefined);
    },
  );
