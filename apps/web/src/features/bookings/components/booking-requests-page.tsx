import type { Booking } from '@citavet/domain/bookings/booking.schema';
import { PET_SPECIES_LABELS } from '@citavet/domain/pets/pet.schema';
import { Check, Inbox, Phone, X } from 'lucide-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { usePendingRequests } from '@/api/get-pending-requests';
import { PetAlerts } from '@/components/pets/pet-alerts';
import { SpeciesIcon } from '@/components/pets/species-icon';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { notify } from '@/components/ui/toast';
import { getErrorMessage } from '@/lib/api-error';
import { formatCurrency } from '@/lib/formatters';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCancelBooking } from '../api/cancel-booking';
import { useUpdateBookingStatus } from '../api/update-booking-status';
import { formatBookingDate, formatBookingRange } from '../utils/booking-format';
import { REASON_EMAILED_NOTE } from './cancel-booking-form';

/** The reason offered when 'Rechazar' opens: the staff may keep it or write their own. */
export const REJECTION_REASON = 'La clínica no puede atender esta solicitud en ese horario';

/**
 * /dashboard/{spaceId}/solicitudes: booking requests of services that need approval, soonest first,
 * each with Aprobar (confirms it and e-mails the client) and Rechazar (cancels it, with a notice).
 */
export function BookingRequestsPage() {
  const { spaceId = '' } = useParams();
  useDocumentTitle('Solicitudes');
  const requests = usePendingRequests(spaceId);
  const approve = useUpdateBookingStatus();
  const reject = useCancelBooking();
  const [rejecting, setRejectingBooking] = useState<Booking | null>(null);
  const [rejectionReason, setRejectionReason] = useState(REJECTION_REASON);
  const [reasonError, setReasonError] = useState<string | undefined>();
  const setRejecting = (booking: Booking | null) => {
    setRejectingBooking(booking);
    setRejectionReason(REJECTION_REASON);
    setReasonError(undefined);
  };
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
          <li key={booking.id} className="flex flex-wrap items-center gap-x-4 gap-y-3 px-4 py-3">
            <div className="min-w-0 flex-1 basis-64 space-y-0.5">
              <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
                <span className="truncate">{booking.client.name}</span>
                <Badge tone={booking.isReturningClient ? 'info' : 'accent'}>
                  {booking.isReturningClient ? 'Cliente habitual' : 'Cliente nuevo'}
                </Badge>
              </p>
              {booking.client.phone && (
                <p className="text-sm text-slate-700">
                  <a
                    href={`tel:${booking.client.phone}`}
                    className="inline-flex items-center gap-1 text-primary hover:underline"
                  >
                    <Phone className="size-3.5" aria-hidden />
                    {booking.client.phone}
                  </a>
                </p>
              )}
              {booking.pet && (
                <p className="flex flex-wrap items-center gap-1.5 text-sm text-slate-800">
                  <SpeciesIcon species={booking.pet.species} className="size-4 text-slate-600" />
                  <span className="font-medium">{booking.pet.name}</span>
                  <span className="text-slate-600">({PET_SPECIES_LABELS[booking.pet.species]})</span>
                  <PetAlerts alerts={booking.pet.alerts} className="flex" />
                </p>
              )}
              <p className="text-sm text-slate-800">
                <span className="font-medium text-slate-600">Motivo: </span>
                {booking.reason ?? 'Sin motivo indicado'}
              </p>
              <p className="text-sm text-slate-600">
                {booking.service.name} · {booking.host.name} ·{' '}
                <span className="tabular-nums">
                  {formatCurrency(booking.service.price, booking.service.currency)}
                </span>
              </p>
              <p className="text-sm text-slate-800">
                {formatBookingDate(booking, booking.timeZone)} ·{' '}
                <span className="tabular-nums">{formatBookingRange(booking, booking.timeZone)}</span>
              </p>
            </div>
            <div className="flex gap-2">
              <Button
                variant="outline"
                className="text-error!"
                icon={<X className="size-4" aria-hidden />}
                aria-label={`Rechazar la solicitud de ${booking.client.name}`}
                disabled={approve.isPending}
                onClick={() => setRejecting(booking)}
              >
                Rechazar
              </Button>
              <Button
                icon={<Check className="size-4" aria-hidden />}
                aria-label={`Aprobar la solicitud de ${booking.client.name}`}
                isLoading={approve.isPending && approve.variables?.bookingId === booking.id}
                disabled={approve.isPending}
                onClick={() =>
                  approve.mutate(
                    { bookingId: booking.id, status: 'CONFIRMED' },
                    {
                      onSuccess: () => notify.success('Solicitud aprobada: se avisó al cliente'),
                      onError: (error) =>
                        notify.error(getErrorMessage(error, 'No se pudo aprobar la solicitud')),
                    },
                  )
                }
              >
                Aprobar
              </Button>
            </div>
          </li>
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
      <ConfirmDialog
        isOpen={rejecting !== null}
        onOpenChange={(isOpen) => {
          if (isOpen) return;
          setRejecting(null);
          reject.reset();
        }}
        title="¿Rechazar la solicitud?"
        description={
          rejecting
            ? `La solicitud de ${rejecting.client.name} quedará rechazada y se le avisará por correo.`
            : ''
        }
        confirmLabel="Sí, rechazar"
        cancelLabel="Volver"
        isDestructive
        isConfirming={reject.isPending}
        errorMessage={
          reject.isError ? getErrorMessage(reject.error, 'No se pudo rechazar la solicitud') : null
        }
        onConfirm={() => {
          if (!rejecting) return;
          const reason = rejectionReason.trim();
          if (reason === '') {
            setReasonError('El motivo del rechazo es requerido');
            return;
          }
          reject.mutate(
            { bookingId: rejecting.id, reason },
            {
              onSuccess: () => {
                setRejecting(null);
                notify.success('Solicitud rechazada: se avisó al cliente');
              },
            },
          );
        }}
      >
        <div className="mt-4">
          <Textarea
            label="Motivo del rechazo"
            id="motivo-rechazo"
            value={rejectionReason}
            maxLength={500}
            onChange={(event) => {
              setRejectionReason(event.target.value);
              setReasonError(undefined);
            }}
            error={reasonError}
            helperText={rejecting?.client.email ? REASON_EMAILED_NOTE : undefined}
          />
        </div>
      </ConfirmDialog>
    </div>
  );
}
