import type { RecordEntryView } from '@citavet/domain/records/record-entry.schema';
import { useState } from 'react';
import { Link } from 'react-router';
import { completeBooking } from '@/api/records-start';
import { Alert } from '@/components/ui/alert';
import { Button, buttonStyles } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { notify } from '@/components/ui/toast';
import { getErrorMessage } from '@/lib/api-error';
import { newAppointmentUrl } from '@/lib/new-appointment-link';

/** The reason the booked control carries. */
const NEXT_CONTROL_REASON = 'Próximo control';

/**
 * After signing a consultation: offer to mark the appointment it came from as completed, and to
 * book its 'próximo control' (the agenda opens 'Nueva Cita' pre-filled, decision 057).
 */
export function AfterSigningDialog({
  spaceId,
  clientId,
  record,
  onClose,
}: {
  spaceId: string;
  clientId: string;
  record: RecordEntryView | null;
  onClose: () => void;
}) {
  const [state, setState] = useState<'idle' | 'saving' | 'done' | 'error'>('idle');
  const [error, setError] = useState<string | null>(null);
  const nextControl =
    record?.kind === 'CONSULTATION'
      ? ((record.content as { nextControlOn?: string | null }).nextControlOn ?? null)
      : null;
  const close = () => {
    setState('idle');
    setError(null);
    onClose();
  };
  const complete = async () => {
    if (!record?.bookingId) return;
    setState('saving');
    try {
      await completeBooking(record.bookingId);
      setState('done');
      notify.success('Cita marcada como completada');
    } catch (caught) {
      setState('error');
      setError(getErrorMessage(caught, 'No se pudo completar la cita'));
    }
  };
  return (
    <Dialog open={record !== null} onOpenChange={(open) => !open && close()}>
      <DialogContent
        title="Consulta firmada"
        description={
          record?.bookingId ? '¿Qué hacemos con la cita de la agenda?' : '¿Agendamos el próximo control?'
        }
      >
        <div className="space-y-4">
          {record?.bookingId && (
            <Button
              isFullWidth
              isLoading={state === 'saving'}
              disabled={state === 'done'}
              onClick={() => void complete()}
            >
              {state === 'done' ? 'Cita completada' : 'Marcar la cita como completada'}
            </Button>
          )}
          {error && (
            <Alert kind="error" title="No se pudo completar la cita">
              {error}
            </Alert>
          )}
          {nextControl && (
            <Link
              // The agenda opens 'Nueva Cita' for this pet, its owner and the signing vet, that day.
              to={newAppointmentUrl(spaceId, {
                date: nextControl,
                clientId,
                petId: record?.petId ?? '',
                hostId: record?.signedBy?.id || record?.author.id || undefined,
                reason: NEXT_CONTROL_REASON,
              })}
              className={buttonStyles({ variant: 'outline', isFullWidth: true })}
            >
              Agendar próximo control ({nextControl.split('-').reverse().join('/')})
            </Link>
          )}
          <Button variant="ghost" isFullWidth onClick={close}>
            Cerrar
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
