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

  it('sends a backdated entry’s clinic-local date and time as an instant, and nothing when untouched', () => {
    const initial = { occurredOn: '2026-03-30', occurredTime: '10:15' };
    const base = { reason: 'Control', weightKg: '', temperatureC: '' };
    const untouched = validateRecordForm(
      'CONSULTATION',
      { fields: { ...base, ...initial }, items: [] },
      { isUpdate: false, timeZone: 'Europe/Madrid', initial },
    );
    expect(untouched.isValid && 'occurredAt' in untouched.body).toBe(false);
    // 28 March 2026 is still winter time in Madrid (UTC+1); the 30th is summer time (UTC+2).
    const backdated = validateRecordForm(
      'CONSULTATION',
      { fields: { ...base, occurredOn: '2026-03-28', occurredTime: '17:45' }, items: [] },
      { isUpdate: false, timeZone: 'Europe/Madrid', initial },
    );
    expect(backdated).toMatchObject({ isValid: true, body: { occurredAt: '2026-03-28T16:45:00.000Z' } });
    // 02:30 on 29 March does not exist in Madrid (the clocks jump from 02:00 to 03:00).
    const skipped = validateRecordForm(
      'CONSULTATION',
      { fields: { ...base, occurredOn: '2026-03-29', occurredTime: '02:30' }, items: [] },
      { isUpdate: false, timeZone: 'Europe/Madrid', initial },
    );
    expect(skipped).toEqual({
      isValid: false,
      errors: { occurredOn: 'La fecha y hora de la entrada no es válida' },
    });
  });
});
