import {
  PUBLIC_BOOKING_MESSAGES,
  type PublicBooking,
  PublicBookingFormSchema,
  type PublicBookingFormValues,
} from '@citavet/domain/bookings/public-booking.schema';
import type {
  PublicHost,
  PublicService,
  PublicSlot,
  PublicSpace,
} from '@citavet/domain/public/public-space.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRef } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { getErrorMessage, isApiError } from '@/lib/api-error';
import { createIdempotencyKey, useCreatePublicBooking } from '../api/create-public-booking';
import { buildPublicBookingPayload } from '../booking-flow/booking-payload';

export type BookingFieldName = FieldPath<PublicBookingFormValues>;

interface UseBookingFormInput {
  space: Pick<PublicSpace, 'id'>;
  service: PublicService;
  host: PublicHost;
  slot: PublicSlot;
  onConfirmed: (booking: PublicBooking) => void;
}

/** The public booking form: its fields, the submit that books the slot and how a failure reads. */
export function useBookingForm({ space, service, host, slot, onConfirmed }: UseBookingFormInput) {
  const createBooking = useCreatePublicBooking({ spaceId: space.id, serviceId: service.id, hostId: host.id });
  // One key per attempt: a resend of the very same booking (after a lost answer) reuses it.
  const attempt = useRef<{ body: string; key: string } | null>(null);
  const {
    register,
    handleSubmit,
    clearErrors,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(PublicBookingFormSchema),
    // Errors appear on submit and disappear as soon as the field is edited.
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    defaultValues: { name: '', email: '', phone: '', website: '', petName: '', species: '', reason: '' },
  });

  const field = (name: BookingFieldName) => {
    const registration = register(name);
    return {
      ...registration,
      onChange: (event: { target: unknown; type?: unknown }) => {
        clearErrors(name);
        return registration.onChange(event);
      },
    };
  };

  const submit = handleSubmit(({ petName, species, reason, ...clientInfo }) => {
    const built = buildPublicBookingPayload({
      pet: { name: petName, species },
      reason,
      spaceId: space.id,
      serviceId: service.id,
      hostId: host.id,
      serviceDuration: service.duration,
      slot,
      clientInfo,
    });
    if (!built.ok) return;
    const body = JSON.stringify(built.payload);
    if (attempt.current?.body !== body) attempt.current = { body, key: createIdempotencyKey() };
    createBooking.mutate(
      { payload: built.payload, idempotencyKey: attempt.current.key },
      { onSuccess: ({ booking }) => onConfirmed(booking) },
    );
  });

  const failure = createBooking.error;
  // 409: someone took the time meanwhile; the times were refreshed, the visitor picks another.
  // The clinic's month is full (its plan's limit): a polite word to call, not an error (decision 073).
  const isMonthFull = isApiError(failure) && failure.code === 'MONTHLY_LIMIT_REACHED';
  const failureState = {
    failed: Boolean(failure),
    message: getErrorMessage(failure, PUBLIC_BOOKING_MESSAGES.createFailed),
    isMonthFull,
    isSlotTaken: isApiError(failure) && failure.status === 409 && !isMonthFull,
  };

  return {
    register,
    field,
    errors,
    submit,
    isPending: createBooking.isPending,
    failure: failureState,
    dismissFailure: createBooking.reset,
  };
}

export type BookingFailure = ReturnType<typeof useBookingForm>['failure'];
