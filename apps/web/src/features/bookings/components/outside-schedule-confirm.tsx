import { OUTSIDE_SCHEDULE_CONFIRM_MESSAGE } from '@citavet/domain/bookings/booking.schema';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { useSaveAppointment } from './use-save-appointment';

/** 'Fuera de horario: ¿agendar igualmente?': the API refused the time; staff may book it anyway. */
export function OutsideScheduleConfirm({
  appointment,
}: {
  appointment: ReturnType<typeof useSaveAppointment>;
}) {
  return (
    <ConfirmDialog
      isOpen={appointment.isAskingOutsideSchedule}
      onOpenChange={(isOpen) => {
        if (!isOpen) appointment.cancelOutsideSchedule();
      }}
      title={OUTSIDE_SCHEDULE_CONFIRM_MESSAGE}
      description="La hora elegida está fuera del horario publicado o en un día cerrado. Si es una urgencia, la cita quedará marcada como «Fuera de horario»."
      confirmLabel="Agendar igualmente"
      cancelLabel="Cancelar"
      onConfirm={() => void appointment.confirmOutsideSchedule()}
      isConfirming={appointment.isSaving}
    />
  );
}
