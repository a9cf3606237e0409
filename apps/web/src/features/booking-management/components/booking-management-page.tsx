import { useParams } from 'react-router';
import { EmailLinkPageShell } from '@/components/email-link-page-shell';
import { ErrorState } from '@/components/ui/error-state';
import { getErrorMessage, isApiError } from '@/lib/api-error';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useManagedBooking } from '../api/get-managed-booking';
import { BookingManagementSkeleton } from './booking-management-skeleton';
import { BookingLinkExpired, BookingNotFound } from './booking-not-found';
import { ManagedBookingView } from './managed-booking-view';

/** /reservas/{token}: the client's own booking, reached from the confirmation e-mail. */
export function BookingManagementPage() {
  const token = useParams().token ?? '';
  useDocumentTitle('Tu reserva');
  const booking = useManagedBooking(token);

  if (booking.isPending) {
    return (
      <EmailLinkPageShell>
        <BookingManagementSkeleton />
      </EmailLinkPageShell>
    );
  }

  if (booking.isError) {
    // 404: no such link. 400: a token the API rejects by its shape, which is the same thing to a client.
    const isUnknownLink = isApiError(booking.error) && [400, 404].includes(booking.error.status);
    // 410: the appointment ended or was cancelled over 30 days ago; its data is no longer shown.
    const isExpiredLink = isApiError(booking.error) && booking.error.status === 410;
    return (
      <EmailLinkPageShell>
        <h1 className="sr-only">Tu reserva</h1>
        {isUnknownLink ? (
          <BookingNotFound />
        ) : isExpiredLink ? (
          <BookingLinkExpired />
        ) : (
          <ErrorState
            className="rounded-card border border-slate-200 bg-white shadow-card"
            title="No se pudo cargar tu reserva"
            message={getErrorMessage(booking.error, 'Error al obtener la reserva. Intenta nuevamente.')}
            onRetry={() => booking.refetch()}
            isRetrying={booking.isRefetching}
          />
        )}
      </EmailLinkPageShell>
    );
  }

  return (
    <EmailLinkPageShell>
      <ManagedBookingView token={token} booking={booking.data} />
    </EmailLinkPageShell>
  );
}
