import { z } from 'zod';
import { CHARGE_CURRENCIES } from '../charges/charge-money';
import { PAYMENT_METHODS } from '../charges/charge-payments';

// What the reports say about money from the charges (decision 071), beside the booked income of
// completed appointments: what was charged (issued, not voided, less credit notes), what was
// collected (payments in less refunds, on the day of the cash they joined), collected per payment
// method, and what is still owed by age. Amounts in minor units, one figure per currency.

export const OUTSTANDING_AGES = ['0-30', '31-60', '60+'] as const;
export type OutstandingAge = (typeof OUTSTANDING_AGES)[number];

export const OUTSTANDING_AGE_LABELS: Record<OutstandingAge, string> = {
  '0-30': '0–30 días',
  '31-60': '31–60 días',
  '60+': 'Más de 60 días',
};

/** The age band of a charge issued `ageDays` clinic-local days ago. */
export function outstandingAgeOf(ageDays: number): OutstandingAge {
  if (ageDays <= 30) return '0-30';
  if (ageDays <= 60) return '31-60';
  return '60+';
}

const Currency = z.enum(CHARGE_CURRENCIES);

export const MoneyReportSchema = z.object({
  timeZone: z.string(),
  charged: z.array(z.object({ currency: Currency, amount: z.number(), charges: z.number() })),
  collected: z.array(z.object({ currency: Currency, amount: z.number() })),
  byMethod: z.array(
    z.object({
      currency: Currency,
      method: z.enum(PAYMENT_METHODS),
      methodLabel: z.string().nullable(),
      amount: z.number(),
    }),
  ),
  outstanding: z.array(
    z.object({ currency: Currency, age: z.enum(OUTSTANDING_AGES), amount: z.number(), charges: z.number() }),
  ),
});
export type MoneyReport = z.infer<typeof MoneyReportSchema>;
