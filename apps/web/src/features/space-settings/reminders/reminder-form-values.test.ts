import type { FieldErrors } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { firstErrorMessage } from './reminder-form-values';

describe('the first message at or inside a field', () => {
  it('reads the field’s own message, else the first of its entries, else none', () => {
    expect(firstErrorMessage({ type: 'custom', message: 'Hay avisos repetidos' })).toBe(
      'Hay avisos repetidos',
    );
    const entries = [undefined, { type: 'custom', message: 'Cada aviso debe ser entre 1 minuto y 30 días' }];
    expect(firstErrorMessage(entries as unknown as FieldErrors)).toBe(
      'Cada aviso debe ser entre 1 minuto y 30 días',
    );
    expect(firstErrorMessage(undefined)).toBeUndefined();
    expect(firstErrorMessage({} as FieldErrors)).toBeUndefined();
  });
});
