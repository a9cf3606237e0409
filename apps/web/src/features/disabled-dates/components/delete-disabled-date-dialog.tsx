import type { DisabledDate } from '@citavet/domain/disabled-dates/disabled-date.schema';
import { Alert } from '@/components/ui/alert';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { notify } from '@/components/ui/toast';
import { useDeleteDisabledDate } from '../api/delete-disabled-date';
import { DISABLED_DATE_ERRORS, errorDetailOf } from '../disabled-date-errors';

interface DeleteDisabledDateDialogProps {
  spaceId: string;
  /** The entry to delete; none closes the dialog. */
  entry: DisabledDate | null;
  onClose: () => void;
}

/** Asks first: a deleted entry is gone for good and its days open for booking again. */
export function DeleteDisabledDateDialog({ spaceId, entry, onClose }: DeleteDisabledDateDialogProps) {
  const removal = useDeleteDisabledDate(spaceId);

  const close = () => {
    removal.reset();
    onClose();
  };

  const confirm = () => {
    if (!entry) return;
    removal.mutate(entry.id, {
      onSuccess: ({ message }) => {
        notify.success(message ?? 'Fecha deshabilitada eliminada exitosamente');
        close();
      },
    });
  };

  return (
    <ConfirmDialog
      isOpen={entry !== null}
      onOpenChange={(isOpen) => !isOpen && close()}
      title="Eliminar Fecha Deshabilitada"
      description={`¿Estás seguro de que quieres eliminar la fecha deshabilitada "${entry?.title ?? ''}"? Esta acción no se puede deshacer.`}
      confirmLabel="Eliminar"
      isDestructive
      isConfirming={removal.isPending}
      onConfirm={confirm}
    >
      {removal.isError && (
        <Alert kind="error" title={DISABLED_DATE_ERRORS.delete} onClose={removal.reset} className="mt-4">
          {errorDetailOf(removal.error)}
        </Alert>
      )}
    </ConfirmDialog>
  );
}
