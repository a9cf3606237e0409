import {
  type AppointmentClock,
  createAppointmentScheduleStepSchema,
  type AppointmentScheduleStep as ScheduleStepOutput,
} from '@citavet/domain/bookings/appointment-form.schema';
import type { Booking } from '@citavet/domain/bookings/booking.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { type AppointmentDraft, bookingWallTimes, scheduleStepDefaults } from '../utils/appointment-defaults';

type ScheduleTimes = { date: string; startTime: string; endTime: string };

interface ScheduleFormInput {
  draft: AppointmentDraft;
  booking: Booking | null;
  timeZone: string;
  clock: AppointmentClock;
  mustChooseMember: boolean;
  currentUserId: string;
}

/**
 * Step 1 of 'Nueva Cita' / 'Editar Cita': when and with whom. "Today" and "now" move while the
 * modal is open: the resolver always reads the latest rules. An edit that keeps the booking's time
 * is not judged as a new appointment in the past.
 */
export function useAppointmentScheduleForm({
  draft,
  booking,
  timeZone,
  clock,
  mustChooseMember,
  currentUserId,
}: ScheduleFormInput) {
  const schemaFor = useMemo(() => {
    const schema = createAppointmentScheduleStepSchema({ clock, mustChooseMember });
    if (!booking) return () => schema;
    const original = bookingWallTimes(booking, timeZone);
    const keptTimeSchema = createAppointmentScheduleStepSchema({
      clock: { today: original.date, minutesOfDay: 0 },
      mustChooseMember,
    });
    return (values: ScheduleTimes) => (isSameTime(values, original) ? keptTimeSchema : schema);
  }, [clock, mustChooseMember, booking, timeZone]);
  const schemaForRef = useRef(schemaFor);
  useEffect(() => {
    schemaForRef.current = schemaFor;
  }, [schemaFor]);

  const form = useForm<ScheduleStepOutput>({
    resolver: (values, context, options) =>
      zodResolver(schemaForRef.current(values))(values, context, options),
    mode: 'onTouched',
    defaultValues: scheduleStepDefaults({
      draft,
      booking,
      timeZone,
      assignedMember: mustChooseMember ? (draft.assignedMember ?? '') : currentUserId,
    }),
  });
  /** The step's values checked against the rules of this moment (the clock may have moved). */
  const checkNow = () => {
    const values = form.getValues();
    return schemaForRef.current(values).safeParse(values);
  };
  return { form, checkNow };
}

export function isSameTime(values: ScheduleTimes, original: ScheduleTimes): boolean {
  return (
    values.date === original.date &&
    values.startTime === original.startTime &&
    values.endTime === original.endTime
  );
}
