// Every date, time, number and price the user sees goes through here, in es-ES.
const LOCALE = 'es-ES';
export const DEFAULT_CURRENCY = 'USD';

const dateFormatter = new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'long', year: 'numeric' });
const shortDateFormatter = new Intl.DateTimeFormat(LOCALE, {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
const numberFormatter = new Intl.NumberFormat(LOCALE);

function toDate(value: Date | string): Date {
  return typeof value === 'string' ? new Date(value) : value;
}

export function formatDate(value: Date | string): string {
  return dateFormatter.format(toDate(value));
}

export function formatShortDate(value: Date | string): string {
  return shortDateFormatter.format(toDate(value));
}

/** Times are shown in the clinic's zone when one is given, never silently in the browser's. */
export function formatTime(value: Date | string, timeZone?: string): string {
  return new Intl.DateTimeFormat(LOCALE, { hour: '2-digit', minute: '2-digit', timeZone }).format(
    toDate(value),
  );
}

export function formatDateTime(value: Date | string, timeZone?: string): string {
  return new Intl.DateTimeFormat(LOCALE, { dateStyle: 'long', timeStyle: 'short', timeZone }).format(
    toDate(value),
  );
}

export function formatNumber(value: number): string {
  return numberFormatter.format(value);
}

export function formatCurrency(amount: number, currency: string = DEFAULT_CURRENCY): string {
  return new Intl.NumberFormat(LOCALE, {
    style: 'currency',
    currency,
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount);
}
