import type { CreateChargeBody } from '@citavet/domain/charges/charge.schema';
import {
  BASIS_POINTS,
  type ChargeCurrency,
  type ChargeFigures,
  chargeProblem,
  computeCharge,
  type Discount,
  formatMoney,
  LINE_DISCOUNT_TOO_LARGE_MESSAGE,
  NO_LINES_MESSAGE,
  parseMoneyInput,
  QUANTITY_SCALE,
  TOTAL_DISCOUNT_TOO_LARGE_MESSAGE,
} from '@citavet/domain/charges/charge-money';
import type { PaymentMethod } from '@citavet/domain/charges/charge-payments';

// The new charge form's state and what it becomes: the same rounding rule as the API
// (packages/domain/src/charges/charge-money.ts), so the totals shown are the totals issued.

let keyCounter = 0;
/** A key for a new line or payment row, unique in this page's life. */
export const nextKey = () => `k${++keyCounter}`;

/** A minor-unit amount as the text a price field holds ('1234,50'): no symbol, no thousands. */
export const decimalText = (minor: number, currency: ChargeCurrency) =>
  formatMoney(minor, currency)
    .replace(/[^\d,.-]/g, '')
    .replace(/\.(?=\d{3})/g, '');

export type DiscountDraft = { kind: 'AMOUNT' | 'PERCENT'; text: string };
export type LineDraft = {
  key: string;
  kind: 'SERVICE' | 'PRODUCT';
  serviceId: string | null;
  description: string;
  quantityText: string;
  priceText: string;
  discount: DiscountDraft;
  taxRateBp: number;
};
export type PaymentDraft = { key: string; method: PaymentMethod; methodLabel: string; amountText: string };

export function parseQuantity(text: string): number | null {
  const value = Number(text.replace(',', '.'));
  if (!Number.isFinite(value) || value <= 0) return null;
  const milli = Math.round(value * QUANTITY_SCALE);
  return Math.abs(milli - value * QUANTITY_SCALE) < 1e-6 ? milli : null;
}

export function parseDiscount(draft: DiscountDraft, currency: ChargeCurrency): Discount | null | 'INVALID' {
  if (draft.text.trim() === '') return null;
  if (draft.kind === 'AMOUNT') {
    const value = parseMoneyInput(draft.text, currency);
    return value === null ? 'INVALID' : { kind: 'AMOUNT', value };
  }
  const percent = Number(draft.text.replace(',', '.').replace('%', ''));
  if (!Number.isFinite(percent) || percent < 0 || percent > 100) return 'INVALID';
  return { kind: 'PERCENT', value: Math.round(percent * (BASIS_POINTS / 100)) };
}

export type FormOutcome =
  | {
      ok: true;
      figures: ChargeFigures;
      body: Omit<CreateChargeBody, 'bookingId' | 'clientId' | 'petId'>;
      paid: number;
    }
  | { ok: false; message: string };

export function readChargeForm(
  lines: LineDraft[],
  totalDiscount: DiscountDraft,
  payments: PaymentDraft[],
  currency: ChargeCurrency,
  pricesIncludeTax: boolean,
): FormOutcome {
  if (lines.length === 0) return { ok: false, message: NO_LINES_MESSAGE };
  const parsed = [];
  for (const [index, line] of lines.entries()) {
    const n = index + 1;
    if (!line.description.trim()) return { ok: false, message: `Falta la descripción de la línea ${n}` };
    const quantityMilli = parseQuantity(line.quantityText);
    if (quantityMilli === null)
      return { ok: false, message: `La cantidad debe ser mayor que cero (línea ${n})` };
    const unitPrice = parseMoneyInput(line.priceText, currency);
    if (unitPrice === null) return { ok: false, message: `El precio no es válido (línea ${n})` };
    const discount = parseDiscount(line.discount, currency);
    if (discount === 'INVALID') return { ok: false, message: `El descuento no es válido (línea ${n})` };
    parsed.push({ line, quantityMilli, unitPrice, discount });
  }
  const total = parseDiscount(totalDiscount, currency);
  if (total === 'INVALID') return { ok: false, message: 'El descuento total no es válido' };
  const inputs = parsed.map((p) => ({
    quantityMilli: p.quantityMilli,
    unitPrice: p.unitPrice,
    discount: p.discount,
    taxRateBp: p.line.taxRateBp,
  }));
  const problem = chargeProblem(inputs, total);
  if (problem) {
    const line = 'line' in problem ? ` (línea ${problem.line + 1})` : '';
    if (problem.kind === 'LINE_DISCOUNT_TOO_LARGE')
      return { ok: false, message: `${LINE_DISCOUNT_TOO_LARGE_MESSAGE}${line}` };
    if (problem.kind === 'TOTAL_DISCOUNT_TOO_LARGE')
      return { ok: false, message: TOTAL_DISCOUNT_TOO_LARGE_MESSAGE };
    return { ok: false, message: `Revisa las líneas del cobro${line}` };
  }
  const bodyPayments = [];
  for (const payment of payments) {
    if (payment.amountText.trim() === '') continue;
    const amount = parseMoneyInput(payment.amountText, currency);
    if (amount === null || amount === 0) return { ok: false, message: 'Un importe de pago no es válido' };
    bodyPayments.push({
      method: payment.method,
      amount,
      ...(payment.method === 'OTHER' && payment.methodLabel.trim()
        ? { methodLabel: payment.methodLabel.trim() }
        : {}),
    });
  }
  return {
    ok: true,
    figures: computeCharge(inputs, total, pricesIncludeTax),
    paid: bodyPayments.reduce((sum, p) => sum + p.amount, 0),
    body: {
      currency,
      discount: total,
      lines: parsed.map((p) => ({
        kind: p.line.kind,
        serviceId: p.line.serviceId,
        description: p.line.description.trim(),
        quantity: p.quantityMilli / QUANTITY_SCALE,
        unitPrice: p.unitPrice,
        discount: p.discount,
        taxRateBp: p.line.taxRateBp,
      })),
      payments: bodyPayments,
    },
  };
}
