import { describe, expect, it } from 'vitest';
import { EMPTY_ITEM, validateRecordForm } from './record-form-values';

describe('validateRecordForm', () => {
  it('turns the inputs into the API body (decimal commas, empty fields as null)', () => {
    const result = validateRecordForm(
      'CONSULTATION',
      { fields: { reason: 'Control', weightKg: '12,5', temperatureC: '' }, items: [] },
      { bookingId: '00000000-0000-4000-8000-000000000001', isUpdate: false },
    );
    expect(result).toMatchObject({
      isValid: true,
      body: {
        kind: 'CONSULTATION',
        bookingId: '00000000-0000-4000-8000-000000000001',
        content: { reason: 'Control', exam: { weightKg: 12.5, temperatureC: null } },
      },
    });
  });

  it('shows the shared Spanish messages by field', () => {
    const result = validateRecordForm(
      'CONSULTATION',
      { fields: { reason: 'Fiebre', temperatureC: '60', weightKg: '0' }, items: [] },
      { isUpdate: false },
    );
    expect(result).toEqual({
      isValid: false,
      errors: {
        'exam.weightKg': 'El peso debe ser mayor que 0 kg',
        'exam.temperatureC': 'La temperatura debe estar entre 25 y 45 °C',
      },
    });
    const prescription = validateRecordForm(
      'PRESCRIPTION',
      { fields: {}, items: [{ ...EMPTY_ITEM, drug: 'X' }] },
      { isUpdate: true },
    );
    expect(prescription).toMatchObject({
      isValid: false,
      errors: { 'items.0.dose': 'La dosis es requerida' },
    });
  });
});
