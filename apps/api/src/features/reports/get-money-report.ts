import type { ChargeCurrency } from '@citavet/domain/charges/charge-money';
import type { PaymentMethod } from '@citavet/domain/charges/charge-payments';
import { todayIn } from '@citavet/domain/public/public-slot';
import type { MoneyReport, OutstandingAge } from '@citavet/domain/reports/money-report';
import type { ReportQuery } from '@citavet/domain/reports/report.schema';
import { periodInstants } from '@citavet/domain/reports/report-period';
import type { AppDependencies } from '../../app-dependencies';
import { sumCharged, sumCollectedByMethod, sumOutstandingByAge } from './report-charges.repository';
import { resolveReportScope } from './report-scope';

/**
 * GET /spaces/{spaceId}/reports/money: charged and collected per currency, collected per payment
 * method, and what is owed by age. A MEMBER reads only what they charged and took (the same scope
 * rule as every report); a service filter does not apply to money (a charge has many lines).
 */
export async function getMoneyReport(
  deps: AppDependencies,
  userId: string,
  spaceId: string,
  query: ReportQuery,
): Promise<MoneyReport> {
  const scope = await resolveReportScope(deps, userId, spaceId, query);
  const { db } = deps.database;
  const money = {
    spaceId,
    from: scope.period.from,
    to: scope.period.to,
    ...periodInstants(scope.period, scope.timeZone),
    ...(scope.hostId === undefined ? {} : { userId: scope.hostId }),
  };
  const today = todayIn(scope.timeZone, deps.clock.now().getTime());
  const [charged, byMethod, outstanding] = await Promise.all([
    sumCharged(db, money),
    sumCollectedByMethod(db, money),
    sumOutstandingByAge(db, spaceId, today, scope.timeZone, scope.hostId),
  ]);
  const collected = new Map<string, number>();
  for (const row of byMethod)
    collected.set(row.currency, (collected.get(row.currency) ?? 0) + Number(row.amount));
  return {
    timeZone: scope.timeZone,
    charged: charged.map((row) => ({
      currency: row.currency as ChargeCurrency,
      amount: Number(row.amount),
      charges: row.charges,
    })),
    collected: [...collected].map(([currency, amount]) => ({ currency: currency as ChargeCurrency, amount })),
    byMethod: byMethod.map((row) => ({
      currency: row.currency as ChargeCurrency,
      method: row.method as PaymentMethod,
      methodLabel: row.methodLabel,
      amount: Number(row.amount),
    })),
    outstanding: outstanding.map((row) => ({
      currency: row.currency as ChargeCurrency,
      age: row.age as OutstandingAge,
      amount: Number(row.amount),
      charges: row.charges,
    })),
  };
}
