import { type AllergyConflict, findAllergyConflicts } from '@citavet/domain/records/drug-allergy';
import type { RecordEntryView } from '@citavet/domain/records/record-entry.schema';
import { ADDENDUM_TEXT_REQUIRED_MESSAGE } from '@citavet/domain/records/record-entry.schema';
import { type FormEvent, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Textarea } from '@/components/ui/textarea';
import { notify } from '@/components/ui/toast';
import { getErrorMessage } from '@/lib/api-error';
import { AllergyWarning } from './allergy-warning';
import { useAddAddendum, useSignRecord } from './records-api';

/**
 * 'Firmar' asks first: once signed the entry never changes (corrections become addenda). A
 * prescription against the pet's alerts lists the conflicts and signs only once the vet ticks that
 * they know; the API keeps that confirmation with the signature.
 */
export function SignRecordDialog({
  spaceId,
  petId,
  record,
  alerts,
  onClose,
  onSigned,
}: {
  spaceId: string;
  petId: string;
  record: RecordEntryView | null;
  /** The pet's alerts ('Alergia a la penicilina'), checked against a prescription's drugs. */
  alerts: readonly string[];
  onClose: () => void;
  onSigned: (record: RecordEntryView) => void;
}) {
  const sign = useSignRecord(spaceId, petId);
  const [isOverrideConfirmed, setIsOverrideConfirmed] = useState(false);
  const conflicts = prescriptionConflicts(record, alerts);
  return (
    <ConfirmDialog
      isOpen={record !== null}
      onOpenChange={(open) => {
        if (!open) {
          sign.reset();
          setIsOverrideConfirmed(false);
          onClose();
        }
      }}
      title="Firmar entrada"
      description="Una vez firmada, la entrada no se puede modificar. Las correcciones se agregan como adendas."
      confirmLabel={conflicts.length > 0 ? 'Firmar igualmente' : 'Firmar'}
      isDestructive={conflicts.length > 0}
      isConfirmDisabled={conflicts.length > 0 && !isOverrideConfirmed}
      isConfirming={sign.isPending}
      errorMessage={sign.isError ? getErrorMessage(sign.error, 'No se pudo firmar la entrada') : null}
      onConfirm={() => {
        if (!record) return;
        sign.mutate(
          { recordId: record.id, confirmAllergyOverride: conflicts.length > 0 && isOverrideConfirmed },
          {
            onSuccess: ({ record: signed }) => {
              notify.success('Entrada firmada');
              setIsOverrideConfirmed(false);
              onSigned(signed);
            },
          },
        );
      }}
    >
      {conflicts.length > 0 && (
        <div className="mt-4 space-y-3">
          <AllergyWarning conflicts={conflicts} />
          <label className="flex items-start gap-2 text-sm text-slate-700">
            <input
              type="checkbox"
              className="mt-0.5 size-4 accent-red-600"
              checked={isOverrideConfirmed}
              onChange={(event) => setIsOverrideConfirmed(event.target.checked)}
            />
            Conozco la alerta y firmo la receta igualmente (quedará registrado en la entrada)
          </label>
        </div>
      )}
    </ConfirmDialog>
  );
}

function prescriptionConflicts(record: RecordEntryView | null, alerts: readonly string[]): AllergyConflict[] {
  if (record?.kind !== 'PRESCRIPTION') return [];
  const items = (record.content as { items?: { drug: string }[] }).items ?? [];
  return findAllergyConflicts(items, alerts);
}

export function AddendumDialog({
  spaceId,
  petId,
  record,
  onClose,
}: {
  spaceId: string;
  petId: string;
  record: RecordEntryView | null;
  onClose: () => void;
}) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const addendum = useAddAddendum(spaceId, petId);
  const close = () => {
    setText('');
    setError(undefined);
    addendum.reset();
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!record) return;
    if (!text.trim()) {
      setError(ADDENDUM_TEXT_REQUIRED_MESSAGE);
      return;
    }
    addendum.mutate(
      { recordId: record.id, text },
      {
        onSuccess: () => {
          notify.success('Adenda agregada');
          close();
        },
      },
    );
  };
  return (
    <Dialog open={record !== null} onOpenChange={(open) => !open && close()}>
      <DialogContent
        title="Agregar adenda"
        description="Queda registrada bajo la entrada firmada, con tu nombre y la hora."
      >
        <form className="space-y-4" onSubmit={submit} noValidate>
          <Textarea
            label="Texto de la adenda"
            rows={4}
            value={text}
            error={error}
            onChange={(event) => setText(event.target.value)}
          />
          {addendum.isError && (
            <Alert kind="error" title="No se pudo agregar la adenda">
              {getErrorMessage(addendum.error, 'Intenta nuevamente.')}
            </Alert>
          )}
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" onClick={close}>
              Cancelar
            </Button>
            <Button type="submit" isLoading={addendum.isPending}>
              Agregar adenda
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
