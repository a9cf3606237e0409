import { describe, expect, it } from 'vitest';
import { HistoryPdfQuerySchema, RecordListQuerySchema } from './record-entry.schema';
import { prescriptionItemText } from './record-lines';

describe('record queries', () => {
  it('takes only cursors whose instant is a real date', () => {
    const id = '00000000-0000-4000-8000-000000000000';
    expect(RecordListQuerySchema.safeParse({ cursor: `1772440200000_${id}` }).success).toBe(true);
    expect(RecordListQuerySchema.safeParse({ cursor: `9999999999999999_${id}` }).success).toBe(false);
  });

  it('bounds the history range to real days in order', () => {
    expect(HistoryPdfQuerySchema.safeParse({ from: '2026-01-01', to: '2026-03-31' }).success).toBe(true);
    expect(HistoryPdfQuerySchema.safeParse({ from: '0001-01-01' }).success).toBe(false);
    expect(HistoryPdfQuerySchema.safeParse({ from: '2026-02-30' }).success).toBe(false);
    const reversed = HistoryPdfQuerySchema.safeParse({ from: '2026-03-31', to: '2026-01-01' });
    expect(reversed.error?.issues[0]?.message).toBe('La fecha final no puede ser anterior a la inicial');
  });
});

describe('prescriptionItemText', () => {
  it('writes the route once, whether or not the vet typed "vía"', () => {
    const item = {
      concentration: '250 mg',
      dose: '1 comprimido',
      route: 'oral',
      frequency: null,
      duration: '7 días',
      quantity: '14',
    };
    expect(prescriptionItemText(item)).toBe('250 mg · 1 comprimido · vía oral · 7 días · cantidad: 14');
    expect(prescriptionItemText({ ...item, route: 'Vía oral' })).toBe(
      '250 mg · 1 comprimido · Vía oral · 7 días · cantidad: 14',
    );
  });
});
