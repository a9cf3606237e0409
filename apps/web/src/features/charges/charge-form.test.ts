import { describe, expect, it } from 'vitest';
import { type LineDraft, readChargeForm } from './charge-form';

const line = (patch: Partial<LineDraft> = {}): LineDraft => ({
  key: 'a',
  kind: 'SERVICE',
  serviceId: null,
  description: 'Consulta general',
  quantityText: '1',
  priceText: '35,50',
  discount: { kind: 'PERCENT', text: '' },
  taxRateBp: 2100,
  ...patch,
});
const none = { kind: 'PERCENT' as const, text: '' };

describe('the new charge form', () => {
  it('reads Spanish amounts and shows the totals the API will issue', () => {
    const outcome = readChargeForm(
      [
        line(),
        line({
          key: 'b',
          kind: 'PRODUCT',
          description: 'Pipeta',
          quantityText: '2',
          priceText: '12,25',
          discount: { kind: 'AMOUNT', text: '4,50' },
        }),
      ],
      { kind: 'PERCENT', text: '10' },
      [
        { key: 'p', method: 'CASH', methodLabel: '', amountText: '50' },
        { key: 'q', method: 'OTHER', methodLabel: 'Bizum', amountText: '' },
      ],
      'EUR',
      true,
    );
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    // 35,50 + (24,50 − 4,50) = 55,50; 10 % off = 5,55 → 49,95.
    expect(outcome.figures.total).toBe(4995);
    expect(outcome.paid).toBe(5000);
    expect(outcome.body.lines[1]).toMatchObject({
      quantity: 2,
      unitPrice: 1225,
      discount: { kind: 'AMOUNT', value: 450 },
    });
    expect(outcome.body.payments).toEqual([{ method: 'CASH', amount: 5000 }]);
  });

  it('says in Spanish what is wrong, before anything is sent', () => {
    expect(readChargeForm([line({ quantityText: '-1' })], none, [], 'EUR', true)).toEqual({
      ok: false,
      message: 'La cantidad debe ser mayor que cero (línea 1)',
    });
    expect(
      readChargeForm([line({ discount: { kind: 'AMOUNT', text: '40' } })], none, [], 'EUR', true),
    ).toEqual({
      ok: false,
      message: 'El descuento no puede superar el importe de la línea (línea 1)',
    });
    expect(readChargeForm([], none, [], 'EUR', true)).toEqual({
      ok: false,
      message: 'Agrega al menos una línea',
    });
  });
});
