import type { DisabledDate } from '@citavet/domain/disabled-dates/disabled-date.schema';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { DisabledDateForm } from './disabled-date-form';

const FORM_ID = 'disabled-date-form';

interface DisabledDateFormDialogProps {
  spaceId: string;
  /** The entry to edit; none opens a new one. */
  entry: DisabledDate | null;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  isAdmin: boolean;
  userId: string;
  timeZone: string;
}

/** Create or edit modal. The form mounts with the dialog, so each opening starts fresh. */
export function DisabledDateFormDialog({
  spaceId,
  entry,
  isOpen,
  onOpenChange,
  isAdmin,
  userId,
  timeZone,
}: DisabledDateFormDialogProps) {
  const isEditing = entry !== null;
  const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const zoneNote = timeZone === browserZone ? '' : ` Fechas y horas de la clínica (${timeZone}).`;
  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogContent
        title={isEditing ? 'Editar Fecha Deshabilitada' : 'Nueva Fecha Deshabilitada'}
        description={`${
          isAdmin
            ? 'Bloquea un periodo para todo el espacio o para un host.'
            : 'Bloquea un periodo en tu agenda.'
        } No se podrán reservar citas en él.${zoneNote}`}
        className="max-w-xl"
      >
        <DisabledDateForm
          formId={FORM_ID}
          spaceId={spaceId}
          entry={entry}
          isAdmin={isAdmin}
          userId={userId}
          timeZone={timeZone}
          onDone={() => onOpenChange(false)}
          renderActions={({ isSubmitting, isSubmitBlocked }) => (
            <div className="flex flex-col-reverse gap-2 pt-1 sm:flex-row sm:justify-end">
              <Button variant="outline" onClick={() => onOpenChange(false)} disabled={isSubmitting}>
                Cancelar
              </Button>
              <Button type="submit" form={FORM_ID} isLoading={isSubmitting} disabled={isSubmitBlocked}>
                {isEditing ? 'Guardar Cambios' : 'Crear Fecha Deshabilitada'}
              </Button>
            </div>
          )}
        />
      </DialogContent>
    </Dialog>
  );
}
