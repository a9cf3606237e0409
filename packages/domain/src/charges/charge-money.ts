import { SERVICE_CURRENCIES } from '../services/service.schema';

// Money of a charge, in integer minor units of one currency (cents; whole pesos for CLP).
//
// THE ROUNDING RULE (the only one; docs/decisions/071-charges.md):
//   Every amount that is not already whole minor units is rounded ONCE, per line, half away from
//   zero (amounts here are never negative, so: half up), in the currency's minor unit:
//   1. line gross    = quantity × unit price            (quantity has up to 3 decimals)
//   2. line discount = the amount given, or gross × %   (a percentage in basis points)
//   3. a discount on the total is shared over the lines in proportion to what each line is
//      worth after its own discount, by largest remainder (so the shares add up to it exactly;
//      ties go to the earlier line);
//   4. line tax      = base × rate when prices exclude tax; when they include it, the tax inside
//      the base: base − base ÷ (1 + rate);
//   5. the charge's totals are SUMS of the rounded line figures, never rounded again.
// So lines, discounts and taxes always add up to the total, to the minor unit.

export const CHARGE_CURRENCIES = [...SERVICE_CURRENCIES, 'CLP'] as const;
export type ChargeCurrency = (typeof CHARGE_CURRENCIES)[number];

/** Decimal places of each currency's minor unit (ISO 4217). */
export const MINOR_UNIT_DIGITS: Record<ChargeCurrency, number> = {
  USD: 2,
  EUR: 2,
  UYU: 2,
  ARS: 2,
  MXN: 2,
  CLP: 0,
};

/** Quantities are kept in thousandths (1.5 → 1500). */
export const QUANTITY_SCALE = 1000;
/** Percentages and tax rates are kept in basis points (21 % → 2100). */
export const BASIS_POINTS = 10_000;

export type Discount = { kind: 'AMOUNT'; value: number } | { kind: 'PERCENT'; value: number };

export type ChargeLineInput = {
  /** Thousandths of a unit, ≥ 1. */
  quantityMilli: number;
  /** Minor units, ≥ 0. */
  unitPrice: number;
  discount: Discount | null;
  /** Basis points, 0–10 000. */
  taxRateBp: number;
};

export type ChargeLineFigures = {
  gross: number;
  lineDiscount: number;
  totalDiscountShare: number;
  /** After both discounts: the price of the line as shown (with tax when prices include it). */
  base: number;
  /** Tax base without tax. */
  net: number;
  tax: number;
  /** What the line adds to the total. */
  total: number;
};

export type ChargeFigures = {
  lines: ChargeLineFigures[];
  subtotal: number;
  discountTotal: number;
  netTotal: number;
  taxTotal: number;
  total: number;
  /** Tax per rate, for the receipt. */
  taxByRate: { rateBp: number; base: number; tax: number }[];
};

// The refusals the charge form says before sending and the API says after: one wording for both.
export const NO_LINES_MESSAGE = 'Agrega al menos una línea';
export const LINE_DISCOUNT_TOO_LARGE_MESSAGE = 'El descuento no puede superar el importe de la línea';
export const TOTAL_DISCOUNT_TOO_LARGE_MESSAGE = 'El descuento no puede superar el total';

export type ChargeProblem =
  | { kind: 'NO_LINES' }
  | { kind: 'BAD_QUANTITY'; line: number }
  | { kind: 'BAD_PRICE'; line: number }
  | { kind: 'BAD_TAX_RATE'; line: number }
  | { kind: 'LINE_DISCOUNT_TOO_LARGE'; line: number }
  | { kind: 'TOTAL_DISCOUNT_TOO_LARGE' }
  | { kind: 'TOO_LARGE' };

/** Upper bound of any amount, kept well inside exact doubles and PostgreSQL's bigint. */
export const MAX_AMOUNT = 10 ** 12;

/** a ÷ b rounded half up, for a ≥ 0 and b > 0, exact (BigInt). */
export function divideHalfUp(a: bigint, b: bigint): bigint {
  return (2n * a + b) / (2n * b);
}

function lineDiscountOf(gross: number, discount: Discount | null): number {
  if (!discount) return 0;
  if (discount.kind === 'AMOUNT') return discount.value;
  return Number(divideHalfUp(BigInt(gross) * BigInt(discount.value), BigInt(BASIS_POINTS)));
}

