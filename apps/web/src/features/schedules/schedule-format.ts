/** Prices always with two decimals, es-ES. */
export function formatPrice(amount: number, currency: string): string {
  try {
    return new Intl.NumberFormat('es-ES', {
      style: 'currency',
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }).format(amount);
  } catch {
    // An unknown currency code must not break the screen; show the number and the code as they are.
    return `${amount.toFixed(2)} ${currency}`;
  }
}

export function formatTimeRange(startTime: string, endTime: string): string {
  return `${startTime}–${endTime}`;
}
