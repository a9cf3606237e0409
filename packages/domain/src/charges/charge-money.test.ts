import { describe, expect, it } from 'vitest';
import { formatMoney, minorFromDecimal, parseMoneyInput } from './charge-money';

describe('amounts typed and shown', () => {
  it('reads what people type, in the currency’s minor unit', () => {
    expect(parseMoneyInput('35,50', 'EUR')).toBe(3550);
    expect(parseMoneyInput('35.50', 'EUR')).toBe(3550);
    expect(parseMoneyInput('1.234,5', 'EUR')).toBe(123450);
    expect(parseMoneyInput('15.000', 'CLP')).toBe(15000);
    expect(parseMoneyInput('12,345', 'EUR')).toBeNull();
    expect(parseMoneyInput('-3', 'EUR')).toBeNull();
    expect(parseMoneyInput('', 'EUR')).toBeNull();
  });

  it('converts catalogue prices and formats in Spanish', () => {
    expect(minorFromDecimal(35.5, 'EUR')).toBe(3550);
    expect(minorFromDecimal(15000, 'CLP')).toBe(15000);
    expect(formatMoney(3550, 'EUR')).toBe('35,50\u00a0€');
  });
});
