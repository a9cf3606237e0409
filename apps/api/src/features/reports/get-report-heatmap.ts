import type { ReportHeatmap, ReportQuery } from '@citavet/domain/reports/report.schema';
import type { AppDependencies } from '../../app-dependencies';
import { bookingScopeOf, resolveReportScope } from './report-scope';
import { countByWeekdayAndHour } from './reports.repository';

/** GET /spaces/{spaceId}/reports/heatmap: kept appointments per clinic-local weekday and hour. */
export async function getReportHeatmap(
  deps: AppDependencies,
  userId: string,
  spaceId: string,
  query: ReportQuery,
): Promise<ReportHeatmap> {
  const scope = await resolveReportScope(deps, userId, spaceId, query);
  const rows = await countByWeekdayAndHour(deps.database.db, bookingScopeOf(scope), scope.timeZone);
  const cells = Array.from({ length: 7 }, () => Array.from({ length: 24 }, () => 0));
  for (const row of rows) {
    const weekday = cells[row.weekday - 1];
    if (weekday !== undefined && row.hour >= 0 && row.hour < 24) weekday[row.hour] = row.count;
  }
  return { timeZone: scope.timeZone, cells };
}