/** Shares `amount` over `weights` in proportion, by largest remainder (ties: earlier first). */
export function shareByLargestRemainder(amount: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (amount === 0 || sum === 0) return weights.map(() => 0);
  const big = BigInt(amount);
  const bigSum = BigInt(sum);
  const floors = weights.map((w) => (big * BigInt(w)) / bigSum);
  const remainders = weights.map((w, i) => big * BigInt(w) - (floors[i] as bigint) * bigSum);
  let left = big - floors.reduce((a, b) => a + b, 0n);
  const order = weights
    .map((_, i) => i)
    .sort((i, j) => {
      const ri = remainders[i] as bigint;
      const rj = remainders[j] as bigint;
      return ri === rj ? i - j : rj > ri ? 1 : -1;
    });
  const shares = floors.map(Number);
  for (const i of order) {
    if (left === 0n) break;
    shares[i] = (shares[i] as number) + 1;
    left -= 1n;
  }
  return shares;
}

function taxOf(base: number, rateBp: number, pricesIncludeTax: boolean): number {
  if (rateBp === 0 || base === 0) return 0;
  const b = BigInt(base);
  const r = BigInt(rateBp);
  const scale = BigInt(BASIS_POINTS);
  if (!pricesIncludeTax) return Number(divideHalfUp(b * r, scale));
  // The tax inside a price: base − base ÷ (1 + rate) = base × rate ÷ (1 + rate), rounded half up.
  return Number(divideHalfUp(b * r, scale + r));
}

/** What is wrong with a charge's lines and total discount, or null. */
export function chargeProblem(
  lines: readonly ChargeLineInput[],
  totalDiscount: Discount | null,
): ChargeProblem | null {
  if (lines.length === 0) return { kind: 'NO_LINES' };
  for (const [index, line] of lines.entries()) {
    if (!Number.isInteger(line.quantityMilli) || line.quantityMilli <= 0)
      return { kind: 'BAD_QUANTITY', line: index };
    if (!Number.isInteger(line.unitPrice) || line.unitPrice < 0 || line.unitPrice > MAX_AMOUNT) {
      return { kind: 'BAD_PRICE', line: index };
    }
    if (!Number.isInteger(line.taxRateBp) || line.taxRateBp < 0 || line.taxRateBp > BASIS_POINTS) {
      return { kind: 'BAD_TAX_RATE', line: index };
    }
    const gross = Number(
      divideHalfUp(BigInt(line.quantityMilli) * BigInt(line.unitPrice), BigInt(QUANTITY_SCALE)),
    );
    if (gross > MAX_AMOUNT) return { kind: 'TOO_LARGE' };
    if (line.discount && !isDiscountWithin(line.discount, gross))
      return { kind: 'LINE_DISCOUNT_TOO_LARGE', line: index };
  }
  if (totalDiscount) {
    const afterLines = computeLinesBeforeTotalDiscount(lines).reduce(
      (a, l) => a + l.gross - l.lineDiscount,
      0,
    );
    if (!isDiscountWithin(totalDiscount, afterLines)) return { kind: 'TOTAL_DISCOUNT_TOO_LARGE' };
  }
  return null;
}

function isDiscountWithin(discount: Discount, of: number): boolean {
  if (!Number.isInteger(discount.value) || discount.value < 0) return false;
  return discount.kind === 'PERCENT' ? discount.value <= BASIS_POINTS : discount.value <= of;
}

function computeLinesBeforeTotalDiscount(lines: readonly ChargeLineInput[]) {
  return lines.map((line) => {
    const gross = Number(
      divideHalfUp(BigInt(line.quantityMilli) * BigInt(line.unitPrice), BigInt(QUANTITY_SCALE)),
    );
    return { gross, lineDiscount: lineDiscountOf(gross, line.discount) };
  });
}

