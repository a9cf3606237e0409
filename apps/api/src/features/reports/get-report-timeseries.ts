import type { ReportQuery, ReportTimeseries } from '@citavet/domain/reports/report.schema';
import { defaultGranularity, listBuckets } from '@citavet/domain/reports/report-period';
import type { AppDependencies } from '../../app-dependencies';
import { foldStatusCurrencyRows } from './report-money';
import { countDaysByBucket } from './report-rollups.repository';
import { bookingScopeOf, dayScopeOf, resolveReportScope } from './report-scope';
import { type BucketRow, countByBucket } from './reports.repository';

/** GET /spaces/{spaceId}/reports/timeseries: appointments by status and income per clinic-local bucket. */
export async function getReportTimeseries(
  deps: AppDependencies,
  userId: string,
  spaceId: string,
  query: ReportQuery,
): Promise<ReportTimeseries> {
  const scope = await resolveReportScope(deps, userId, spaceId, query);
  const granularity = query.granularity ?? defaultGranularity(scope.period);
  const { db } = deps.database;
  const days = dayScopeOf(scope);
  const rows = days
    ? await countDaysByBucket(db, days, granularity)
    : await countByBucket(db, bookingScopeOf(scope), scope.timeZone, granularity);
  const byBucket = new Map<string, BucketRow[]>();
  for (const row of rows) byBucket.set(row.bucket, [...(byBucket.get(row.bucket) ?? []), row]);
  // Every bucket of the period, the empty ones too, named by the domain's own bucket list.
  return {
    timeZone: scope.timeZone,
    granularity,
    buckets: listBuckets(scope.period, granularity).map((start) => {
      const { counts, income } = foldStatusCurrencyRows(byBucket.get(start) ?? []);
      return { start, counts, income: income.map(({ currency, amount }) => ({ currency, amount })) };
    }),
  };
}
