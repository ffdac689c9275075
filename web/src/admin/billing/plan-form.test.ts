import { describe, expect, it } from 'vitest';
import type { AdminProduct } from './api';
import { toMajor, toMinor } from './money';
import { formValuesOf, inputOf, makesNewPrice, seatsValid } from './plan-form';

describe('admin plan form: money in major units, stored in minor units', () => {
  it('converts typed amounts by the currency’s decimals and refuses anything else', () => {
    expect(toMinor('9.99', 'USD')).toBe(999);
    expect(toMinor('9,5', 'EUR')).toBe(950);
    expect(toMinor('10', 'USD')).toBe(1000);
    expect(toMinor('0', 'USD')).toBe(0);
    expect(toMinor('1500', 'JPY')).toBe(1500);
    expect(toMinor('15.5', 'JPY')).toBeNull();
    expect(toMinor('9.999', 'USD')).toBeNull();
    expect(toMinor('-1', 'USD')).toBeNull();
    expect(toMinor('1e3', 'USD')).toBeNull();
    expect(toMinor('', 'USD')).toBeNull();
    expect(toMajor(999, 'USD')).toBe('9.99');
    expect(toMajor(1500, 'JPY')).toBe('1500');
  });

  it('round-trips a plan and tells when a change makes a new price', () => {
    const fields = {
      name: 'Premium',
      description: 'HD',
      feature_list: ['HD'],
      hidden: false,
      free: false,
      recommended: true,
      position: 2,
      seats: 4,
      permissions: [{ name: 'videos.play', restrictions: [] }],
    };
    const product = {
      id: 3,
      ...fields,
      prices: [{ id: 7, product_id: 3, amount: 999, currency: 'USD', interval: 'month', interval_count: 1 }],
    } as unknown as AdminProduct;
    const values = formValuesOf(product);
    expect(values.prices[0]!.amount).toBe('9.99');
    expect(makesNewPrice(values.prices[0]!)).toBe(false);
    expect(inputOf(values)).toEqual({
      ...fields,
      prices: [{ id: 7, amount: 999, currency: 'USD', interval: 'month', interval_count: 1 }],
    });
    values.prices[0]!.amount = '10.49';
    expect(makesNewPrice(values.prices[0]!)).toBe(true);
    values.prices[0]!.amount = '9.990';
    expect(makesNewPrice(values.prices[0]!)).toBe(true); // unreadable: not the stored amount
    values.prices[0]!.amount = '9.99';
    values.prices[0]!.interval_count = 3;
    expect(makesNewPrice(values.prices[0]!)).toBe(true);
    values.feature_list.push({ value: '  ' });
    expect(inputOf(values).feature_list).toEqual(['HD']);
  });

  it('edits seats: a new plan starts at 1, the stored count round-trips, only whole numbers 1–100 pass', () => {
    expect(formValuesOf(null).seats).toBe(1);
    expect(inputOf(formValuesOf(null)).seats).toBe(1);
    const values = formValuesOf({ ...formValuesOf(null), id: 1, feature_list: [], prices: [], seats: 6 } as unknown as AdminProduct);
    expect(values.seats).toBe(6);
    values.seats = 12;
    expect(inputOf(values).seats).toBe(12);
    for (const ok of [1, 3, 100]) expect(seatsValid(ok)).toBe(true);
    for (const bad of [0, 101, 2.5, Number.NaN, '3', -1]) expect(seatsValid(bad)).toBe(false);
  });
});
