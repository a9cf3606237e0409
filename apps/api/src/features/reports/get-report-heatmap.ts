import type { ReportHeatmap, ReportQuery } from '@citavet/domain/reports/report.schema';
import type { AppDependencies } from '../../app-dependencies';
import { countDaysByWeekdayAndHour } from './report-rollups.repository';
import { bookingScopeOf, dayScopeOf, resolveReportScope } from './report-scope';
import { countByWeekdayAndHour } from './reports.repository';

/** GET /spaces/{spaceId}/reports/heatmap: kept appointments per clinic-local weekday and hour. */
export async function getReportHeatmap(
  deps: AppDependencies,
  userId: string,
  spaceId: string,
  query: ReportQuery,
): Promise<ReportHeatmap> {
  const scope = await resolveReportScope(deps, userId, spaceId, query);
  const { db } = deps.database;
  // The hour roll-up is kept per host, not per service: a service's heatmap reads its bookings.
  const days = dayScopeOf(scope);
  const rows =
    days && days.serviceId === undefined
      ? await countDaysByWeekdayAndHour(db, days)
      : await countByWeekdayAndHour(db, bookingScopeOf(scope), scope.timeZone);
  const cells = Array.from({ length: 7 }, () => Array.from({ length: 24 }, () => 0));
  for (const row of rows) {
    const weekday = cells[row.weekday - 1];
    if (weekday !== undefined && row.hour >= 0 && row.hour < 24) weekday[row.hour] = row.count;
  }
  return { timeZone: scope.timeZone, cells };
}
