import type { PublicBooking } from '@citavet/domain/bookings/public-booking.schema';
import { reminderPromise } from '@citavet/domain/reminders/reminder-promise';
import { BellRing, CalendarPlus, CircleCheck, Hourglass, Link2, Mail } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { formatLongDate } from '@/lib/format-local-date';
import { formatCurrency } from '@/lib/formatters';
import { formatDuration, formatTime24Hour } from '../booking-flow/booking-format';
import { formatLocality } from '../booking-flow/contact-links';
import { isPendingBooking } from '../booking-flow/pending-booking';
import { BookingSummary } from './booking-summary';
import { TimeZoneNotice } from './time-zone-notice';

interface BookingConfirmationProps {
  booking: PublicBooking;
  onBookAnother: () => void;
  onHome: () => void;
}

function locationOf(booking: PublicBooking): string {
  const { space } = booking;
  return [space.name, space.address, formatLocality(space)].filter(Boolean).join(', ');
}

/** '¡Reserva confirmada!' or, when the clinic approves each booking, the request it received. */
export function BookingConfirmation({ booking, onBookAnother, onHome }: BookingConfirmationProps) {
  const isPending = isPendingBooking(booking);
  const clientContact = [booking.client.name, booking.client.email, booking.client.phone]
    .filter(Boolean)
    .join(' · ');
  const email = booking.client.email;

  return (
    <div className="space-y-5">
      <div
        role="status"
        className={
          isPending
            ? 'flex gap-3 rounded-card border border-warning/30 bg-warning/5 p-4 text-sm text-amber-900'
            : 'flex gap-3 rounded-card border border-success/30 bg-success/5 p-4 text-sm text-green-900'
        }
      >
        {isPending ? (
          <Hourglass className="mt-0.5 size-5 shrink-0 text-warning" aria-hidden />
        ) : (
          <CircleCheck className="mt-0.5 size-5 shrink-0 text-success" aria-hidden />
        )}
        <p>
          {isPending
            ? 'La clínica debe confirmar tu solicitud. Te avisaremos por correo cuando la confirme.'
            : 'Tu cita quedó reservada. ¡Te esperamos!'}
        </p>
      </div>

      <BookingSummary
        title="Detalles de la reserva"
        rows={[
          { label: 'Servicio', value: booking.service.name },
          { label: 'Profesional', value: booking.host.name },
          { label: 'Fecha', value: formatLongDate(booking.localDate) },
          {
            label: 'Horario',
            value: (
              <span className="tabular-nums">
                {formatTime24Hour(booking.localStartTime)} - {formatTime24Hour(booking.localEndTime)}
              </span>
            ),
          },
          { label: 'Duración', value: formatDuration(booking.duration) },
          { label: 'Precio', value: formatCurrency(booking.price, booking.currency) },
          { label: 'Lugar', value: locationOf(booking) },
          { label: 'Tus datos', value: clientContact },
        ]}
      />
      <TimeZoneNotice timeZone={booking.timeZone} />

      <section aria-labelledby="que-sigue" className="space-y-3">
        <h3 id="que-sigue" className="text-sm font-semibold text-slate-900">
          ¿Qué sigue?
        </h3>
        <ul className="space-y-2.5 text-sm text-slate-700">
          <li className="flex gap-2.5">
            <Mail className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
            {isPending
              ? `Te enviamos un correo con tu solicitud${email ? ` a ${email}` : ''}. La clínica la revisará y te escribirá cuando la confirme.`
              : email
                ? `Te enviamos un correo de confirmación a ${email}.`
                : 'Te enviamos un correo de confirmación.'}
          </li>
          {/*
            What the clinic's settings will really send (the same promise as the e-mail); a request
            gets its reminders only once the clinic confirms it.
          */}
          {!isPending && booking.reminderOffsetsMinutes && (
            <li className="flex gap-2.5">
              <BellRing className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
              {booking.reminderOffsetsMinutes.length > 0
                ? reminderPromise(booking.reminderOffsetsMinutes)
                : 'No te enviaremos recordatorios de esta cita.'}
            </li>
          )}
          <li className="flex gap-2.5">
            <Link2 className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
            En el correo encontrarás los enlaces para reprogramar o cancelar tu cita.
          </li>
        </ul>
      </section>

      <div className="flex flex-col gap-3 sm:flex-row">
        <Button
          variant="accent"
          className="w-full sm:w-auto sm:flex-1"
          onClick={onBookAnother}
          icon={<CalendarPlus className="size-4" aria-hidden />}
        >
          Agendar otra cita
        </Button>
        <Button variant="outline" className="w-full sm:w-auto sm:flex-1" onClick={onHome}>
          Volver al inicio
        </Button>
      </div>
    </div>
  );
}
