import type { Service } from '@citavet/domain/services/service.schema';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { FormActions } from '@/components/ui/form-actions';
import { ServiceForm } from './service-form';

const FORM_ID = 'service-form';

interface ServiceFormDialogProps {
  spaceId: string;
  /** The service to edit; none opens 'Nuevo Servicio'. */
  service: Service | null;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/** 'Nuevo Servicio' / 'Editar Servicio'. The form mounts with the dialog, so each opening starts fresh. */
export function ServiceFormDialog({ spaceId, service, isOpen, onOpenChange }: ServiceFormDialogProps) {
  const isEditing = service !== null;
  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogContent
        title={isEditing ? 'Editar Servicio' : 'Nuevo Servicio'}
        description={
          isEditing
            ? 'Actualiza los datos y las reglas de reserva del servicio.'
            : 'Define el servicio, su duración, su precio y cómo se puede reservar.'
        }
        className="max-w-2xl!"
      >
        <ServiceForm
          formId={FORM_ID}
          spaceId={spaceId}
          service={service}
          onDone={() => onOpenChange(false)}
          renderActions={({ isSubmitting, isSubmitBlocked }) => (
            <FormActions
              formId={FORM_ID}
              submitLabel={isEditing ? 'Guardar Cambios' : 'Crear Servicio'}
              onCancel={() => onOpenChange(false)}
              isSubmitting={isSubmitting}
              isSubmitBlocked={isSubmitBlocked}
            />
          )}
        />
      </DialogContent>
    </Dialog>
  );
}
