import { PUBLIC_BOOKING_MESSAGES } from '@citavet/domain/bookings/public-booking.schema';
import { Clock, SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';

/** A link that matches no booking: mistyped, cut by the mail client, or from a deleted clinic. */
export function BookingNotFound() {
  return (
    <EmptyState
      className="rounded-card border border-slate-200 bg-white shadow-card"
      icon={SearchX}
      title={PUBLIC_BOOKING_MESSAGES.invalidToken}
      description="El enlace no corresponde a ninguna reserva. Comprueba que lo copiaste completo desde el correo de confirmación."
      action={
        <Link to={paths.home} className={buttonStyles({ variant: 'primary' })}>
          Volver al inicio
        </Link>
      }
    />
  );
}

/** A link to an appointment that ended, or was cancelled, over 30 days ago: its data is not shown. */
export function BookingLinkExpired() {
  return (
    <EmptyState
      className="rounded-card border border-slate-200 bg-white shadow-card"
      icon={Clock}
      title="Este enlace ha caducado"
      description="La cita terminó o se canceló hace más de 30 días y, por tu privacidad, sus datos ya no se muestran."
      action={
        <Link to={paths.home} className={buttonStyles({ variant: 'primary' })}>
          Volver al inicio
        </Link>
      }
    />
  );
}
