import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findPlan, PLANS } from './plans';
import {
  isSmsQuotaSpent,
  smsQuotaOf,
  smsQuotaReason,
  smsQuotaSpentMessage,
  smsUsageLabel,
  smsUsageMonth,
} from './sms-quota';

describe('the SMS quota of a plan', () => {
  it("is the plan's own, or the server's default for a custom plan or with PLAN_LIMITS=off", () => {
    expect(smsQuotaOf(findPlan('gratuito'), true, 2_000)).toBe(100);
    expect(smsQuotaOf(findPlan('premium'), true, 2_000)).toBe(1_000);
    expect(smsQuotaOf(findPlan('empresa'), true, 2_000)).toBe(2_000);
    for (const plan of PLANS) expect(smsQuotaOf(plan, false, 2_000)).toBe(2_000);
  });

  it('is spent exactly when what was used reaches it', () => {
    fc.assert(
      fc.property(fc.nat(5_000), fc.nat(5_000), (used, quota) => {
        expect(isSmsQuotaSpent(used, quota)).toBe(used >= quota);
      }),
    );
  });

  it('counts in the UTC calendar month', () => {
    expect(smsUsageMonth(new Date('2026-03-31T23:59:59Z'))).toBe('2026-03');
    expect(smsUsageMonth(Date.parse('2026-04-01T00:00:00Z'))).toBe('2026-04');
  });

  it('says it in Spanish, with the thousands dot', () => {
    expect(smsQuotaReason(1_000)).toBe('Cuota mensual de SMS agotada (1.000 segmentos)');
    expect(smsUsageLabel(40, 100)).toBe('SMS este mes: 40 de 100 segmentos');
    expect(smsQuotaSpentMessage(100, findPlan('gratuito'))).toMatch(
      /^Cuota mensual de SMS agotada \(100 segmentos\) del plan Gratuito: /,
    );
  });
});
