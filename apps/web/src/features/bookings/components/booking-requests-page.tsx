import { Inbox } from 'lucide-react';
import { useParams } from 'react-router';
import { usePendingRequests } from '@/api/get-pending-requests';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { getErrorMessage } from '@/lib/api-error';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useUpdateBookingStatus } from '../api/update-booking-status';
import { BookingRequestItem } from './booking-request-item';
import { RejectRequestDialog, useRejection } from './reject-request-dialog';

export { REJECTION_REASON } from './reject-request-dialog';

/**
 * /dashboard/{spaceId}/solicitudes: booking requests of services that need approval, soonest first,
 * each with Aprobar (confirms it and e-mails the client) and Rechazar (cancels it, with a notice).
 */
export function BookingRequestsPage() {
  const { spaceId = '' } = useParams();
  useDocumentTitle('Solicitudes');
  const requests = usePendingRequests(spaceId);
  const approve = useUpdateBookingStatus();
  const rejection = useRejection();
  const sorted = [...(requests.data?.bookings ?? [])].sort(
    (first, second) => Date.parse(first.startTime) - Date.parse(second.startTime),
  );

  const renderBody = () => {
    if (requests.isError) {
      return (
        <ErrorState
          title="Error al cargar las solicitudes"
          message={getErrorMessage(requests.error, 'No se pudieron cargar las solicitudes.')}
          onRetry={() => void requests.refetch()}
          isRetrying={requests.isFetching}
        />
      );
    }
    if (!requests.data) {
      return (
        <div className="space-y-3 p-4" role="status" aria-busy="true" aria-label="Cargando solicitudes">
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
        </div>
      );
    }
    if (sorted.length === 0) {
      return (
        <EmptyState
          icon={Inbox}
          title="No hay solicitudes pendientes"
          description="Las reservas de servicios que requieren aprobación aparecerán aquí."
        />
      );
    }
    return (
      <ul className="divide-y divide-slate-100" aria-label="Solicitudes pendientes">
        {sorted.map((booking) => (
          <BookingRequestItem
            key={booking.id}
            booking={booking}
            approve={approve}
            onReject={rejection.setRejecting}
          />
        ))}
      </ul>
    );
  };

  return (
    <div className="space-y-6 pb-20 xs:pb-0">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Solicitudes</h1>
        <p className="mt-1 text-sm text-slate-600">
          Reservas que esperan tu aprobación. El cliente recibe un correo cuando apruebas o rechazas.
        </p>
      </div>
      <Card className="overflow-hidden">{renderBody()}</Card>
      <RejectRequestDialog rejection={rejection} />
    </div>
  );
}
