import type {
  ScheduleOverride,
  ScheduleOverrideKind,
} from '@citavet/domain/schedule-overrides/schedule-override.schema';
import type { HostOption } from '@/api/get-host-options';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { notify } from '@/components/ui/toast';
import { getErrorMessage } from '@/lib/api-error';
import { formatLongDate } from '@/lib/format-local-date';
import { useDeleteScheduleOverride } from '../api/delete-schedule-override';
import { overrideKindLabel } from '../special-date-format';
import { SpecialDateForm } from './special-date-form';

const FORM_ID = 'fecha-especial-form';

interface SpecialDateFormDialogProps {
  spaceId: string;
  /** What is being edited or added; null closes the dialog. */
  editing: { entry: ScheduleOverride | null; kind: ScheduleOverrideKind } | null;
  onClose: () => void;
  isAdmin: boolean;
  userId: string;
  hosts: readonly HostOption[];
  today: string;
  timeZone: string;
}

export function SpecialDateFormDialog({ editing, onClose, ...props }: SpecialDateFormDialogProps) {
  const kind = editing?.entry?.kind ?? editing?.kind ?? 'ADD';
  const title = editing?.entry
    ? `Editar ${overrideKindLabel(kind).toLowerCase()}`
    : kind === 'ADD'
      ? 'Abrir horas extra'
      : 'Cambiar horario del día';
  return (
    <Dialog open={editing !== null} onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent
        title={title}
        description={`Horas de la clínica (${props.timeZone}). Los cambios se ven al momento en la página pública.`}
        className="max-w-lg"
      >
        {editing && (
          <SpecialDateForm
            formId={FORM_ID}
            entry={editing.entry}
            kind={editing.kind}
            onDone={onClose}
            {...props}
            renderActions={({ isSubmitting }) => (
              <div className="flex flex-col-reverse gap-2 pt-1 sm:flex-row sm:justify-end">
                <Button variant="outline" onClick={onClose} disabled={isSubmitting}>
                  Cancelar
                </Button>
                <Button type="submit" form={FORM_ID} isLoading={isSubmitting}>
                  {editing.entry ? 'Guardar cambios' : 'Guardar'}
                </Button>
              </div>
            )}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

interface DeleteSpecialDateDialogProps {
  spaceId: string;
  entry: ScheduleOverride | null;
  onClose: () => void;
}

/** Asks first: the day goes back to the week's hours. */
export function DeleteSpecialDateDialog({ spaceId, entry, onClose }: DeleteSpecialDateDialogProps) {
  const removal = useDeleteScheduleOverride(spaceId);
  const close = () => {
    removal.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      isOpen={entry !== null}
      onOpenChange={(isOpen) => !isOpen && close()}
      title="Eliminar horario especial"
      description={
        entry
          ? `¿Eliminar ${overrideKindLabel(entry.kind).toLowerCase()} ${entry.startTime}–${entry.endTime} del ${formatLongDate(entry.date).toLowerCase()}? Ese día volverá al horario semanal.`
          : ''
      }
      confirmLabel="Eliminar"
      isDestructive
      isConfirming={removal.isPending}
      errorMessage={removal.isError ? getErrorMessage(removal.error, 'No se pudo eliminar') : null}
      onConfirm={() => {
        if (!entry) return;
        removal.mutate(entry.id, {
          onSuccess: ({ message }) => {
            notify.success(message ?? 'Horario especial eliminado');
            close();
          },
        });
      }}
    />
  );
}
