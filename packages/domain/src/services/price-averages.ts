// Prices in different currencies are different units: an average over USD and EUR means nothing.
// So every figure about prices is per currency.

export type PricedItem = { price: number; currency: string };
export type CurrencyAverage = { currency: string; average: number; count: number };

/** One average per currency, the most used currency first (ties by code, so the order is stable). */
export function averagePriceByCurrency(items: readonly PricedItem[]): CurrencyAverage[] {
  const totals = new Map<string, { sum: number; count: number }>();
  for (const { price, currency } of items) {
    const total = totals.get(currency) ?? { sum: 0, count: 0 };
    total.sum += price;
    total.count += 1;
    totals.set(currency, total);
  }
  return [...totals.entries()]
    .map(([currency, { sum, count }]) => ({ currency, average: sum / count, count }))
    .sort((first, second) => second.count - first.count || first.currency.localeCompare(second.currency));
}
