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
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { getErrorMessage, isApiError } from '@/lib/api-error';
import { formatLongDate } from '@/lib/format-local-date';
import { formatCurrency } from '@/lib/formatters';
import { createIdempotencyKey, useCreatePublicBooking } from '../api/create-public-booking';
import { formatDuration } from '../booking-flow/booking-format';
import { buildPublicBookingPayload } from '../booking-flow/booking-payload';
import { BookingSummary } from './booking-summary';
import { PetFields } from './pet-fields';

interface BookingFormStepProps {
  space: Pick<PublicSpace, 'id' | 'timeZone'>;
  service: PublicService;
  host: PublicHost;
  slot: PublicSlot;
  onCancel: () => void;
  onConfirmed: (booking: PublicBooking) => void;
}

type FieldName = FieldPath<PublicBookingFormValues>;

/** Step 4: what is being booked, the client's contact data and 'Confirmar Reserva'. */
export function BookingFormStep({ space, service, host, slot, onCancel, onConfirmed }: BookingFormStepProps) {
  const createBooking = useCreatePublicBooking({ spaceId: space.id, serviceId: service.id, hostId: host.id });
  // One key per attempt: a resend of the very same booking (after a lost answer) reuses it.
  const attempt = useRef<{ body: string; key: string } | null>(null);
  const hasSchedule = Boolean(slot.scheduleId);
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

  const field = (name: FieldName) => {
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
  const failureMessage = getErrorMessage(failure, PUBLIC_BOOKING_MESSAGES.createFailed);
  // 409: someone took the time meanwhile; the times were refreshed, the visitor picks another.
  // The clinic's month is full (its plan's limit): a polite word to call, not an error (decision 073).
  const isMonthFull = isApiError(failure) && failure.code === 'MONTHLY_LIMIT_REACHED';
  const isSlotTaken = isApiError(failure) && failure.status === 409 && !isMonthFull;

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      {/* The way back to the times, next to what is being booked (a directory link lands here). */}
      <div className="-mb-2 flex items-center justify-between gap-3">
        <p className="text-sm font-medium text-slate-700">Tu cita</p>
        <button
          type="button"
          onClick={onCancel}
          disabled={createBooking.isPending}
          aria-label="Cambiar horario"
          className="cursor-pointer rounded-control px-2 py-1 text-sm font-semibold text-primary hover:bg-primary-tint disabled:cursor-not-allowed disabled:opacity-50"
        >
          Cambiar
        </button>
      </div>
      <BookingSummary
        title="Resumen de la reserva"
        rows={[
          { label: 'Servicio', value: service.name },
          { label: 'Profesional', value: host.name },
          {
            label: 'Fecha',
            value: formatLongDate(slot.date),
          },
          {
            label: 'Hora',
            value: (
              <span className="tabular-nums">
                {slot.startTime} - {slot.endTime}
              </span>
            ),
          },
          { label: 'Duración', value: formatDuration(service.duration) },
          // The slot's price: the schedule range's own when it has one (what the booking will cost).
          { label: 'Precio', value: formatCurrency(slot.price, service.currency) },
        ]}
      />

      {!hasSchedule && <Alert kind="error">{PUBLIC_BOOKING_MESSAGES.scheduleRequired}</Alert>}
      {isMonthFull && (
        <Alert kind="info" onClose={createBooking.reset}>
          {failureMessage}
        </Alert>
      )}
      {failure && !isMonthFull && (
        <Alert kind="error" title={PUBLIC_BOOKING_MESSAGES.createFailed} onClose={createBooking.reset}>
          {failureMessage !== PUBLIC_BOOKING_MESSAGES.createFailed && <p>{failureMessage}</p>}
          {isSlotTaken && (
            <button
              type="button"
              onClick={onCancel}
              className="mt-1 cursor-pointer font-semibold underline underline-offset-2"
            >
              Elegir otro horario
            </button>
          )}
        </Alert>
      )}

      <div className="space-y-4">
        <Input
          id="nombre"
          label="Nombre"
          autoComplete="name"
          isRequiredMarked
          error={errors.name?.message}
          {...field('name')}
        />
        <Input
          id="correo-electronico"
          label="Correo electrónico"
          type="email"
          inputMode="email"
          autoComplete="email"
          isRequiredMarked
          helperText="Te enviaremos la confirmación a este correo."
          error={errors.email?.message}
          {...field('email')}
        />
        <Input
          id="telefono"
          label="Teléfono (opcional)"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          error={errors.phone?.message}
          {...field('phone')}
        />
        <PetFields
          field={field}
          errors={{
            petName: errors.petName?.message,
            species: errors.species?.message,
            reason: errors.reason?.message,
          }}
        />
        {/* Honeypot: invisible and unreachable for people, tempting for bots. */}
        <div aria-hidden="true" className="absolute -left-[10000px] size-px overflow-hidden">
          <label htmlFor="website">Sitio web</label>
          <input id="website" type="text" tabIndex={-1} autoComplete="off" {...register('website')} />
        </div>
      </div>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={createBooking.isPending}>
          Cancelar
        </Button>
        <Button type="submit" variant="accent" isLoading={createBooking.isPending} disabled={!hasSchedule}>
          {createBooking.isPending ? 'Confirmando...' : 'Confirmar Reserva'}
        </Button>
      </div>
    </form>
  );
}
