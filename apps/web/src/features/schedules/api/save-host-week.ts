import type { Schedule } from '@citavet/domain/schedules/schedule.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WallRange } from '../week-changes';
import { createSchedulesInBulk } from './create-schedules-in-bulk';
import { deleteSchedules } from './delete-schedules';
import { scheduleDependentKeys } from './schedule-query-keys';

export interface SaveHostWeekInput {
  serviceId: string;
  /** Left out for a non-admin: the server assigns their own ranges to them. */
  hostId: string | undefined;
  toDelete: Schedule[];
  toCreate: WallRange[];
}

/**
 * Replaces the changed ranges of one host's week. Deleting goes first, since a new range may take
 * the place of one being removed. If creating then fails, the removed ranges are put back as they
 * were, so a failed save never leaves the host with fewer hours than before.
 */
export async function saveHostWeek({ serviceId, hostId, toDelete, toCreate }: SaveHostWeekInput) {
  await deleteSchedules(toDelete.map((schedule) => schedule.id));
  if (toCreate.length === 0) return;
  try {
    await createSchedulesInBulk({
      serviceId,
      ...(hostId ? { hostId } : {}),
      schedules: toCreate.map((range) => ({ ...range, isActive: true })),
    });
  } catch (error) {
    if (toDelete.length > 0) {
      await createSchedulesInBulk({
        serviceId,
        ...(hostId ? { hostId } : {}),
        schedules: toDelete.map(({ dayOfWeek, startTime, endTime, isActive, customPrice }) => ({
          dayOfWeek,
          startTime,
          endTime,
          isActive,
          customPrice,
        })),
      }).catch((restoreError: unknown) =>
        console.error('No se pudieron restaurar los horarios', restoreError),
      );
    }
    throw error;
  }
}

export function useSaveHostWeek() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveHostWeek,
    onSettled: () =>
      Promise.all(scheduleDependentKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
