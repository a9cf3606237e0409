import { dateTimeFormat } from '@citavet/domain/time/date-time-formats';
import { instantToZonedParts } from '@citavet/domain/time/zoned-time';

/**
 * A pure formatter that remembers its last few answers: one booking's e-mails (confirmation, .ics,
 * reminder, host notice) format the same few instants and prices a dozen times, and Intl is slow.
 */
function rememberingRecent<Input extends unknown[]>(
  format: (...input: Input) => string,
  keyOf: (...input: Input) => string,
): (...input: Input) => string {
  const recent = new Map<string, string>();
  return (...input) => {
    const key = keyOf(...input);
    let answer = recent.get(key);
    if (answer === undefined) {
      answer = format(...input);
      if (recent.size >= 16) recent.clear();
      recent.set(key, answer);
    }
    return answer;
  };
}

/** 'martes, 10 de marzo de 2026' in the space's zone. */
export const formatLongDate = rememberingRecent(
  (instant: Date, timeZone: string) =>
    dateTimeFormat('es-ES', { dateStyle: 'full', timeZone }).format(instant),
  (instant, timeZone) => `${timeZone} ${instant.getTime()}`,
);

/** '09:30' in the space's zone. */
export const formatWallClock = rememberingRecent(
  (instant: Date, timeZone: string) => instantToZonedParts(instant.getTime(), timeZone).time,
  (instant, timeZone) => `${timeZone} ${instant.getTime()}`,
);

const priceFormats = new Map<string, Intl.NumberFormat | null>();
export const formatPrice = rememberingRecent(
  (price: string, currency: string) => {
    const amount = Number(price);
    try {
      let format = priceFormats.get(currency);
      if (!format) {
        format = new Intl.NumberFormat('es-ES', { style: 'currency', currency });
        priceFormats.set(currency, format);
      }
      return format.format(amount);
    } catch {
      // A currency code Intl does not know is still shown, just without its symbol.
      return `${amount.toFixed(2)} ${currency}`;
    }
  },
  (price, currency) => `${currency} ${price}`,
);
