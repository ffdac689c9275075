import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '../../shell/bootstrap-types';
import type { Price, Product } from './api';
import { formatMoney, formatPricePerInterval, periodLabel } from './format';
import { planAction, planTarget, visiblePlans } from './plans';

const price = (id: number, amount: number, interval: Price['interval'], interval_count = 1): Price => ({
  id,
  product_id: 1,
  amount,
  currency: 'USD',
  interval,
  interval_count,
});
const product = (over: Partial<Product> = {}): Product => ({
  id: 1,
  name: 'Premium',
  description: null,
  feature_list: [],
  hidden: false,
  free: false,
  recommended: false,
  position: 0,
  seats: 1,
  permissions: [],
  prices: [price(10, 999, 'month'), price(11, 9999, 'year')],
  created_at: '2026-01-01T12:00:00.000Z',
  updated_at: '2026-01-01T12:00:00.000Z',
  ...over,
});
const user = (subscriptions: unknown[] = []) => ({ id: 5, subscriptions }) as unknown as CurrentUser;

describe('plan button (spec section 4)', () => {
  const yearly = product().prices[1];

  it('sends a visitor to register with redirectFrom=pricing, for free and paid plans', () => {
    expect(planTarget(null, product(), yearly)).toBe('/register?redirectFrom=pricing');
    expect(planTarget(null, product({ free: true, prices: [] }), undefined)).toBe('/register?redirectFrom=pricing');
  });

  it('sends a subscriber to the change-plan confirm step', () => {
    expect(planTarget(user([{ id: 1, valid: true, product_id: 1, price_id: 10 }]), product(), yearly)).toBe(
      '/billing/change-plan/1/11/confirm',
    );
  });

  it('sends a signed-in non-subscriber on a paid plan to checkout; a free plan needs no checkout', () => {
    expect(planTarget(user(), product(), yearly)).toBe('/checkout/1/11');
    expect(planTarget(user([{ id: 1, valid: false, active: false }]), product(), yearly)).toBe('/checkout/1/11');
    expect(planTarget(user(), product({ free: true, prices: [] }), undefined)).toBeNull();
  });

  it("labels free plans 'Get started', paid ones 'Upgrade', and the subscriber's own price 'Current plan'", () => {
    const t = (s: string) => s;
    expect(planAction(null, t)(product({ free: true }), undefined).label).toBe('Get started');
    expect(planAction(null, t)(product(), yearly).label).toBe('Upgrade');
    const mine = planAction(user([{ id: 1, valid: true, product_id: 1, price_id: 11 }]), t)(product(), yearly);
    expect(mine).toEqual({ to: null, label: 'Current plan' });
  });

  it('hides hidden plans and keeps the admin order', () => {
    const list = visiblePlans([product({ id: 3, position: 2 }), product({ id: 2, hidden: true }), product({ id: 4, position: 1 })]);
    expect(list.map((p) => p.id)).toEqual([4, 3]);
  });
});

describe('price display (spec section 9)', () => {
  it('shows minor units as money and divides by interval_count', () => {
    expect(formatMoney(999, 'USD')).toBe('$9.99');
    expect(formatMoney(1000, 'USD')).toBe('$10');
    expect(formatMoney(500, 'JPY')).toBe('¥500');
    // 3 months for $30 -> $10 per month
    expect(formatPricePerInterval(price(1, 3000, 'month', 3))).toBe('$10');
    expect(periodLabel(price(1, 3000, 'month', 3))).toBe('every 3 months');
    expect(periodLabel(price(1, 999, 'month'))).toBe('per month');
  });
});
