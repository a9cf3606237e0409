import type { Database, Transaction } from '@citavet/db/database';
import { reminderSettings } from '@citavet/db/schema/reminders';
import { services } from '@citavet/db/schema/services';
import {
  type ReminderSettings,
  settingsFromStored,
} from '@citavet/domain/reminders/reminder-settings.schema';
import { and, count, eq, inArray } from 'drizzle-orm';

// The space's reminder settings (decision 056). The bookings' e-mails and a signed record's due
// reminders read the same row inside their own statements (settingsFromStored reads it alike).

type Executor = Database | Transaction;

export async function findReminderSettings(db: Executor, spaceId: string): Promise<ReminderSettings> {
  const [row] = await db
    .select({ settings: reminderSettings.settings })
    .from(reminderSettings)
    .where(eq(reminderSettings.spaceId, spaceId));
  return settingsFromStored(row?.settings);
}

export async function saveReminderSettings(
  db: Executor,
  spaceId: string,
  settings: ReminderSettings,
  change: { userId: string; now: Date },
) {
  const values = {
    settings: settings as unknown as Record<string, unknown>,
    updatedBy: change.userId,
    updatedAt: change.now,
  };
  await db
    .insert(reminderSettings)
    .values({ spaceId, ...values })
    .onConflictDoUpdate({ target: reminderSettings.spaceId, set: values });
}

/** How many of these services belong to the space. */
export async function countSpaceServices(db: Database, spaceId: string, serviceIds: readonly string[]) {
  const [row] = await db
    .select({ total: count() })
    .from(services)
    .where(and(eq(services.spaceId, spaceId), inArray(services.id, [...serviceIds])));
  return row?.total ?? 0;
}
