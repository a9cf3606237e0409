import type { BookingStatus } from '@citavet/domain/bookings/booking-status';
import type { Money } from '@citavet/domain/reports/report.schema';
import {
  emptyStatusCounts,
  formatCents,
  INCOME_STATUS,
  type StatusCounts,
  toCents,
} from '@citavet/domain/reports/report-figures';

/** Status counts and completed income (per currency, never summed across) of some grouped rows. */
export function foldStatusCurrencyRows(
  rows: readonly { status: BookingStatus; currency: string; count: number; amount: string }[],
): { counts: StatusCounts; total: number; income: (Money & { completed: number })[] } {
  const counts = emptyStatusCounts();
  const income = new Map<string, { cents: bigint; completed: number }>();
  let total = 0;
  for (const row of rows) {
    counts[row.status] = (counts[row.status] ?? 0) + row.count;
    total += row.count;
    if (row.status !== INCOME_STATUS) continue;
    const sum = income.get(row.currency) ?? { cents: 0n, completed: 0 };
    sum.cents += toCents(row.amount);
    sum.completed += row.count;
    income.set(row.currency, sum);
  }
  return {
    counts,
    total,
    income: [...income.entries()]
      .sort(([first], [second]) => (first < second ? -1 : 1))
      .map(([currency, sum]) => ({ currency, amount: formatCents(sum.cents), completed: sum.completed })),
  };
}
