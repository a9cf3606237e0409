import type { Booking } from '@citavet/domain/bookings/booking.schema';
import { Textarea } from '@/components/ui/textarea';
import { AppointmentEditPatient } from './appointment-edit-patient';
import { AppointmentPatientPicker } from './appointment-patient-picker';
import { ClientContactFields } from './client-contact-fields';
import type { ClientStepForm } from './client-step-form';

/**
 * Step 2 'Información del Cliente'. A new appointment picks the client and pet by search or creates
 * them (decision 030); an edit changes the contact it was booked with, the pet (one of the client's,
 * or another client's found by search) and the reason.
 */
export function AppointmentClientStep({
  form,
  spaceId,
  booking = null,
}: {
  form: ClientStepForm;
  spaceId: string | null;
  booking?: Booking | null;
}) {
  const {
    register,
    formState: { errors },
  } = form;
  if (spaceId) {
    return (
      <div className="space-y-4">
        {booking ? (
          <AppointmentEditPatient spaceId={spaceId} booking={booking} form={form} />
        ) : (
          <AppointmentPatientPicker spaceId={spaceId} form={form} />
        )}
        <Textarea
          label="Motivo de la consulta"
          id="cita-motivo"
          rows={2}
          maxLength={500}
          error={errors.reason?.message}
          {...register('reason')}
        />
        <Textarea label="Notas" id="cita-notas" error={errors.notes?.message} {...register('notes')} />
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <ClientContactFields form={form} />
      <Textarea label="Notas" id="cita-notas" error={errors.notes?.message} {...register('notes')} />
    </div>
  );
}
