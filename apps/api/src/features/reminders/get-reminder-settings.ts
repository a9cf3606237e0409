import type { ReminderSettings } from '@citavet/domain/reminders/reminder-settings.schema';
import type { AppDependencies } from '../../app-dependencies';
import { requireSpaceMember } from '../../http/space-access';
import { findReminderSettings } from './reminder-settings.repository';

/** GET /spaces/{spaceId}/reminder-settings: any member reads them (the defaults until an admin saves). */
export async function getReminderSettings(
  deps: AppDependencies,
  userId: string,
  spaceId: string,
): Promise<ReminderSettings> {
  const { db } = deps.database;
  await requireSpaceMember(db, spaceId, userId);
  return findReminderSettings(db, spaceId);
}
