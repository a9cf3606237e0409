import { defaultAppointmentStart } from '@citavet/domain/bookings/appointment-default-time';
import {
  type AppointmentClock,
  appointmentEndTime,
  DEFAULT_APPOINTMENT_MINUTES,
  type AppointmentScheduleStep as ScheduleStepOutput,
} from '@citavet/domain/bookings/appointment-form.schema';
import type { Booking } from '@citavet/domain/bookings/booking.schema';
import type { SpaceSchedule } from '@citavet/domain/schedules/schedule.schema';
import type { Service } from '@citavet/domain/services/service.schema';
import { isWallTime } from '@citavet/domain/time/zoned-time';
import { useEffect, useMemo } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useFirstFreeSlot } from '../api/get-first-free-slot';
import { useNextFreeSlots } from '../api/get-host-availability';
import { type AppointmentDraft, bookingServiceValue } from '../utils/appointment-defaults';
import { servicesForMember } from '../utils/appointment-options';
import type { ServiceOption } from './appointment-schedule-step';

interface TimeDefaultsInput {
  form: UseFormReturn<ScheduleStepOutput>;
  draft: AppointmentDraft;
  booking: Booking | null;
  clock: AppointmentClock;
  services: readonly Service[];
  schedules: readonly SpaceSchedule[];
  mustChooseMember: boolean;
  currentUserId: string;
  spaceId?: string | undefined;
}

/**
 * What step 1 fills in for the user, until they choose themself: the services the professional
 * offers (one is chosen for them), and the start: a pre-filled control's first free slot of that day,
 * or a new appointment's next free slot from now.
 */
export function useAppointmentTimeDefaults({
  form,
  draft,
  booking,
  clock,
  services,
  schedules,
  mustChooseMember,
  currentUserId,
  spaceId,
}: TimeDefaultsInput) {
  const firstFree = useFirstFreeSlot({
    spaceId: spaceId ?? '',
    hostId: mustChooseMember ? (draft.assignedMember ?? '') : currentUserId,
    date: draft.date,
    isEnabled: !booking && draft.isFirstFreeSlot === true && spaceId !== undefined,
  });
  const firstSlot = firstFree.data;
  useEffect(() => {
    if (!firstSlot) return;
    const { getFieldState, setValue } = form;
    if (getFieldState('startTime').isDirty || getFieldState('date').isDirty) return;
    setValue('service', firstSlot.serviceId);
    setValue('startTime', firstSlot.startTime);
    setValue('endTime', firstSlot.endTime);
  }, [firstSlot, form]);
  const firstFreeNote =
    firstFree.data === null
      ? 'No hay horas libres ese día en la agenda: elige la hora.'
      : firstFree.data
        ? `Primera hora libre del día: ${firstFree.data.startTime}.`
        : null;

  const memberId = form.watch('assignedMember') || (mustChooseMember ? '' : currentUserId);
  // An edit keeps its service and host: the only option is the booking's own service.
  const serviceOptions: readonly ServiceOption[] = useMemo(
    () =>
      booking
        ? [{ ...booking.service, id: bookingServiceValue(booking) }]
        : servicesForMember(services, schedules, memberId),
    [booking, services, schedules, memberId],
  );
  // A service the member does not offer is dropped; a single offered one is chosen for the user.
  useEffect(() => {
    if (booking) return;
    const { getValues, setValue } = form;
    if (serviceOptions.some((service) => service.id === getValues('service'))) return;
    const [onlyService] = serviceOptions;
    const isSingle = serviceOptions.length === 1 && onlyService !== undefined;
    setValue('service', isSingle ? onlyService.id : '');
    const start = getValues('startTime');
    if (isSingle && isWallTime(start)) setValue('endTime', appointmentEndTime(start, onlyService.duration));
  }, [booking, serviceOptions, form]);

  // Not opened from a clicked slot nor pre-filled: the professional's next free slot from now.
  const isDefaultingTime =
    !booking && !draft.startTime && draft.isFirstFreeSlot !== true && draft.date >= clock.today;
  const serviceId = form.watch('service');
  const freeSlots = useNextFreeSlots({
    hostId: memberId,
    serviceId,
    spaceId,
    date: draft.date,
    isToday: draft.date === clock.today,
    isEnabled: isDefaultingTime,
  });
  useEffect(() => {
    if (!isDefaultingTime) return;
    const { getFieldState, setValue } = form;
    if (getFieldState('date').isDirty || getFieldState('startTime').isDirty) return;
    if (getFieldState('endTime').isDirty) return;
    const start = defaultAppointmentStart({ date: draft.date, clock, slots: freeSlots.data ?? [] });
    const service = serviceOptions.find((option) => option.id === serviceId);
    setValue('date', start.date);
    setValue('startTime', start.startTime);
    setValue(
      'endTime',
      appointmentEndTime(start.startTime, service?.duration ?? DEFAULT_APPOINTMENT_MINUTES),
    );
  }, [isDefaultingTime, freeSlots.data, draft.date, clock, serviceOptions, form, serviceId]);

  return { serviceOptions, firstFreeNote };
}
