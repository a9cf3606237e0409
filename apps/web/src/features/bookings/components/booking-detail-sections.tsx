import type { Booking } from '@citavet/domain/bookings/booking.schema';
import { isUpcomingStatus, waitLabel } from '@citavet/domain/bookings/booking-status';
import { appointmentReminderText } from '@citavet/domain/communications/whatsapp-link';
import { Ban, CheckCheck, Mail, Pencil, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BookingStatusBadge } from '@/components/booking-status-badge';
import { ClientBalance } from '@/components/client-balance';
import { OutsideScheduleBadge } from '@/components/outside-schedule-badge';
import { StartConsultationButton } from '@/components/start-consultation-button';
import { Button, buttonStyles } from '@/components/ui/button';
import { WhatsappButton } from '@/components/whatsapp-button';
import { newChargePath } from '@/lib/charge-link';
import { formatCurrency, formatTime } from '@/lib/formatters';
import { useSpaces } from '@/stores/spaces-store';
import { useSpaceAccess } from '@/stores/use-space-access';
import type { useUpdateBookingStatus } from '../api/update-booking-status';
import { formatBookingDate, formatBookingRange } from '../utils/booking-format';
import { BookingClientName, BookingPatientRows } from './booking-patient-rows';
import { BookingStatusActions } from './booking-status-actions';

/** Who and what for, the status, and whether the client confirmed it. */
export function BookingDetailHeader({ booking }: { booking: Booking }) {
  return (
    <div className="flex items-start justify-between gap-3">
      <div className="min-w-0">
        <p className="truncate text-base font-semibold text-slate-900">
          <BookingClientName booking={booking} />
        </p>
        <p className="text-sm text-slate-600">{booking.service.name}</p>
      </div>
      <div className="flex shrink-0 flex-col items-end gap-1">
        <BookingStatusBadge status={booking.status} />
        {booking.clientConfirmedAt && booking.status !== 'CANCELLED' && (
          <span className="inline-flex items-center gap-1 text-xs font-medium text-emerald-800">
            <CheckCheck className="size-3.5" aria-hidden />
            Confirmada por el cliente
          </span>
        )}
      </div>
    </div>
  );
}

/** The booking's facts: patient, when (and outside the schedule), service, price, contact, arrival, notes. */
export function BookingDetailFacts({
  booking,
  timeZone,
  timeZoneNote,
  now,
}: {
  booking: Booking;
  timeZone: string;
  timeZoneNote: string | null;
  now: number;
}) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2.5 text-sm">
      <BookingPatientRows booking={booking} />
      <DetailRow term="Fecha">{formatBookingDate(booking, timeZone)}</DetailRow>
      <DetailRow term="Horario">
        <span className="tabular-nums">{formatBookingRange(booking, timeZone)}</span>
        {timeZoneNote && <span className="block text-xs text-slate-500">{timeZoneNote}</span>}
        {booking.isOutsideSchedule && (
          <span className="mt-1 block">
            <OutsideScheduleBadge />
            <span className="mt-0.5 block text-xs text-slate-500">
              Agendada fuera del horario publicado o en un día cerrado (urgencia).
            </span>
          </span>
        )}
      </DetailRow>
      <DetailRow term="Servicio">
        {booking.service.name} · <span className="tabular-nums">{booking.service.duration} min</span>
      </DetailRow>
      <DetailRow term="Atendido por">{booking.host.name}</DetailRow>
      <DetailRow term="Precio">
        <span className="tabular-nums">
          {formatCurrency(booking.service.price, booking.service.currency)}
        </span>
      </DetailRow>
      <DetailRow term="Contacto">
        <BookingContact booking={booking} timeZone={timeZone} now={now} />
      </DetailRow>
      {booking.checkedInAt && (
        <DetailRow term="Llegada">
          <span className="tabular-nums">{formatTime(booking.checkedInAt, timeZone)}</span>
          {waitLabel(booking, now) && (
            <span className="ml-2 font-medium text-primary tabular-nums">{waitLabel(booking, now)}</span>
          )}
        </DetailRow>
      )}
      {booking.client.id && (
        <DetailRow term="Saldo">
          <ClientBalance spaceId={booking.spaceId} clientId={booking.client.id} />
        </DetailRow>
      )}
      <DetailRow term="Notas">{booking.notes || 'Sin notas'}</DetailRow>
      {booking.status === 'CANCELLED' && booking.cancellationReason && (
        <DetailRow term="Motivo de cancelación">{booking.cancellationReason}</DetailRow>
      )}
    </dl>
  );
}