/** The charge's figures under the rounding rule. Call `chargeProblem` first: this assumes valid input. */
export function computeCharge(
  lines: readonly ChargeLineInput[],
  totalDiscount: Discount | null,
  pricesIncludeTax: boolean,
): ChargeFigures {
  const first = computeLinesBeforeTotalDiscount(lines);
  const afterLine = first.map((l) => l.gross - l.lineDiscount);
  const afterLineSum = afterLine.reduce((a, b) => a + b, 0);
  const totalDiscountAmount = totalDiscount
    ? totalDiscount.kind === 'AMOUNT'
      ? totalDiscount.value
      : Number(divideHalfUp(BigInt(afterLineSum) * BigInt(totalDiscount.value), BigInt(BASIS_POINTS)))
    : 0;
  const shares = shareByLargestRemainder(totalDiscountAmount, afterLine);
  const figures: ChargeLineFigures[] = lines.map((line, i) => {
    const { gross, lineDiscount } = first[i] as { gross: number; lineDiscount: number };
    const totalDiscountShare = shares[i] as number;
    const base = gross - lineDiscount - totalDiscountShare;
    const tax = taxOf(base, line.taxRateBp, pricesIncludeTax);
    const net = pricesIncludeTax ? base - tax : base;
    return { gross, lineDiscount, totalDiscountShare, base, net, tax, total: net + tax };
  });
  const sum = (pick: (l: ChargeLineFigures) => number) => figures.reduce((a, l) => a + pick(l), 0);
  const byRate = new Map<number, { rateBp: number; base: number; tax: number }>();
  for (const [i, line] of lines.entries()) {
    const f = figures[i] as ChargeLineFigures;
    const entry = byRate.get(line.taxRateBp) ?? { rateBp: line.taxRateBp, base: 0, tax: 0 };
    entry.base += f.net;
    entry.tax += f.tax;
    byRate.set(line.taxRateBp, entry);
  }
  return {
    lines: figures,
    subtotal: sum((l) => l.gross),
    discountTotal: sum((l) => l.lineDiscount + l.totalDiscountShare),
    netTotal: sum((l) => l.net),
    taxTotal: sum((l) => l.tax),
    total: sum((l) => l.total),
    taxByRate: [...byRate.values()].sort((a, b) => a.rateBp - b.rateBp),
  };
}

/** '12.50' (a decimal string with the currency's places at most) → 1250. Throws on anything else. */
export function toMinorUnits(amount: string, currency: ChargeCurrency): number {
  const digits = MINOR_UNIT_DIGITS[currency];
  const match = /^(\d+)(?:\.(\d+))?$/.exec(amount.trim());
  if (!match) throw new RangeError(`Not an amount: ${amount}`);
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > digits) throw new RangeError(`Too many decimals for ${currency}: ${amount}`);
  return Number(
    BigInt(match[1] as string) * 10n ** BigInt(digits) + BigInt(fraction.padEnd(digits, '0') || '0'),
  );
}

/** 1250 → '12.50' (EUR), 15000 → '15000' (CLP): the amount as a plain decimal string. */
export function fromMinorUnits(minor: number, currency: ChargeCurrency): string {
  const digits = MINOR_UNIT_DIGITS[currency];
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  if (digits === 0) return `${sign}${abs}`;
  const scale = 10 ** digits;
  return `${sign}${Math.floor(abs / scale)}.${String(abs % scale).padStart(digits, '0')}`;
}

const formatters = new Map<string, Intl.NumberFormat>();

/** 1250, 'EUR' → '12,50 €' (Spanish formatting, the currency's own decimals). */
export function formatMoney(minor: number, currency: ChargeCurrency): string {
  let formatter = formatters.get(currency);
  if (!formatter) {
    const digits = MINOR_UNIT_DIGITS[currency];
    formatter = new Intl.NumberFormat('es-ES', {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formatters.set(currency, formatter);
  }
  return formatter.format(minor / 10 ** MINOR_UNIT_DIGITS[currency]);
}

/** A price as the catalogue and bookings carry it (35.5) in minor units of its currency. */
export function minorFromDecimal(amount: number, currency: ChargeCurrency): number {
  return toMinorUnits(Math.max(0, amount).toFixed(MINOR_UNIT_DIGITS[currency]), currency);
}

/**
 * What a person types in an amount field ('35,50', '35.50', '1.234,50', '35 €') in minor units,
 * or null when it is not an amount of this currency.
 */
export function parseMoneyInput(text: string, currency: ChargeCurrency): number | null {
  let cleaned = text.replace(/[\s€$]|EUR|USD|UYU|ARS|MXN|CLP/g, '');
  if (cleaned === '') return null;
  if (cleaned.includes(',')) cleaned = cleaned.replace(/\./g, '').replace(',', '.');
  else if (/^\d{1,3}(\.\d{3})+$/.test(cleaned) && MINOR_UNIT_DIGITS[currency] !== 3)
    cleaned = cleaned.replace(/\./g, '');
  try {
    const minor = toMinorUnits(cleaned, currency);
    return minor <= MAX_AMOUNT ? minor : null;
  } catch {
    return null;
  }
}
