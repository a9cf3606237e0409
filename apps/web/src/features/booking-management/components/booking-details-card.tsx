import type { ManagedBooking } from '@citavet/domain/bookings/public-booking.schema';
import type { LucideIcon } from 'lucide-react';
import {
  Banknote,
  Building2,
  CalendarDays,
  Clock,
  MapPin,
  MessageSquareText,
  Stethoscope,
  Timer,
  User,
  UserRound,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatLongDate } from '@/lib/format-local-date';
import { formatCurrency } from '@/lib/formatters';
import { browserTimeZone, formatInstantInZone } from '../booking-dates';

interface DetailProps {
  icon: LucideIcon;
  label: string;
  children: ReactNode;
}

function Detail({ icon: Icon, label, children }: DetailProps) {
  return (
    // One <div> around each <dt>/<dd> pair is all a <dl> allows, so the icon lives inside the <dt>.
    <div className="min-w-0">
      <dt className="flex items-center gap-3 text-xs font-medium tracking-wide text-slate-500 uppercase">
        <Icon className="size-5 shrink-0 text-primary" aria-hidden />
        {label}
      </dt>
      <dd className="mt-0.5 break-words pl-8 text-slate-900">{children}</dd>
    </div>
  );
}

function formatAddress(space: ManagedBooking['space']): string | null {
  const parts = [space.address, space.city, space.state, space.country]
    .map((part) => part?.trim())
    .filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join(', ') : null;
}

/** Everything about the appointment, with its time on the clinic's clock and the zone named. */
export function BookingDetailsCard({ booking }: { booking: ManagedBooking }) {
  const visitorZone = browserTimeZone();
  const isOtherZone = visitorZone !== undefined && visitorZone !== booking.timeZone;
  const address = formatAddress(booking.space);
  return (
    <dl className="grid gap-5 rounded-card border border-slate-200 bg-white p-5 shadow-card sm:grid-cols-2 sm:p-6">
      <Detail icon={Building2} label="Clínica">
        <span className="font-medium">{booking.space.name}</span>
        {booking.space.route && (
          <Link
            to={paths.publicSpace(booking.space.route)}
            className="mt-0.5 block text-sm text-primary underline-offset-2 hover:underline"
          >
            Ver la página de la clínica
          </Link>
        )}
      </Detail>
      <Detail icon={Stethoscope} label="Servicio">
        {booking.service.name}
      </Detail>
      <Detail icon={UserRound} label="Profesional">
        {booking.host.name}
      </Detail>
      <Detail icon={CalendarDays} label="Fecha">
        {formatLongDate(booking.localDate)}
      </Detail>
      <Detail icon={Clock} label="Hora">
        <span className="font-medium tabular-nums">
          {booking.localStartTime} – {booking.localEndTime}
        </span>
        <span className="block text-sm text-slate-600">Hora de la clínica ({booking.timeZone})</span>
        {isOtherZone && (
          <span className="block text-sm text-slate-600 tabular-nums">
            En tu zona horaria ({visitorZone}): {formatInstantInZone(booking.startTime, visitorZone)}
          </span>
        )}
      </Detail>
      <Detail icon={Timer} label="Duración">
        <span className="tabular-nums">{booking.duration} min</span>
      </Detail>
      <Detail icon={Banknote} label="Precio">
        <span className="tabular-nums">{formatCurrency(booking.price, booking.currency)}</span>
      </Detail>
      {address && (
        <Detail icon={MapPin} label="Dirección">
          {address}
        </Detail>
      )}
      <Detail icon={User} label="A nombre de">
        {booking.client.name}
        {booking.client.email && (
          <span className="block text-sm break-all text-slate-600">{booking.client.email}</span>
        )}
      </Detail>
      {booking.cancellationReason && (
        <Detail icon={MessageSquareText} label="Motivo de la cancelación">
          {booking.cancellationReason}
        </Detail>
      )}
    </dl>
  );
}
