import type { PublicBooking } from '@citavet/domain/bookings/public-booking.schema';
import type {
  PublicHost,
  PublicService,
  PublicSlot,
  PublicSpace,
} from '@citavet/domain/public/public-space.schema';
import {
  BookingContactFields,
  BookingFailureAlerts,
  BookingFormActions,
  BookingFormHeader,
  BookingFormSummary,
} from './booking-form-sections';
import { useBookingForm } from './use-booking-form';

interface BookingFormStepProps {
  space: Pick<PublicSpace, 'id' | 'timeZone'>;
  service: PublicService;
  host: PublicHost;
  slot: PublicSlot;
  onCancel: () => void;
  onConfirmed: (booking: PublicBooking) => void;
}

/** Step 4: what is being booked, the client's contact data and 'Confirmar Reserva'. */
export function BookingFormStep({ space, service, host, slot, onCancel, onConfirmed }: BookingFormStepProps) {
  const form = useBookingForm({ space, service, host, slot, onConfirmed });
  const hasSchedule = Boolean(slot.scheduleId);

  return (
    <form noValidate onSubmit={form.submit} className="space-y-5">
      <BookingFormHeader onCancel={onCancel} disabled={form.isPending} />
      <BookingFormSummary service={service} host={host} slot={slot} />
      <BookingFailureAlerts
        hasSchedule={hasSchedule}
        failure={form.failure}
        onDismiss={form.dismissFailure}
        onPickAnother={onCancel}
      />
      <BookingContactFields field={form.field} register={form.register} errors={form.errors} />
      <BookingFormActions onCancel={onCancel} isPending={form.isPending} hasSchedule={hasSchedule} />
    </form>
  );
}
