import type { ChargeCurrency } from '@citavet/domain/charges/charge-money';
import { useMemo, useState } from 'react';
import {
  type DiscountDraft,
  type LineDraft,
  nextKey,
  type PaymentDraft,
  readChargeForm,
} from '../charge-form';

/**
 * A new charge as it is typed: its lines (a new one takes the default tax rate), the discount on
 * the total and the payments (cash first), read at each change into the body the API takes or the
 * reason it would refuse it.
 */
export function useChargeDraft({
  currency,
  pricesIncludeTax,
  taxRates,
  initialLines,
}: {
  currency: ChargeCurrency;
  pricesIncludeTax: boolean;
  taxRates: { name: string; rateBp: number; isDefault: boolean }[];
  initialLines: LineDraft[];
}) {
  const defaultRate = taxRates.find((rate) => rate.isDefault)?.rateBp ?? 0;
  const [lines, setLines] = useState<LineDraft[]>(initialLines);
  const [totalDiscount, setTotalDiscount] = useState<DiscountDraft>({ kind: 'PERCENT', text: '' });
  const [payments, setPayments] = useState<PaymentDraft[]>([
    { key: nextKey(), method: 'CASH', methodLabel: '', amountText: '' },
  ]);
  const outcome = useMemo(
    () => readChargeForm(lines, totalDiscount, payments, currency, pricesIncludeTax),
    [lines, totalDiscount, payments, currency, pricesIncludeTax],
  );
  const rateOptions = [
    ...taxRates.map((rate) => ({ value: String(rate.rateBp), label: rate.name })),
    ...(taxRates.some((rate) => rate.rateBp === 0) ? [] : [{ value: '0', label: 'Sin impuesto' }]),
  ];
  const updateLine = (key: string, patch: Partial<LineDraft>) =>
    setLines((current) => current.map((line) => (line.key === key ? { ...line, ...patch } : line)));
  const removeLine = (key: string) => setLines((current) => current.filter((item) => item.key !== key));
  const addLine = (line: Partial<LineDraft>) =>
    setLines((current) => [
      ...current,
      {
        key: nextKey(),
        kind: 'PRODUCT',
        serviceId: null,
        description: '',
        quantityText: '1',
        priceText: '',
        discount: { kind: 'PERCENT', text: '' },
        taxRateBp: defaultRate,
        ...line,
      },
    ]);
  const updatePayment = (key: string, patch: Partial<PaymentDraft>) =>
    setPayments((current) =>
      current.map((payment) => (payment.key === key ? { ...payment, ...patch } : payment)),
    );
  const removePayment = (key: string) => setPayments((current) => current.filter((item) => item.key !== key));
  const addPayment = () =>
    setPayments((current) => [
      ...current,
      { key: nextKey(), method: 'DEBIT_CARD', methodLabel: '', amountText: '' },
    ]);

  return {
    lines,
    totalDiscount,
    setTotalDiscount,
    payments,
    outcome,
    rateOptions,
    updateLine,
    removeLine,
    addLine,
    updatePayment,
    removePayment,
    addPayment,
  };
}
