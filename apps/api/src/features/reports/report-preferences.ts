import type { ReportPreferences } from '@citavet/domain/reports/report.schema';
import type { AppDependencies } from '../../app-dependencies';
import { notFound } from '../../http/app-error';
import { findWeeklySummaryPreference, saveWeeklySummaryPreference } from './weekly-summaries.repository';

const USER_NOT_FOUND_MESSAGE = 'Usuario no encontrado';

/** GET /reports/preferences: whether the signed-in user receives the weekly summary. */
export async function getReportPreferences(
  deps: AppDependencies,
  userId: string,
): Promise<ReportPreferences> {
  const isOn = await findWeeklySummaryPreference(deps.database.db, userId);
  if (isOn === null) throw notFound(USER_NOT_FOUND_MESSAGE);
  return { weeklySummaryEmail: isOn };
}

/** PUT /reports/preferences: the opt-out (or back in) of the weekly summary, for every space. */
export async function updateReportPreferences(
  deps: AppDependencies,
  userId: string,
  preferences: ReportPreferences,
): Promise<ReportPreferences> {
  await saveWeeklySummaryPreference(deps.database.db, userId, preferences.weeklySummaryEmail);
  return getReportPreferences(deps, userId);
}
