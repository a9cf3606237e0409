import type { Service } from '@citavet/domain/services/service.schema';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
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
            <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="outline" onClick={() => onOpenChange(false)} disabled={isSubmitting}>
                Cancelar
              </Button>
              <Button type="submit" form={FORM_ID} isLoading={isSubmitting} disabled={isSubmitBlocked}>
                Crear horario
              </Button>
            </div>
          )}
        />
      </DialogContent>
    </Dialog>
  );
}
