import { describe, expect, it } from 'vitest';
import { canCloseDay, choosePaymentDate } from './business-date';
import { CHARGE_ACTIONS, canDoChargeAction } from './charge-permissions';
import { suggestTaxRates } from './tax-defaults';

describe('who may do what with charges', () => {
  it('lets a MEMBER charge, take payments and send receipts, and only an ADMIN correct, close and configure', () => {
    const member = CHARGE_ACTIONS.filter((action) => canDoChargeAction('MEMBER', action));
    expect(member).toEqual(['VIEW', 'CHARGE', 'TAKE_PAYMENT', 'SEND_RECEIPT']);
    expect(CHARGE_ACTIONS.every((action) => canDoChargeAction('ADMIN', action))).toBe(true);
    expect(CHARGE_ACTIONS.some((action) => canDoChargeAction(null, action))).toBe(false);
  });
});

describe('the day a payment joins', () => {
  const closed = new Set(['2026-03-02']);
  const isClosed = (date: string) => closed.has(date);
  it('is today, or tomorrow once today is closed; a closed or future day asked for is refused', () => {
    expect(choosePaymentDate('2026-03-03', null, isClosed)).toEqual({ ok: true, date: '2026-03-03' });
    expect(choosePaymentDate('2026-03-02', null, isClosed)).toEqual({ ok: true, date: '2026-03-03' });
    expect(choosePaymentDate('2026-03-03', '2026-03-02', isClosed)).toEqual({ ok: false, reason: 'CLOSED' });
    expect(choosePaymentDate('2026-03-03', '2026-03-04', isClosed)).toEqual({
      ok: false,
      reason: 'IN_FUTURE',
    });
    expect(canCloseDay('2026-03-03', '2026-03-03')).toBe(true);
    expect(canCloseDay('2026-03-03', '2026-03-04')).toBe(false);
  });
});

describe('tax rates suggested by country', () => {
  it('proposes the standard VAT of the countries served, and only "Exento" elsewhere', () => {
    expect(suggestTaxRates('España')[0]).toEqual({ name: 'IVA 21 %', rateBp: 2100, isDefault: true });
    expect(suggestTaxRates('Chile')[0]?.rateBp).toBe(1900);
    expect(suggestTaxRates('México')[0]?.rateBp).toBe(1600);
    expect(suggestTaxRates('UY')[0]?.rateBp).toBe(2200);
    expect(suggestTaxRates('Argentina')[0]?.rateBp).toBe(2100);
    expect(suggestTaxRates('Perú')).toEqual([{ name: 'Exento', rateBp: 0, isDefault: true }]);
  });
});
