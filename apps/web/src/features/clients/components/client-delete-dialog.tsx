import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { getErrorMessage } from '@/lib/api-error';
import type { useClientRemoval } from './use-client-removal';

/** 'Eliminar cliente': archives; asks again, naming them, before cancelling future appointments. */
export function ClientDeleteDialog({ removal }: { removal: ReturnType<typeof useClientRemoval> }) {
  const { deletion, futureWarning } = removal;
  return (
    <ConfirmDialog
      isOpen={removal.isOpen}
      onOpenChange={removal.setIsOpen}
      title="Eliminar cliente"
      description={
        futureWarning ??
        'El cliente se archiva: su historial de citas se conserva y deja de aparecer en la lista.'
      }
      confirmLabel={futureWarning ? 'Cancelar citas y eliminar' : 'Eliminar'}
      isDestructive
      isConfirming={deletion.isPending}
      errorMessage={
        deletion.isError && !futureWarning
          ? getErrorMessage(deletion.error, 'No se pudo eliminar el cliente')
          : null
      }
      onConfirm={() => void removal.confirm()}
    />
  );
}
