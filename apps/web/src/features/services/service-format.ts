import { SERVICE_CATEGORY_LABELS, type ServiceCategory } from '@citavet/domain/services/service-category';

const LOCALE = 'es-ES';

/** Prices in the services screens always show two decimals, in es-ES. */
export function formatPrice(amount: number, currency: string): string {
  try {
    return new Intl.NumberFormat(LOCALE, {
      style: 'currency',
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }).format(amount);
  } catch {
    // An unknown currency code must not break the table; show the number and the code as they are.
    return `${new Intl.NumberFormat(LOCALE, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount)} ${currency}`;
  }
}

export function formatDuration(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

function isKnownCategory(category: string): category is ServiceCategory {
  return Object.hasOwn(SERVICE_CATEGORY_LABELS, category);
}

export function categoryLabel(category: string | null): string | null {
  if (!category) return null;
  return isKnownCategory(category) ? SERVICE_CATEGORY_LABELS[category] : category;
}
