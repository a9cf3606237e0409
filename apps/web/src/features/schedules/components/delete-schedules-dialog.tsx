import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { notify } from '@/components/ui/toast';
import { getErrorMessage } from '@/lib/api-error';
import { useDeleteSchedules } from '../api/delete-schedules';

export interface ScheduleDeletion {
  scheduleIds: string[];
}

interface DeleteSchedulesDialogProps {
  /** What to delete: one range, or every range of one day; none closes the dialog. */
  deletion: ScheduleDeletion | null;
  onClose: () => void;
}

/** Deleting asks first: singular for one range, plural for a whole day's ranges. */
export function DeleteSchedulesDialog({ deletion, onClose }: DeleteSchedulesDialogProps) {
  const removal = useDeleteSchedules();
  const count = deletion?.scheduleIds.length ?? 0;
  const isPlural = count > 1;

  const close = () => {
    removal.reset();
    onClose();
  };

  const confirm = () => {
    if (!deletion) return;
    removal.mutate(deletion.scheduleIds, {
      onSuccess: () => {
        notify.success(isPlural ? 'Horarios eliminados exitosamente' : 'Horario eliminado exitosamente');
        close();
      },
    });
  };

  let errorMessage: string | null = null;
  if (removal.isError) {
    errorMessage = isPlural
      ? 'Error al eliminar algunos horarios'
      : getErrorMessage(removal.error, 'Error al eliminar el horario');
  }

  return (
    <ConfirmDialog
      isOpen={deletion !== null}
      onOpenChange={(isOpen) => !isOpen && close()}
      title={isPlural ? 'Eliminar horarios' : 'Eliminar horario'}
      description={
        isPlural
          ? `¿Estás seguro de que quieres eliminar todos los ${count} horarios de este día?`
          : '¿Estás seguro de que quieres eliminar este horario?'
      }
      confirmLabel="Eliminar"
      isDestructive
      isConfirming={removal.isPending}
      onConfirm={confirm}
      errorMessage={errorMessage}
    />
  );
}
