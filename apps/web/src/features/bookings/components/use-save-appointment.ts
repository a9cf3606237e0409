import {
  type AppointmentClientStep,
  type AppointmentScheduleStep,
  toInternalBookingPayload,
} from '@citavet/domain/bookings/appointment-form.schema';
import { type Booking, NO_ACTIVE_SCHEDULES_MESSAGE } from '@citavet/domain/bookings/booking.schema';
import type { SpaceSchedule } from '@citavet/domain/schedules/schedule.schema';
import { useState } from 'react';
import { notify } from '@/components/ui/toast';
import { isApiError } from '@/lib/api-error';
import { useCreateInternalBooking } from '../api/create-internal-booking';
import { useUpdateBooking } from '../api/update-booking';
import { resolveServiceScheduleId } from '../utils/appointment-options';
import {
  bookingSaveErrorMessage,
  CREATE_BOOKING_FALLBACK_MESSAGE,
  UPDATE_BOOKING_FALLBACK_MESSAGE,
} from '../utils/booking-error-message';

interface SaveAppointmentOptions {
  /** Set when editing; otherwise a new internal booking is created. */
  booking: Booking | null;
  timeZone: string;
  schedules: readonly SpaceSchedule[];
  currentUserId: string;
  onSaved: () => void;
}

/** Creates (POST /bookings/internal) or edits (PUT /bookings/{id}) and says how it went. */
export function useSaveAppointment({
  booking,
  timeZone,
  schedules,
  currentUserId,
  onSaved,
}: SaveAppointmentOptions) {
  const createBooking = useCreateInternalBooking();
  const updateBooking = useUpdateBooking();
  const [error, setError] = useState<string | null>(null);
  // The steps the API answered 'Fuera de horario: ¿agendar igualmente?' for, until confirmed (055).
  const [outsideSchedule, setOutsideSchedule] = useState<SavedSteps | null>(null);

  const create = async (
    schedule: AppointmentScheduleStep,
    client: AppointmentClientStep,
    isOutsideSchedule: boolean,
  ) => {
    const serviceScheduleId = resolveServiceScheduleId({
      schedules,
      serviceId: schedule.service,
      hostId: schedule.assignedMember || currentUserId,
      date: schedule.date,
      startTime: schedule.startTime,
      endTime: schedule.endTime,
      timeZone,
    });
    if (!serviceScheduleId) {
      setError(NO_ACTIVE_SCHEDULES_MESSAGE);
      return false;
    }
    await createBooking.mutateAsync({
      ...toInternalBookingPayload(schedule, client, serviceScheduleId),
      ...(isOutsideSchedule ? { isOutsideSchedule: true } : {}),
    });
    notify.success(`Reserva creada exitosamente para ${client.client}`);
    return true;
  };

  const update = async (
    edited: Booking,
    schedule: AppointmentScheduleStep,
    client: AppointmentClientStep,
    isOutsideSchedule: boolean,
  ) => {
    const { message } = await updateBooking.mutateAsync({
      bookingId: edited.id,
      changes: {
        startTime: `${schedule.date}T${schedule.startTime}`,
        endTime: `${schedule.date}T${schedule.endTime}`,
        notes: client.notes,
        // Sent whole: a contact field left blank is cleared.
        clientInfo: { name: client.client, email: client.email, phone: client.phone },
        // The pet only when changed: another client's pet moves the booking to that client.
        ...(client.petId === (edited.pet?.id ?? null) ? {} : { petId: client.petId }),
        reason: client.reason,
        ...(isOutsideSchedule ? { isOutsideSchedule: true } : {}),
      },
    });
    notify.success(message ?? 'Reserva actualizada exitosamente');
    return true;
  };

  const save = async (
    schedule: AppointmentScheduleStep,
    client: AppointmentClientStep,
    isOutsideSchedule = false,
  ) => {
    setError(null);
    try {
      const isSaved = booking
        ? await update(booking, schedule, client, isOutsideSchedule)
        : await create(schedule, client, isOutsideSchedule);
      setOutsideSchedule(null);
      if (isSaved) onSaved();
    } catch (caught) {
      setOutsideSchedule(null);
      // Outside the published schedule: ask, and resend with the confirmation if the staff agree.
      if (!isOutsideSchedule && isApiError(caught) && caught.code === 'OUTSIDE_SCHEDULE') {
        setOutsideSchedule({ schedule, client });
        return;
      }
      // The spec only logs a failed save; the modal also says why and stays open.
      console.error(booking ? UPDATE_BOOKING_FALLBACK_MESSAGE : CREATE_BOOKING_FALLBACK_MESSAGE, caught);
      setError(
        bookingSaveErrorMessage(
          caught,
          timeZone,
          booking ? UPDATE_BOOKING_FALLBACK_MESSAGE : CREATE_BOOKING_FALLBACK_MESSAGE,
        ),
      );
    }
  };

  const confirmOutsideSchedule = async () => {
    if (outsideSchedule) await save(outsideSchedule.schedule, outsideSchedule.client, true);
  };

  const reset = () => {
    setError(null);
    setOutsideSchedule(null);
    createBooking.reset();
    updateBooking.reset();
  };

  return {
    save,
    error,
    reset,
    isSaving: createBooking.isPending || updateBooking.isPending,
    /** The API asked to confirm a time outside the schedule. */
    isAskingOutsideSchedule: outsideSchedule !== null,
    confirmOutsideSchedule,
    cancelOutsideSchedule: () => setOutsideSchedule(null),
  };
}

type SavedSteps = { schedule: AppointmentScheduleStep; client: AppointmentClientStep };
