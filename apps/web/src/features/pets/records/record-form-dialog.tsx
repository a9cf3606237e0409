import { RECORD_KIND_LABELS } from '@citavet/domain/records/record-content.schema';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { getErrorMessage } from '@/lib/api-error';
import type { RecordFormTarget } from './record-form-fields';
import {
  ConsultationSections,
  ImmunizationSection,
  OccurredAtFields,
  PrescriptionSection,
  TextSection,
} from './record-form-sections';
import { useRecordForm } from './use-record-form';

type RecordFormProps = {
  spaceId: string;
  petId: string;
  today: string;
  /** The pet's alerts: a prescription's drugs are checked against them as they are typed. */
  alerts: readonly string[];
  onClose: () => void;
};

/** New entry or draft edit, one form per kind, validated by the shared schema before it is sent. */
export function RecordFormDialog({
  target,
  ...props
}: RecordFormProps & { target: RecordFormTarget | null }) {
  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && props.onClose()}>
      <DialogContent
        title={
          target ? `${target.record ? 'Editar' : 'Nueva'} entrada: ${RECORD_KIND_LABELS[target.kind]}` : ''
        }
        description={
          target?.bookingId
            ? 'Vinculada a la cita de la agenda. Se guarda como borrador.'
            : 'Se guarda como borrador hasta que la firmes.'
        }
        className="max-w-2xl!"
      >
        {target && <RecordForm target={target} {...props} />}
      </DialogContent>
    </Dialog>
  );
}

function RecordForm({ target, alerts, ...props }: RecordFormProps & { target: RecordFormTarget }) {
  const form = useRecordForm({ target, ...props });
  const { kind } = target;
  return (
    <form className="space-y-5" onSubmit={(event) => void form.submit(event)} noValidate>
      <OccurredAtFields form={form} today={props.today} />
      {kind === 'CONSULTATION' && <ConsultationSections form={form} />}
      {(kind === 'VACCINATION' || kind === 'DEWORMING') && <ImmunizationSection form={form} />}
      {kind === 'PRESCRIPTION' && <PrescriptionSection form={form} alerts={alerts} />}
      {(kind === 'PROCEDURE' || kind === 'LAB_RESULT' || kind === 'NOTE') && <TextSection form={form} />}

      {form.mutation.isError && (
        <Alert kind="error" title="No se pudo guardar">
          {getErrorMessage(form.mutation.error, 'Intenta nuevamente.')}
        </Alert>
      )}
      <div className="flex justify-end gap-2 border-t border-slate-200 pt-4">
        <Button type="button" variant="outline" onClick={props.onClose}>
          Cancelar
        </Button>
        <Button type="submit" isLoading={form.mutation.isPending}>
          Guardar borrador
        </Button>
      </div>
    </form>
  );
}
