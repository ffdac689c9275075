import type { CurrentUser } from '../../shell/bootstrap-types';
import { isSubscribed } from '../../shell/permissions';
import type { Price, Product } from './api';
import { rememberChosenPlan } from '../../shell/onboarding';
import type { PlanAction } from './plan-card';

/** The user's valid subscription as carried in the user payload (plan and price ids included). */
export function currentSubscription(user: CurrentUser | null) {
  const subs = (user?.subscriptions ?? []) as {
    id?: number;
    valid?: boolean;
    active?: boolean;
    product_id?: number | null;
    price_id?: number | null;
  }[];
  return subs.find((s) => s.valid || s.active) ?? null;
}

/** Spec section 4, plan button: visitor -> register; subscriber -> change-plan confirm; others -> checkout. */
export function planTarget(user: CurrentUser | null, product: Product, price: Price | undefined): string | null {
  if (!user) return '/register?redirectFrom=pricing';
  if (isSubscribed(user)) return price ? `/billing/change-plan/${product.id}/${price.id}/confirm` : '/billing';
  if (product.free || !price || price.amount === 0) return null;
  return `/checkout/${product.id}/${price.id}`;
}

export function planAction(user: CurrentUser | null, t: (s: string) => string) {
  const current = currentSubscription(user);
  return (product: Product, price: Price | undefined): PlanAction => {
    if (current && current.product_id === product.id && (!price || current.price_id === price.id))
      return { to: null, label: t('Current plan') };
    const to = planTarget(user, product, price);
    const paid = !product.free && !!price && price.amount > 0;
    // a visitor's pick survives registration and leads on to checkout (onboarding.ts)
    const onSelect = !user ? () => rememberChosenPlan(product.id, paid ? price.id : null) : undefined;
    return { to, label: product.free ? t('Get started') : t('Upgrade'), onSelect };
  };
}

/** Plans a visitor may pick, in their admin-set order. */
export const visiblePlans = (products: Product[]) =>
  products.filter((p) => !p.hidden).sort((a, b) => a.position - b.position || a.id - b.id);
