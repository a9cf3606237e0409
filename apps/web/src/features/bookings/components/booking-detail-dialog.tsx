import type { Booking } from '@citavet/domain/bookings/booking.schema';
import { isOutcomeStatus, isUpcomingStatus } from '@citavet/domain/bookings/booking-status';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { notify } from '@/components/ui/toast';
import { getErrorMessage } from '@/lib/api-error';
import { useCancelBooking } from '../api/cancel-booking';
import { useBooking } from '../api/get-booking';
import { useUpdateBookingStatus } from '../api/update-booking-status';
import { BookingDetailActions, BookingDetailFacts, BookingDetailHeader } from './booking-detail-sections';
import { staffStatusChanges } from './booking-status-actions';
import { CancelBookingForm } from './cancel-booking-form';

export interface BookingDetailDialogProps {
  booking: Booking | null;
  onOpenChange: (isOpen: boolean) => void;
  timeZone: string;
  timeZoneNote: string | null;
  /** Opens 'Editar Cita'; offered while the booking is pending or confirmed. */
  onEdit?: ((booking: Booking) => void) | undefined;
  /** An ADMIN may take a COMPLETED or NO_SHOW back to CONFIRMED. */
  isAdmin?: boolean;
  /** ms since the epoch (the agenda's clock); defaults to the browser's. */
  now?: number;
}

/** 'Detalles de la Cita': the booking and the status changes it allows. */
export function BookingDetailDialog({ booking, onOpenChange, ...props }: BookingDetailDialogProps) {
  return (
    <Dialog open={booking !== null} onOpenChange={onOpenChange}>
      <DialogContent title="Detalles de la Cita" initialFocus="dialog">
        {booking && <BookingDetail initialBooking={booking} onClose={() => onOpenChange(false)} {...props} />}
      </DialogContent>
    </Dialog>
  );
}

function BookingDetail({
  initialBooking,
  timeZone,
  timeZoneNote,
  onEdit,
  isAdmin = false,
  now = Date.now(),
  onClose,
}: Omit<BookingDetailDialogProps, 'booking' | 'onOpenChange'> & {
  initialBooking: Booking;
  onClose: () => void;
}) {
  const { data: booking = initialBooking } = useBooking(initialBooking);
  const updateStatus = useUpdateBookingStatus();
  const cancelBooking = useCancelBooking();
  const [isCancelFormOpen, setIsCancelFormOpen] = useState(false);
  const transitions = staffStatusChanges(booking, isAdmin, now);
  // PUT /bookings/{id} edits only bookings that are still to happen.
  const canEdit = onEdit !== undefined && isUpcomingStatus(booking.status);

  const cancel = (reason: string) => {
    updateStatus.reset();
    cancelBooking.mutate(
      { bookingId: booking.id, reason },
      {
        onSuccess: ({ message }) => {
          setIsCancelFormOpen(false);
          notify.success(message ?? 'Reserva cancelada');
        },
      },
    );
  };

  return (
    <div className="space-y-5">
      <BookingDetailHeader booking={booking} />
      <BookingDetailFacts booking={booking} timeZone={timeZone} timeZoneNote={timeZoneNote} now={now} />
      {/* COMPLETED and NO_SHOW failures show in their confirmation, where the user is looking. */}
      {updateStatus.isError && !isOutcomeStatus(updateStatus.variables.status) && (
        <Alert kind="error" title="Error al actualizar estado de reserva" onClose={updateStatus.reset}>
          {getErrorMessage(updateStatus.error, 'No se pudo cambiar el estado. Intenta nuevamente.')}
        </Alert>
      )}
      {cancelBooking.isError && (
        <Alert kind="error" title="Error al cancelar reserva" onClose={cancelBooking.reset}>
          {getErrorMessage(cancelBooking.error, 'No se pudo cancelar la cita. Intenta nuevamente.')}
        </Alert>
      )}

      {isCancelFormOpen ? (
        <CancelBookingForm
          isCancelling={cancelBooking.isPending}
          hasClientEmail={Boolean(booking.client.email)}
          onCancel={cancel}
          onBack={() => {
            cancelBooking.reset();
            setIsCancelFormOpen(false);
          }}
        />
      ) : (
        (transitions.length > 0 || canEdit) && (
          <BookingDetailActions
            booking={booking}
            canEdit={canEdit}
            onEdit={onEdit}
            canCancel={transitions.includes('CANCELLED')}
            onCancel={() => setIsCancelFormOpen(true)}
            updateStatus={updateStatus}
            isAdmin={isAdmin}
            now={now}
            onBeforeChange={cancelBooking.reset}
            onOutcomeRecorded={onClose}
          />
        )
      )}
    </div>
  );
}
