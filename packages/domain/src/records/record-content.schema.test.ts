import { describe, expect, it } from 'vitest';
import '../zod-spanish';
import { CreateRecordSchema, UpdateRecordSchema } from './record-content.schema';

const consultation = (exam: Record<string, unknown>) => ({
  kind: 'CONSULTATION',
  content: { reason: 'Control anual', exam },
});

const firstMessage = (input: unknown) => {
  const result = CreateRecordSchema.safeParse(input);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('CreateRecordSchema', () => {
  it('accepts a full consultation and fills what was left out', () => {
    const parsed = CreateRecordSchema.parse({
      kind: 'CONSULTATION',
      occurredAt: '2026-03-02T10:15:00+01:00',
      content: {
        reason: ' Vómitos ',
        exam: {
          weightKg: 12.3456,
          temperatureC: 38.6,
          heartRate: 110,
          respiratoryRate: 24,
          bodyCondition: 5,
        },
        nextControlOn: '2026-03-16',
      },
    });
    expect(parsed).toEqual({
      kind: 'CONSULTATION',
      occurredAt: '2026-03-02T09:15:00.000Z',
      bookingId: null,
      content: {
        reason: 'Vómitos',
        anamnesis: null,
        exam: {
          weightKg: 12.346,
          temperatureC: 38.6,
          heartRate: 110,
          respiratoryRate: 24,
          bodyCondition: 5,
          mucousMembranes: null,
          findings: null,
        },
        presumptiveDiagnosis: null,
        definitiveDiagnosis: null,
        treatment: null,
        ownerInstructions: null,
        nextControlOn: '2026-03-16',
      },
    });
  });

  it.each([
    [{ temperatureC: 60 }, 'La temperatura debe estar entre 25 y 45 °C'],
    [{ temperatureC: 20 }, 'La temperatura debe estar entre 25 y 45 °C'],
    [{ weightKg: 0 }, 'El peso debe ser mayor que 0 kg'],
    [{ weightKg: -3 }, 'El peso debe ser mayor que 0 kg'],
    [{ weightKg: 2000 }, 'El peso no puede superar 1500 kg'],
    [{ bodyCondition: 10 }, 'La condición corporal debe estar entre 1 y 9'],
    [{ bodyCondition: 4.5 }, 'La condición corporal debe ser un número entero'],
    [{ heartRate: 0 }, 'La frecuencia cardíaca debe estar entre 10 y 1000 lpm'],
    [{ respiratoryRate: 900 }, 'La frecuencia respiratoria debe estar entre 2 y 250 rpm'],
    [{ weightKg: '12' }, 'El peso debe ser un número'],
    [{ mucousMembranes: 'azules' }, 'Estado de mucosas inválido'],
  ])('refuses the impossible vital %j in Spanish', (exam, message) => {
    expect(firstMessage(consultation(exam))).toBe(message);
  });

  it('requires the reason of a consultation', () => {
    expect(firstMessage({ kind: 'CONSULTATION', content: { reason: '  ' } })).toBe(
      'El motivo de consulta es requerido',
    );
  });

  it('checks vaccination dates', () => {
    expect(firstMessage({ kind: 'VACCINATION', content: { product: 'Rabia', givenOn: '2026-02-30' } })).toBe(
      'La fecha de aplicación no es válida',
    );
    expect(
      firstMessage({
        kind: 'DEWORMING',
        content: { product: 'Milbemax', givenOn: '2026-03-02', nextDueOn: '2026-03-01' },
      }),
    ).toBe('La próxima dosis debe ser posterior a la fecha de aplicación');
  });

  it('needs at least one drug with its dose in a prescription', () => {
    expect(firstMessage({ kind: 'PRESCRIPTION', content: { items: [] } })).toBe(
      'Agrega al menos un medicamento',
    );
    expect(firstMessage({ kind: 'PRESCRIPTION', content: { items: [{ drug: 'Amoxicilina' }] } })).toBe(
      'La dosis debe ser un texto',
    );
  });

  it('refuses unknown kinds and unknown fields', () => {
    expect(firstMessage({ kind: 'SURGERY', content: { text: 'x' } })).toBe('Tipo de entrada inválido');
    expect(CreateRecordSchema.safeParse({ kind: 'NOTE', content: { text: 'x', extra: 1 } }).success).toBe(
      false,
    );
  });

  it('takes no booking on update', () => {
    const result = UpdateRecordSchema.safeParse({
      kind: 'NOTE',
      content: { text: 'x' },
      bookingId: '00000000-0000-4000-8000-000000000000',
    });
    expect(result.success).toBe(false);
  });
});
