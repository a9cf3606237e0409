import { type Currency, DEFAULT_CURRENCY } from './service.schema';

// The setup wizard proposes the clinic's currency before asking: from its country when known
// (free text, as typed in the settings), else from the browser's locale region ('es-UY' -> UYU).
// The euro area's Spanish-speaking country and the Americas the product serves; anything else
// falls back to USD, which the owner can change in the same step.

const CURRENCY_BY_REGION: Record<string, Currency> = {
  ES: 'EUR',
  AD: 'EUR',
  PT: 'EUR',
  FR: 'EUR',
  IT: 'EUR',
  DE: 'EUR',
  IE: 'EUR',
  NL: 'EUR',
  BE: 'EUR',
  AT: 'EUR',
  UY: 'UYU',
  AR: 'ARS',
  MX: 'MXN',
  US: 'USD',
  EC: 'USD',
  SV: 'USD',
  PA: 'USD',
  PR: 'USD',
};

const REGION_BY_COUNTRY_NAME: Record<string, string> = {
  espana: 'ES',
  spain: 'ES',
  andorra: 'AD',
  portugal: 'PT',
  francia: 'FR',
  italia: 'IT',
  alemania: 'DE',
  uruguay: 'UY',
  argentina: 'AR',
  mexico: 'MX',
  'estados unidos': 'US',
  eeuu: 'US',
  usa: 'US',
  ecuador: 'EC',
  'el salvador': 'SV',
  panama: 'PA',
  'puerto rico': 'PR',
};

function normalizeCountry(country: string): string {
  return country
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/[.]/g, '')
    .trim()
    .toLowerCase();
}

function regionOfLocale(locale: string): string | undefined {
  try {
    return new Intl.Locale(locale).maximize().region;
  } catch {
    return undefined;
  }
}

export function suggestCurrency({
  country,
  locales = [],
}: {
  country?: string | null | undefined;
  /** The browser's languages, most preferred first (navigator.languages). */
  locales?: readonly string[];
}): Currency {
  if (country) {
    const typed = normalizeCountry(country);
    const region = REGION_BY_COUNTRY_NAME[typed] ?? (typed.length === 2 ? typed.toUpperCase() : undefined);
    const currency = region ? CURRENCY_BY_REGION[region] : undefined;
    if (currency) return currency;
  }
  for (const locale of locales) {
    const region = regionOfLocale(locale);
    const currency = region ? CURRENCY_BY_REGION[region] : undefined;
    if (currency) return currency;
  }
  return DEFAULT_CURRENCY;
}
