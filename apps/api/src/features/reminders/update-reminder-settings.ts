import type { ReminderSettings } from '@citavet/domain/reminders/reminder-settings.schema';
import type { AppDependencies } from '../../app-dependencies';
import { badRequest } from '../../http/app-error';
import { requireSpaceAdmin } from '../../http/space-access';
import { countSpaceServices, saveReminderSettings } from './reminder-settings.repository';

export const SERVICE_NOT_IN_SPACE_MESSAGE = 'El servicio elegido no pertenece a este espacio';

/**
 * PUT /spaces/{spaceId}/reminder-settings: an ADMIN saves the whole settings (the schema already
 * refused bad offsets and unknown placeholders). The services chosen for the booking links must be
 * the space's own. Reminders already queued keep their time; new events use the new settings.
 */
export async function updateReminderSettings(
  deps: AppDependencies,
  userId: string,
  spaceId: string,
  settings: ReminderSettings,
): Promise<ReminderSettings> {
  const { db } = deps.database;
  await requireSpaceAdmin(db, spaceId, userId);
  for (const [field, serviceId] of [
    ['vaccine.serviceId', settings.vaccine.serviceId],
    ['followUp.serviceId', settings.followUp.serviceId],
  ] as const) {
    if (serviceId !== null && (await countSpaceServices(db, spaceId, [serviceId])) === 0) {
      throw badRequest(SERVICE_NOT_IN_SPACE_MESSAGE, 'VALIDATION_ERROR', {
        details: [{ field, message: SERVICE_NOT_IN_SPACE_MESSAGE }],
      });
    }
  }
  await saveReminderSettings(db, spaceId, settings, { userId, now: deps.clock.now() });
  return settings;
}
