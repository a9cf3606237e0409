import type { Service } from '@citavet/domain/services/service.schema';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { notify } from '@/components/ui/toast';
import { getErrorMessage, isApiError } from '@/lib/api-error';
import { useDeleteService } from '../api/delete-service';
import { useUpdateService } from '../api/update-service';

interface DeleteServiceDialogProps {
  /** The service to delete; none closes the dialog. */
  service: Service | null;
  onClose: () => void;
  onDeleted?: () => void;
}

/**
 * 'Eliminar Servicio'. A service that still has bookings to come cannot be deleted (409); the
 * server says so and the dialog offers to deactivate it instead, so nobody can book it any more.
 */
export function DeleteServiceDialog({ service, onClose, onDeleted }: DeleteServiceDialogProps) {
  const removal = useDeleteService();
  const deactivation = useUpdateService();
  const isBlockedByBookings = isApiError(removal.error) && removal.error.status === 409;

  const close = () => {
    removal.reset();
    deactivation.reset();
    onClose();
  };

  const confirm = () => {
    if (!service) return;
    removal.mutate(service.id, {
      onSuccess: ({ message }) => {
        notify.success(message ?? 'Servicio eliminado exitosamente');
        close();
        onDeleted?.();
      },
    });
  };

  const deactivate = () => {
    if (!service) return;
    deactivation.mutate(
      { serviceId: service.id, payload: { isActive: false } },
      {
        onSuccess: () => {
          notify.success('Servicio desactivado');
          close();
        },
      },
    );
  };

  const errorMessage = deactivation.isError
    ? getErrorMessage(deactivation.error, 'Error al actualizar servicio')
    : removal.isError
      ? getErrorMessage(removal.error, 'Error al eliminar servicio')
      : null;

  return (
    <ConfirmDialog
      isOpen={service !== null}
      onOpenChange={(isOpen) => !isOpen && close()}
      title="Eliminar Servicio"
      description={`¿Estás seguro de que quieres eliminar el servicio "${service?.name ?? ''}"? Esta acción no se puede deshacer.`}
      confirmLabel="Eliminar"
      isDestructive
      isConfirming={removal.isPending}
      onConfirm={confirm}
      errorMessage={isBlockedByBookings ? null : errorMessage}
    >
      {/* Refused for bookings to come: the reason first, then the way out. */}
      {isBlockedByBookings && errorMessage && (
        <Alert kind="warning" className="mt-4">
          {errorMessage}
        </Alert>
      )}
      {isBlockedByBookings && service?.isActive && (
        <Button
          variant="secondary"
          className="mt-4"
          isFullWidth
          isLoading={deactivation.isPending}
          onClick={deactivate}
        >
          Desactivar servicio
        </Button>
      )}
    </ConfirmDialog>
  );
}
