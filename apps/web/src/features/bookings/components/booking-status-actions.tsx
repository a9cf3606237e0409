import type { Booking } from '@citavet/domain/bookings/booking.schema';
import {
  type BookingStatus,
  isArrivedStatus,
  isOutcomeStatus,
  offeredStatusChanges,
  STATUS_UNDO_TOAST_MS,
} from '@citavet/domain/bookings/booking-status';
import { useQueryClient } from '@tanstack/react-query';
import { CheckCheck, CircleCheck, DoorOpen, RotateCcw, Stethoscope, UserX } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { notify } from '@/components/ui/toast';
import { getErrorMessage } from '@/lib/api-error';
import { updateBookingStatus, type useUpdateBookingStatus } from '../api/update-booking-status';

type StatusAction = { label: string; icon: ReactNode; variant: 'primary' | 'outline' };

const STATUS_ACTIONS: Partial<Record<BookingStatus, StatusAction>> = {
  CONFIRMED: { label: 'Confirmar', icon: <CircleCheck className="size-4" aria-hidden />, variant: 'primary' },
  NO_SHOW: { label: 'No asistió', icon: <UserX className="size-4" aria-hidden />, variant: 'outline' },
  COMPLETED: { label: 'Completar', icon: <CheckCheck className="size-4" aria-hidden />, variant: 'primary' },
  CHECKED_IN: {
    label: 'Registrar llegada',
    icon: <DoorOpen className="size-4" aria-hidden />,
    variant: 'primary',
  },
  IN_CONSULTATION: {
    label: 'Pasar a consulta',
    icon: <Stethoscope className="size-4" aria-hidden />,
    variant: 'primary',
  },
};

/** The front desk's steps taken back: a mistaken arrival, or a patient sent back to the waiting room. */
const STEP_BACK_ACTIONS: Partial<Record<BookingStatus, StatusAction>> = {
  CHECKED_IN: {
    label: 'Anular llegada',
    icon: <RotateCcw className="size-4" aria-hidden />,
    variant: 'outline',
  },
  IN_CONSULTATION: {
    label: 'Volver a sala de espera',
    icon: <RotateCcw className="size-4" aria-hidden />,
    variant: 'outline',
  },
};

function actionFor(from: BookingStatus, to: BookingStatus): StatusAction | undefined {
  if (isOutcomeStatus(from)) return REVERT_ACTION;
  if (isArrivedStatus(from) && (to === 'CONFIRMED' || to === 'CHECKED_IN')) return STEP_BACK_ACTIONS[from];
  return STATUS_ACTIONS[to];
}

const REVERT_ACTION: StatusAction = {
  label: 'Volver a Confirmada',
  icon: <RotateCcw className="size-4" aria-hidden />,
  variant: 'outline',
};

const CONFIRMATIONS: Partial<Record<BookingStatus, { title: string; description: string; label: string }>> = {
  COMPLETED: {
    title: '¿Marcar la cita como completada?',
    description: 'La cita quedará como Completada. Podrás deshacerlo durante unos segundos.',
    label: 'Sí, completar',
  },
  NO_SHOW: {
    title: '¿Marcar que el cliente no asistió?',
    description: 'La cita quedará como No asistió. Podrás deshacerlo durante unos segundos.',
    label: 'Sí, no asistió',
  },
};

/** Status-changing failures the dialog shows; the buttons' own mutation is passed in. */
export type StatusMutation = ReturnType<typeof useUpdateBookingStatus>;

interface BookingStatusActionsProps {
  booking: Booking;
  mutation: StatusMutation;
  isAdmin: boolean;
  /** ms since the epoch: COMPLETED and NO_SHOW are offered only once the appointment started. */
  now: number;
  onBeforeChange?: () => void;
  /**
   * COMPLETED or NO_SHOW was recorded: the detail closes, so its toast's 'Deshacer' is not under the
   * dialog's overlay.
   */
  onOutcomeRecorded?: () => void;
}

/** What this user may do to the booking's status now (CANCELLED included), as booking-status.ts says. */
export function staffStatusChanges(booking: Booking, isAdmin: boolean, now: number): BookingStatus[] {
  return offeredStatusChanges({
    from: booking.status,
    startAt: Date.parse(booking.startTime),
    now,
    // The server knows who made the last change; here only an ADMIN is offered a revert.
    actor: { userId: '', isAdmin },
    lastChange: { userId: null, at: null },
  });
}

/**
 * The status buttons of 'Detalles de la Cita': what booking-status.ts allows this user now. COMPLETED
 * and NO_SHOW ask first, then offer 'Deshacer' in the toast for a few seconds (the server accepts the
 * undo from the same person within its window); an ADMIN can take them back to Confirmada later.
 */
export function BookingStatusActions({
  booking,
  mutation,
  isAdmin,
  now,
  onBeforeChange,
  onOutcomeRecorded,
}: BookingStatusActionsProps) {
  const queryClient = useQueryClient();
  const [pendingOutcome, setPendingOutcome] = useState<BookingStatus | null>(null);
  const offered = staffStatusChanges(booking, isAdmin, now).filter((status) => status !== 'CANCELLED');

  const undo = (bookingId: string) => {
    // Straight to the fetcher: the dialog may be closed by the time the toast is clicked.
    updateBookingStatus({ bookingId, status: 'CONFIRMED' })
      .then(({ booking: reverted }) => {
        queryClient.setQueryData(['bookings', 'detail', reverted.id], reverted);
        notify.info('Cambio deshecho: la cita vuelve a estar Confirmada');
        return queryClient.invalidateQueries({ queryKey: ['bookings', 'list'] });
      })
      .catch((error: unknown) => notify.error(getErrorMessage(error, 'No se pudo deshacer el cambio')));
  };

  const change = (status: BookingStatus) => {
    onBeforeChange?.();
    mutation.mutate(
      { bookingId: booking.id, status },
      {
        onSuccess: ({ message }) => {
          setPendingOutcome(null);
          const text = message ?? 'Estado de la reserva actualizado';
          if (!isOutcomeStatus(status)) {
            notify.success(text);
            return;
          }
          notify.success(text, {
            duration: STATUS_UNDO_TOAST_MS,
            action: { label: 'Deshacer', onClick: () => undo(booking.id) },
          });
          onOutcomeRecorded?.();
        },
      },
    );
  };

  const confirmation = pendingOutcome ? CONFIRMATIONS[pendingOutcome] : undefined;
  return (
    <>
      {offered.map((status) => {
        const action = actionFor(booking.status, status);
        if (!action) return null;
        return (
          <Button
            key={status}
            variant={action.variant}
            icon={action.icon}
            isLoading={mutation.isPending && mutation.variables?.status === status && !pendingOutcome}
            disabled={mutation.isPending}
            onClick={() => (CONFIRMATIONS[status] ? setPendingOutcome(status) : change(status))}
          >
            {action.label}
          </Button>
        );
      })}
      {confirmation && pendingOutcome && (
        <ConfirmDialog
          isOpen
          onOpenChange={(isOpen) => {
            if (isOpen) return;
            setPendingOutcome(null);
            mutation.reset();
          }}
          title={confirmation.title}
          description={confirmation.description}
          confirmLabel={confirmation.label}
          cancelLabel="Volver"
          onConfirm={() => change(pendingOutcome)}
          isConfirming={mutation.isPending}
          errorMessage={
            mutation.isError ? getErrorMessage(mutation.error, 'No se pudo cambiar el estado.') : null
          }
        />
      )}
    </>
  );
}
