import { CancelReasonFormSchema } from '@citavet/domain/bookings/cancel-reason-form.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';

// The API accepts a cancellation without a reason; the agenda asks for one so the record explains itself.
type CancelReason = z.infer<typeof CancelReasonFormSchema>;

/** Said under every reason the client will read: the cancellation e-mail carries it. */
export const REASON_EMAILED_NOTE = 'El motivo se enviará por correo electrónico al cliente.';

interface CancelBookingFormProps {
  isCancelling: boolean;
  /** The client has an address to write to (else the note is not shown). */
  hasClientEmail?: boolean;
  onCancel: (reason: string) => void;
  onBack: () => void;
}

export function CancelBookingForm({
  isCancelling,
  onCancel,
  onBack,
  hasClientEmail = true,
}: CancelBookingFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<CancelReason>({
    resolver: zodResolver(CancelReasonFormSchema),
    mode: 'onTouched',
    defaultValues: { reason: '' },
  });
  return (
    <form
      noValidate
      className="space-y-4 rounded-card border border-error/30 bg-error/5 p-4"
      onSubmit={handleSubmit(({ reason }) => onCancel(reason))}
      aria-label="Cancelar cita"
    >
      <Textarea
        label="Motivo de la cancelación"
        id="motivo-cancelacion"
        autoFocus
        error={errors.reason?.message}
        helperText={hasClientEmail ? REASON_EMAILED_NOTE : undefined}
        {...register('reason')}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onBack} disabled={isCancelling}>
          Volver
        </Button>
        <Button type="submit" variant="danger" isLoading={isCancelling} disabled={Boolean(errors.reason)}>
          Cancelar cita
        </Button>
      </div>
    </form>
  );
}
