import type { Service } from '@citavet/domain/services/service.schema';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { FormActions } from '@/components/ui/form-actions';
import { ScheduleForm } from './schedule-form';

const FORM_ID = 'schedule-form';

interface ScheduleFormDialogProps {
  spaceId: string;
  service: Service;
  isAdmin: boolean;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/** 'Nuevo horario' for one service. The form mounts with the dialog, so each opening starts fresh. */
export function ScheduleFormDialog({
  spaceId,
  service,
  isAdmin,
  isOpen,
  onOpenChange,
}: ScheduleFormDialogProps) {
  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogContent title="Nuevo horario" description={`Un bloque semanal de ${service.name}.`}>
        <ScheduleForm
          formId={FORM_ID}
          spaceId={spaceId}
          service={service}
          isAdmin={isAdmin}
          onDone={() => onOpenChange(false)}
          renderActions={({ isSubmitting, isSubmitBlocked }) => (
            <FormActions
              formId={FORM_ID}
              submitLabel="Crear horario"
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
