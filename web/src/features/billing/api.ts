import { http } from '../../api';
import { api, type ApiResponse } from '../../api/client';
import { applyBootstrapData } from '../../shell/bootstrap';
import type { BootstrapData } from '../../shell/bootstrap-types';

// Calls of the pricing, checkout and billing pages (server: src/features/{plans,billing,subscriptions}).

type Plans = ApiResponse<'get', 'billing/products'>;
export type Product = Plans['pagination']['data'][number];
export type Price = Product['prices'][number];

/** The billing page: current subscription, next charge, payment method, invoices. */
export type BillingOverview = ApiResponse<'get', 'billing/subscription'>;
export type BillingSubscription = NonNullable<BillingOverview['subscription']>;
export type Invoice = BillingOverview['invoices'][number];

/** GET billing/seats: used counts the subscriber too; a seat person's workspace is where they joined first. */
export type SeatsOverview = ApiResponse<'get', 'billing/seats'>;
export type SeatPerson = SeatsOverview['holders'][number];

export type Providers = ApiResponse<'get', 'billing/providers'>;

export const billingKeys = {
  products: ['billing', 'products'] as const,
  providers: ['billing', 'providers'] as const,
  overview: ['billing', 'subscription'] as const,
  seats: ['billing', 'seats'] as const,
  preview: (subId: number, priceId: number) => ['billing', 'preview', subId, priceId] as const,
};

export const productsQuery = {
  queryKey: billingKeys.products,
  queryFn: async () => (await api.get('billing/products')).pagination.data,
};

export const providersQuery = { queryKey: billingKeys.providers, queryFn: () => api.get('billing/providers') };

export const overviewQuery = { queryKey: billingKeys.overview, queryFn: () => api.get('billing/subscription') };

export const seatsQuery = { queryKey: billingKeys.seats, queryFn: () => api.get('billing/seats') };

export const previewQuery = (subId: number, priceId: number) => ({
  queryKey: billingKeys.preview(subId, priceId),
  queryFn: async () =>
    (await api.get('billing/subscriptions/{id}/change-plan-preview', { path: { id: subId }, query: { price_id: priceId } })).preview,
  retry: false,
});

export const billingApi = {
  startStripe: (product_id: number, price_id: number) => api.post('billing/stripe/subscriptions', { body: { product_id, price_id } }),
  confirmStripe: (subscriptionId: string) => api.post('billing/stripe/subscriptions/confirm', { body: { subscriptionId } }),
  startPaypal: (product_id: number, price_id: number) => api.post('billing/paypal/subscriptions', { body: { product_id, price_id } }),
  confirmPaypal: (subscription_id: string) => api.post('billing/paypal/subscriptions/confirm', { body: { subscription_id } }),
  setupIntent: () => api.post('billing/stripe/setup-intent'),
  confirmSetupIntent: (setup_intent_id: string) => api.post('billing/stripe/setup-intent/confirm', { body: { setup_intent_id } }),
  cancel: (id: number) => api.post('billing/subscriptions/{id}/cancel', { path: { id } }),
  resume: (id: number) => api.post('billing/subscriptions/{id}/resume', { path: { id } }),
  changePlan: (id: number, price_id: number) => api.post('billing/subscriptions/{id}/change-plan', { path: { id }, body: { price_id } }),
};

/** Re-reads the initial data so the UI knows the user's subscriptions right after a change. */
export async function refreshBootstrap() {
  const data = await http.get<BootstrapData>('bootstrap-data');
  if (data && typeof data === 'object') applyBootstrapData(data);
}
