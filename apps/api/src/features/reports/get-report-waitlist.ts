import type { ReportQuery } from '@citavet/domain/reports/report.schema';
import type { WaitlistRefills } from '@citavet/domain/waitlist/waitlist-staff.schema';
import type { AppDependencies } from '../../app-dependencies';
import { bookingScopeOf, resolveReportScope } from './report-scope';
import { sumWaitlistRefills } from './report-waitlist.repository';

/**
 * GET /spaces/{spaceId}/reports/waitlist: how many slots of the period the waitlist refilled (a
 * freed slot booked through an offer's link, still kept) and the income they kept, per currency.
 * The scope rule of every report: a MEMBER reads their own.
 */
export async function getReportWaitlist(
  deps: AppDependencies,
  userId: string,
  spaceId: string,
  query: ReportQuery,
): Promise<WaitlistRefills> {
  const scope = await resolveReportScope(deps, userId, spaceId, query);
  const rows = await sumWaitlistRefills(deps.database.db, bookingScopeOf(scope));
  return {
    refilledSlots: rows.reduce((total, row) => total + Number(row.slots), 0),
    keptIncome: rows.map((row) => ({ currency: row.currency, amount: Number(row.amount).toFixed(2) })),
  };
}
