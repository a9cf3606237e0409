import { describe, expect, it } from 'vitest';
import { clientSearchTerms } from './client-search';

describe('clientSearchTerms', () => {
  it('reads a phone-like search as a phone and as digits', () => {
    expect(clientSearchTerms(' +598 99 123 ')).toEqual({
      text: '+598 99 123',
      phoneDigits: '99123',
      digits: '59899123',
    });
    expect(clientSearchTerms('985112')).toEqual({ text: '985112', phoneDigits: '985112', digits: '985112' });
  });

  it('reads words as text only, and too few digits as no phone', () => {
    expect(clientSearchTerms('Pérez 12')).toEqual({ text: 'Pérez 12', phoneDigits: null, digits: null });
    expect(clientSearchTerms('12')).toEqual({ text: '12', phoneDigits: null, digits: null });
  });
});
