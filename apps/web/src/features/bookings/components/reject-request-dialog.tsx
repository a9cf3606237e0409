import type { Booking } from '@citavet/domain/bookings/booking.schema';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Textarea } from '@/components/ui/textarea';
import { notify } from '@/components/ui/toast';
import { getErrorMessage } from '@/lib/api-error';
import { useCancelBooking } from '../api/cancel-booking';
import { REASON_EMAILED_NOTE } from './cancel-booking-form';

/** The reason offered when 'Rechazar' opens: the staff may keep it or write their own. */
export const REJECTION_REASON = 'La clínica no puede atender esta solicitud en ese horario';

/** The request being rejected and its reason: each opening starts with the offered reason, no error. */
export function useRejection() {
  const [rejecting, setRejectingBooking] = useState<Booking | null>(null);
  const [rejectionReason, setRejectionReason] = useState(REJECTION_REASON);
  const [reasonError, setReasonError] = useState<string | undefined>();
  const setRejecting = (booking: Booking | null) => {
    setRejectingBooking(booking);
    setRejectionReason(REJECTION_REASON);
    setReasonError(undefined);
  };
  return { rejecting, setRejecting, rejectionReason, setRejectionReason, reasonError, setReasonError };
}

/** 'Rechazar' asks for the reason (required, e-mailed to a client with an address) and cancels. */
export function RejectRequestDialog({ rejection }: { rejection: ReturnType<typeof useRejection> }) {
  const reject = useCancelBooking();
  const { rejecting, setRejecting, rejectionReason, setRejectionReason, reasonError, setReasonError } =
    rejection;
  return (
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
      errorMessage={reject.isError ? getErrorMessage(reject.error, 'No se pudo rechazar la solicitud') : null}
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
  );
}
