import { type Currency, SERVICE_CURRENCIES } from './service.schema';

/** How a currency is offered in a picker: code first (what prices show), then its name. */
export const CURRENCY_LABELS: Record<Currency, string> = {
  USD: 'USD · Dólar estadounidense',
  EUR: 'EUR · Euro',
  UYU: 'UYU · Peso uruguayo',
  ARS: 'ARS · Peso argentino',
  MXN: 'MXN · Peso mexicano',
};

export const CURRENCY_OPTIONS = SERVICE_CURRENCIES.map((currency) => ({
  value: currency,
  label: CURRENCY_LABELS[currency],
}));