/** The client's e-mail and phone as links, and a WhatsApp reminder while the booking is ahead. */
function BookingContact({ booking, timeZone, now }: { booking: Booking; timeZone: string; now: number }) {
  const clinic = useSpaces().data?.find((space) => space.id === booking.spaceId) ?? null;
  const contact = [
    booking.client.email && (
      <a
        key="email"
        href={`mailto:${booking.client.email}`}
        className="inline-flex items-center gap-1.5 text-primary hover:underline"
      >
        <Mail className="size-4" aria-hidden />
        {booking.client.email}
      </a>
    ),
    booking.client.phone && (
      <a
        key="phone"
        href={`tel:${booking.client.phone}`}
        className="inline-flex items-center gap-1.5 text-primary hover:underline"
      >
        <Phone className="size-4" aria-hidden />
        {booking.client.phone}
      </a>
    ),
  ].filter(Boolean);
  const isUpcoming = isUpcomingStatus(booking.status) && Date.parse(booking.startTime) > now;
  return (
    <>
      {contact.length > 0 ? <span className="flex flex-col gap-1">{contact}</span> : 'Sin datos de contacto'}
      {isUpcoming && clinic && (
        <span className="mt-2 block">
          <WhatsappButton
            phone={booking.client.phone}
            clinic={clinic}
            text={appointmentReminderText({
              clinicName: clinic.name,
              clientName: booking.client.name,
              petName: booking.pet?.name ?? null,
              startAt: new Date(booking.startTime),
              timeZone,
            })}
          />
        </span>
      )}
    </>
  );
}

/**
 * The footer's buttons: start a consultation (not for reception, who run the day but write no
 * clinical record), charge, edit, cancel, and the status changes the booking allows.
 */
export function BookingDetailActions({
  booking,
  canEdit,
  onEdit,
  canCancel,
  onCancel,
  updateStatus,
  isAdmin,
  now,
  onBeforeChange,
  onOutcomeRecorded,
}: {
  booking: Booking;
  canEdit: boolean;
  onEdit: ((booking: Booking) => void) | undefined;
  canCancel: boolean;
  onCancel: () => void;
  updateStatus: ReturnType<typeof useUpdateBookingStatus>;
  isAdmin: boolean;
  now: number;
  onBeforeChange: () => void;
  onOutcomeRecorded: () => void;
}) {
  const canWriteRecords = useSpaceAccess().can('records.write');
  return (
    <div className="flex flex-wrap justify-end gap-2 border-t border-slate-200 pt-4">
      {(booking.pet ?? booking.client.id) && booking.status !== 'CANCELLED' && canWriteRecords && (
        <StartConsultationButton
          spaceId={booking.spaceId}
          bookingId={booking.id}
          clientId={booking.pet?.clientId ?? booking.client.id ?? ''}
          petId={booking.pet?.id ?? null}
          reason={booking.reason}
        />
      )}
      {booking.status !== 'CANCELLED' && (
        <Link
          to={newChargePath(booking.spaceId, {
            bookingId: booking.id,
            clientId: booking.pet?.clientId ?? booking.client.id,
            petId: booking.pet?.id ?? null,
          })}
          className={buttonStyles({ variant: 'outline' })}
        >
          Cobrar
        </Link>
      )}
      {canEdit && (
        <Button
          variant="outline"
          icon={<Pencil className="size-4" aria-hidden />}
          onClick={() => onEdit?.(booking)}
        >
          Editar
        </Button>
      )}
      {canCancel && (
        <Button
          variant="outline"
          className="text-error!"
          icon={<Ban className="size-4" aria-hidden />}
          onClick={onCancel}
          disabled={updateStatus.isPending}
        >
          Cancelar
        </Button>
      )}
      <BookingStatusActions
        booking={booking}
        mutation={updateStatus}
        isAdmin={isAdmin}
        now={now}
        onBeforeChange={onBeforeChange}
        onOutcomeRecorded={onOutcomeRecorded}
      />
    </div>
  );
}

function DetailRow({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-medium text-slate-500">{term}</dt>
      <dd className="min-w-0 break-words text-slate-900">{children}</dd>
    </>
  );
}
