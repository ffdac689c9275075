import { describe, expect, it } from 'vitest';
import { amountPerInterval, priceForCycle, savingsPercent } from '../../../shared/plans.schemas';

const price = (amount: number, interval: string, interval_count = 1) => ({ amount, interval, interval_count });

describe('pricing rules', () => {
  it('picks the price for a cycle, else the first', () => {
    const week = price(300, 'day', 7);
    const month30 = price(1000, 'day', 30);
    const year = price(10000, 'year');
    expect(priceForCycle([week, month30, year], 'monthly')).toBe(month30);
    expect(priceForCycle([week, price(1000, 'month'), year], 'yearly')).toBe(year);
    expect(priceForCycle([week, price(9000, 'month', 12)], 'yearly')!.amount).toBe(9000);
    expect(priceForCycle([week], 'yearly')).toBe(week);
    expect(priceForCycle([], 'monthly')).toBeUndefined();
  });

  it("'Save up to N%': highest across visible plans, only in (0, 200]", () => {
    const plans = [
      { hidden: false, prices: [price(1000, 'month'), price(10000, 'year')] }, // 17 %
      { hidden: false, prices: [price(2000, 'month'), price(18000, 'year')] }, // 25 %
      { hidden: true, prices: [price(2000, 'month'), price(1000, 'year')] }, // hidden: ignored
    ];
    expect(savingsPercent(plans)).toBe(25);
    expect(savingsPercent([{ hidden: false, prices: [price(1000, 'month'), price(13000, 'year')] }])).toBeNull();
    expect(savingsPercent([{ hidden: false, prices: [price(1000, 'month')] }])).toBeNull();
    expect(amountPerInterval(price(3000, 'month', 3))).toBe(1000);
  });
});
