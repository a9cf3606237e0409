import type { ReportFigures, ReportQuery, ReportSummary } from '@citavet/domain/reports/report.schema';
import { averageTicket, averageWaitMinutes, countOf, rateOf } from '@citavet/domain/reports/report-figures';
import { previousPeriod, type ReportPeriod } from '@citavet/domain/reports/report-period';
import type { AppDependencies } from '../../app-dependencies';
import { findFeedPosition } from '../../change-feed/change-feed.repository';
import { foldStatusCurrencyRows } from './report-money';
import { countDaysByStatusAndCurrency, countDaysClients, countNewClients } from './report-rollups.repository';
import {
  bookingScopeOf,
  dayScopeOf,
  isWholeSpace,
  type ReportScope,
  resolveReportScope,
} from './report-scope';
import { countByStatusAndCurrency, countDistinctClients, sumWaits } from './reports.repository';

/** GET /spaces/{spaceId}/reports/summary: the KPI figures of the period and of the one before. */
export async function getReportSummary(
  deps: AppDependencies,
  userId: string,
  spaceId: string,
  query: ReportQuery,
): Promise<ReportSummary> {
  const scope = await resolveReportScope(deps, userId, spaceId, query);
  const [current, previous, feed] = await Promise.all([
    figuresOf(deps, scope, scope.period),
    figuresOf(deps, scope, previousPeriod(scope.period)),
    findFeedPosition(deps.database.db, scope.spaceId, deps.clock.now()),
  ]);
  const freshness = { lagSeconds: feed.lagSeconds, pending: feed.pending, position: feed.appliedThrough };
  return { timeZone: scope.timeZone, current, previous, freshness };
}

export async function figuresOf(
  deps: Pick<AppDependencies, 'database'>,
  scope: ReportScope,
  period: ReportPeriod,
): Promise<ReportFigures> {
  const { db } = deps.database;
  const bookings = bookingScopeOf(scope, period);
  const days = dayScopeOf(scope, period);
  // Distinct clients: the space's from its day bitmaps, a host's or a service's from their bookings
  // (bookings_host_start_report_idx, covering; bookings_service_start_idx); new ones from the first-booking roll-up.
  const [rows, clients, newClients, waits] = await Promise.all([
    days ? countDaysByStatusAndCurrency(db, days) : countByStatusAndCurrency(db, bookings),
    isWholeSpace(days) ? countDaysClients(db, days) : countDistinctClients(db, bookings),
    countNewClients(db, bookings),
    sumWaits(db, bookings),
  ]);
  const { counts, total, income } = foldStatusCurrencyRows(rows);
  return {
    period,
    total,
    counts,
    completedRate: rateOf(counts.COMPLETED, total),
    cancelledRate: rateOf(counts.CANCELLED, total),
    noShowRate: rateOf(countOf(counts, 'NO_SHOW'), total),
    income: income.map((money) => ({
      ...money,
      averageTicket: averageTicket(money.amount, money.completed),
    })),
    newClients,
    returningClients: clients - newClients,
    waitedCount: waits.waited,
    averageWaitMinutes: averageWaitMinutes(waits.seconds, waits.waited),
  };
}
