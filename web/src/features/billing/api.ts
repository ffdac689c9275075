import { http } from '../../api';
import { applyBootstrapData } from '../../shell/bootstrap';
import type { BootstrapData } from '../../shell/bootstrap-types';

// Calls of the pricing, checkout and billing pages (server: src/features/{plans,billing,subscriptions}).

export interface Price {
  id: number;
  product_id: number;
  amount: number;
  currency: string;
  interval: 'day' | 'month' | 'year';
  interval_count: number;
}

export interface Product {
  id: number;
  name: string;
  description: string | null;
  feature_list: string[];
  hidden: boolean;
  free: boolean;
  recommended: boolean;
  position: number;
  /** People the plan covers: the subscriber plus seats − 1 members of workspaces they own. */
  seats: number;
  prices: Price[];
}

export interface BillingSubscription {
  id: number;
  product_id: number | null;
  price_id: number | null;
  gateway: 'stripe' | 'paypal';
  status: string;
  valid: boolean;
  active: boolean;
  on_grace_period: boolean;
  renews_at: string | null;
  ends_at: string | null;
  canceled_at: string | null;
  trial_ends_at: string | null;
  payment_method: { brand: string; last4: string | null } | null;
  product?: { id: number; name: string } | null;
  price?: Price | null;
}

export interface Invoice {
  id: number;
  amount: number;
  currency: string;
  status: string;
  period_start: string | null;
  period_end: string | null;
  paid_at: string | null;
  receipt_url: string;
  created_at: string;
}

export interface BillingOverview {
  subscription: BillingSubscription | null;
  next_charge: { amount: number; currency: string; date: string } | null;
  payment_method: { brand: string; last4: string | null } | null;
  invoices: Invoice[];
}

/** Someone holding, or waiting for, one of the subscriber's seats; workspace is where they joined first. */
export interface SeatPerson {
  id: number;
  name: string | null;
  email: string;
  image: string | null;
  workspace: { id: number; name: string };
}

/** GET billing/seats: used counts the subscriber too. */
export interface SeatsOverview {
  seats: number;
  used: number;
  holders: SeatPerson[];
  waiting: SeatPerson[];
}

export interface Providers {
  stripe: boolean;
  paypal: boolean;
  stripe_publishable_key: string | null;
}

export type ChangePlanPreview =
  | { supported: false; price_id: number; amount: number; currency: string }
  | {
      supported: true;
      price_id: number;
      amount_due: number;
      proration: number;
      currency: string;
      next_payment_at: string | null;
      lines: { amount: number; description: string | null; proration: boolean }[];
    };

export const billingKeys = {
  products: ['billing', 'products'] as const,
  providers: ['billing', 'providers'] as const,
  overview: ['billing', 'subscription'] as const,
  seats: ['billing', 'seats'] as const,
  preview: (subId: number, priceId: number) => ['billing', 'preview', subId, priceId] as const,
};

export const productsQuery = {
  queryKey: billingKeys.products,
  queryFn: async () => (await http.get<{ pagination: { data: Product[] } }>('billing/products')).pagination.data,
};

export const providersQuery = { queryKey: billingKeys.providers, queryFn: () => http.get<Providers>('billing/providers') };

export const overviewQuery = { queryKey: billingKeys.overview, queryFn: () => http.get<BillingOverview>('billing/subscription') };

export const seatsQuery = { queryKey: billingKeys.seats, queryFn: () => http.get<SeatsOverview>('billing/seats') };

export const previewQuery = (subId: number, priceId: number) => ({
  queryKey: billingKeys.preview(subId, priceId),
  queryFn: async () =>
    (await http.get<{ preview: ChangePlanPreview }>(`billing/subscriptions/${subId}/change-plan-preview`, { price_id: priceId })).preview,
  retry: false,
});

type SubResponse = { subscription: BillingSubscription };

export const billingApi = {
  startStripe: (product_id: number, price_id: number) =>
    http.post<{ clientSecret: string; subscriptionId: string; publishableKey: string }>('billing/stripe/subscriptions', {
      product_id,
      price_id,
    }),
  confirmStripe: (subscriptionId: string) => http.post<SubResponse>('billing/stripe/subscriptions/confirm', { subscriptionId }),
  startPaypal: (product_id: number, price_id: number) =>
    http.post<{ approve_url: string; subscription_id: string }>('billing/paypal/subscriptions', { product_id, price_id }),
  confirmPaypal: (subscription_id: string) => http.post<SubResponse>('billing/paypal/subscriptions/confirm', { subscription_id }),
  setupIntent: () => http.post<{ clientSecret: string; setupIntentId: string; publishableKey: string }>('billing/stripe/setup-intent'),
  confirmSetupIntent: (setup_intent_id: string) => http.post<SubResponse>('billing/stripe/setup-intent/confirm', { setup_intent_id }),
  cancel: (id: number) => http.post<SubResponse>(`billing/subscriptions/${id}/cancel`),
  resume: (id: number) => http.post<SubResponse>(`billing/subscriptions/${id}/resume`),
  changePlan: (id: number, price_id: number) =>
    http.post<SubResponse & { approve_url: string | null }>(`billing/subscriptions/${id}/change-plan`, { price_id }),
};

/** Re-reads the initial data so the UI knows the user's subscriptions right after a change. */
export async function refreshBootstrap() {
  const data = await http.get<BootstrapData>('bootstrap-data');
  if (data && typeof data === 'object') applyBootstrapData(data);
}
