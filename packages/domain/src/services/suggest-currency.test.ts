import { describe, expect, it } from 'vitest';
import { suggestCurrency } from './suggest-currency';

describe('suggestCurrency', () => {
  it("follows the clinic's country first, however it was typed", () => {
    expect(suggestCurrency({ country: 'España', locales: ['es-MX'] })).toBe('EUR');
    expect(suggestCurrency({ country: '  uruguay ' })).toBe('UYU');
    expect(suggestCurrency({ country: 'México' })).toBe('MXN');
    expect(suggestCurrency({ country: 'AR' })).toBe('ARS');
  });

  it("uses the browser's locale region when the country says nothing", () => {
    expect(suggestCurrency({ country: null, locales: ['es-ES', 'en-US'] })).toBe('EUR');
    expect(suggestCurrency({ country: 'Narnia', locales: ['es-UY'] })).toBe('UYU');
    expect(suggestCurrency({ locales: ['fr', 'es-AR'] })).toBe('EUR');
  });

  it('falls back to USD', () => {
    expect(suggestCurrency({})).toBe('USD');
    expect(suggestCurrency({ locales: ['ja-JP', 'not a locale!'] })).toBe('USD');
  });
});
