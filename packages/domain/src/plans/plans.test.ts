import { describe, expect, it } from 'vitest';
import { ANNUAL_SAVINGS_PERCENT, findPlan, PLANS } from './plans';

describe('plans', () => {
  it('offers the three plans of the spec in order', () => {
    expect(PLANS.map((plan) => [plan.id, plan.name])).toEqual([
      ['gratuito', 'Gratuito'],
      ['premium', 'Premium'],
      ['empresa', 'Empresarial'],
    ]);
  });

  it('prices Gratuito at 0 USD and Premium at 29.99 USD a month with a 14-day trial', () => {
    expect(findPlan('gratuito').price).toEqual({
      amount: 0,
      currency: 'USD',
      period: 'month',
      custom: false,
    });
    const premium = findPlan('premium');
    expect(premium.price.amount).toBe(29.99);
    expect(premium.trialDays).toBe(14);
    expect(premium.highlight).toBe(true);
  });

  it('marks Empresarial as a custom price that is coming soon', () => {
    const enterprise = findPlan('empresa');
    expect(enterprise.price).toMatchObject({ amount: null, custom: true });
    expect(enterprise.comingSoon).toBe(true);
  });

  it('highlights exactly one plan, and only the custom plan lacks an amount', () => {
    expect(PLANS.filter((plan) => plan.highlight)).toHaveLength(1);
    for (const plan of PLANS) {
      expect(plan.price.amount === null).toBe(plan.price.custom);
      expect(plan.features.length).toBeGreaterThan(0);
    }
  });

  it('advertises 20 % annual savings', () => {
    expect(ANNUAL_SAVINGS_PERCENT).toBe(20);
  });
});
