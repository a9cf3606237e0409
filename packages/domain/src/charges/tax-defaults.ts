import type { TaxRate } from './charge.schema';

// The standard VAT of the countries the product serves, proposed when a space first opens its
// charge settings; the clinic keeps, changes or adds rates. A country we do not know proposes none.

const STANDARD_RATE_BP: Record<string, number> = { ES: 2100, CL: 1900, MX: 1600, UY: 2200, AR: 2100 };

const REGION_BY_NAME: Record<string, string> = {
  espana: 'ES',
  spain: 'ES',
  chile: 'CL',
  mexico: 'MX',
  uruguay: 'UY',
  argentina: 'AR',
};

function regionOf(country: string | null | undefined): string | undefined {
  if (!country) return undefined;
  const folded = country
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .trim()
    .toLowerCase();
  return REGION_BY_NAME[folded] ?? (folded.length === 2 ? folded.toUpperCase() : undefined);
}

export function suggestTaxRates(country: string | null | undefined): TaxRate[] {
  const region = regionOf(country);
  const rate = region ? STANDARD_RATE_BP[region] : undefined;
  const exempt: TaxRate = { name: 'Exento', rateBp: 0, isDefault: rate === undefined };
  if (rate === undefined) return [exempt];
  return [{ name: `IVA ${rate / 100} %`, rateBp: rate, isDefault: true }, exempt];
}
