import type { ManagedBooking } from '@citavet/domain/bookings/public-booking.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { Textarea } from '@/components/ui/textarea';
import { getErrorMessage } from '@/lib/api-error';
import { formatLongDate } from '@/lib/format-local-date';
import { useCancelManagedBooking } from '../api/cancel-managed-booking';
import { CANCEL_REASON_MAX_LENGTH, CancelFormSchema } from '../cancel-form-schema';

interface CancelBookingDialogProps {
  token: string;
  booking: ManagedBooking;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  onCancelled: () => void;
}

const FORM_ID = 'cancelar-cita';

/** Asks once more before cancelling, with an optional reason the clinic will read. */
export function CancelBookingDialog({
  token,
  booking,
  isOpen,
  onOpenChange,
  onCancelled,
}: CancelBookingDialogProps) {
  const cancel = useCancelManagedBooking(token);
  const {
    register,
    handleSubmit,
    watch,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(CancelFormSchema), mode: 'onChange', defaultValues: { reason: '' } });
  const reasonLength = watch('reason').length;
  const hasErrors = Object.keys(errors).length > 0;

  const changeOpen = (isNowOpen: boolean) => {
    // A cancellation on its way is not abandoned halfway by a stray Escape.
    if (cancel.isPending) return;
    if (!isNowOpen) {
      reset();
      cancel.reset();
    }
    onOpenChange(isNowOpen);
  };

  const submit = handleSubmit(({ reason }) =>
    cancel.mutate(reason ? reason : null, {
      onSuccess: () => {
        reset();
        onCancelled();
      },
    }),
  );

  return (
    <Dialog open={isOpen} onOpenChange={changeOpen}>
      <DialogContent
        title="¿Cancelar tu cita?"
        description={`${booking.service.name} con ${booking.host.name}, el ${formatLongDate(booking.localDate).toLocaleLowerCase('es-ES')} a las ${booking.localStartTime}. Esta acción no se puede deshacer.`}
        footer={
          <>
            <DialogClose asChild>
              <Button variant="outline" disabled={cancel.isPending}>
                Volver
              </Button>
            </DialogClose>
            <Button
              type="submit"
              form={FORM_ID}
              variant="danger"
              isLoading={cancel.isPending}
              disabled={hasErrors}
            >
              Sí, cancelar cita
            </Button>
          </>
        }
      >
        <form id={FORM_ID} noValidate className="space-y-4" onSubmit={submit}>
          <Textarea
            id="motivo-cancelacion"
            label="Motivo de la cancelación (opcional)"
            placeholder="Por ejemplo: no puedo asistir ese día"
            error={errors.reason?.message}
            helperText={`${reasonLength}/${CANCEL_REASON_MAX_LENGTH} caracteres`}
            {...register('reason')}
          />
          {cancel.isError && (
            <Alert kind="error" title="No se pudo cancelar la cita">
              {getErrorMessage(cancel.error, 'Error al cancelar reserva')}
            </Alert>
          )}
        </form>
      </DialogContent>
    </Dialog>
  );
}
