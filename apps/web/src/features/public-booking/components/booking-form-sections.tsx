import type { PublicBookingFormValues } from '@citavet/domain/bookings/public-booking.schema';
import { PUBLIC_BOOKING_MESSAGES } from '@citavet/domain/bookings/public-booking.schema';
import type { PublicHost, PublicService, PublicSlot } from '@citavet/domain/public/public-space.schema';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { formatLongDate } from '@/lib/format-local-date';
import { formatCurrency } from '@/lib/formatters';
import { formatDuration } from '../booking-flow/booking-format';
import { BookingSummary } from './booking-summary';
import { PetFields } from './pet-fields';
import type { BookingFailure, useBookingForm } from './use-booking-form';

type BookingForm = ReturnType<typeof useBookingForm>;

/** 'Tu cita' and the way back to the times, next to what is being booked (a directory link lands here). */
export function BookingFormHeader({ onCancel, disabled }: { onCancel: () => void; disabled: boolean }) {
  return (
    <div className="-mb-2 flex items-center justify-between gap-3">
      <p className="text-sm font-medium text-slate-700">Tu cita</p>
      <button
        type="button"
        onClick={onCancel}
        disabled={disabled}
        aria-label="Cambiar horario"
        className="cursor-pointer rounded-control px-2 py-1 text-sm font-semibold text-primary hover:bg-primary-tint disabled:cursor-not-allowed disabled:opacity-50"
      >
        Cambiar
      </button>
    </div>
  );
}

interface BookingFormSummaryProps {
  service: PublicService;
  host: PublicHost;
  slot: PublicSlot;
}

/** What is being booked: service, professional, day, time, length and price. */
export function BookingFormSummary({ service, host, slot }: BookingFormSummaryProps) {
  return (
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
  );
}

interface BookingFailureAlertsProps {
  hasSchedule: boolean;
  failure: BookingFailure;
  onDismiss: () => void;
  onPickAnother: () => void;
}

/** Why the booking cannot go ahead: no schedule, a full month (a polite word) or a failed request. */
export function BookingFailureAlerts({
  hasSchedule,
  failure,
  onDismiss,
  onPickAnother,
}: BookingFailureAlertsProps) {
  return (
    <>
      {!hasSchedule && <Alert kind="error">{PUBLIC_BOOKING_MESSAGES.scheduleRequired}</Alert>}
      {failure.isMonthFull && (
        <Alert kind="info" onClose={onDismiss}>
          {failure.message}
        </Alert>
      )}
      {failure.failed && !failure.isMonthFull && (
        <Alert kind="error" title={PUBLIC_BOOKING_MESSAGES.createFailed} onClose={onDismiss}>
          {failure.message !== PUBLIC_BOOKING_MESSAGES.createFailed && <p>{failure.message}</p>}
          {failure.isSlotTaken && (
            <button
              type="button"
              onClick={onPickAnother}
              className="mt-1 cursor-pointer font-semibold underline underline-offset-2"
            >
              Elegir otro horario
            </button>
          )}
        </Alert>
      )}
    </>
  );
}

interface BookingContactFieldsProps {
  field: BookingForm['field'];
  register: UseFormRegister<PublicBookingFormValues>;
  errors: FieldErrors<PublicBookingFormValues>;
}

/** The client's contact data, the pet and the honeypot that catches bots. */
export function BookingContactFields({ field, register, errors }: BookingContactFieldsProps) {
  return (
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
  );
}

interface BookingFormActionsProps {
  onCancel: () => void;
  isPending: boolean;
  hasSchedule: boolean;
}

/** 'Cancelar' and 'Confirmar Reserva'. */
export function BookingFormActions({ onCancel, isPending, hasSchedule }: BookingFormActionsProps) {
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
      <Button variant="outline" onClick={onCancel} disabled={isPending}>
        Cancelar
      </Button>
      <Button type="submit" variant="accent" isLoading={isPending} disabled={!hasSchedule}>
        {isPending ? 'Confirmando...' : 'Confirmar Reserva'}
      </Button>
    </div>
  );
}
