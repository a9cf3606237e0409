import type { StaffWaitlistEntry } from '@citavet/domain/waitlist/waitlist-staff.schema';
import { useId, useState } from 'react';
import { useHostOptions } from '@/api/get-host-options';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { notify } from '@/components/ui/toast';
import { getErrorMessage } from '@/lib/api-error';
import { useFreeSlots, useOfferWaitlistSlot } from '../api/staff-waitlist-api';

interface OfferSlotDialogProps {
  spaceId: string;
  entry: StaffWaitlistEntry | null;
  /** Who may be chosen: anyone (those who manage every agenda) or only the signed-in professional. */
  hostChoice: { kind: 'any' } | { kind: 'self'; userId: string; name: string };
  initialDate: string;
  onClose: () => void;
}

/**
 * 'Ofrecer hueco': the staff pick a professional, a day and one of that day's free slots (the
 * availability the new-appointment modal reads), and the request's person gets the offer e-mail,
 * the slot held for them as an automatic offer is.
 */
export function OfferSlotDialog({ spaceId, entry, hostChoice, initialDate, onClose }: OfferSlotDialogProps) {
  return (
    <Dialog open={entry !== null} onOpenChange={(isOpen) => !isOpen && onClose()}>
      {entry && (
        <DialogContent
          title={`Ofrecer un hueco a ${entry.clientName}`}
          description="Le enviaremos un correo con el enlace para confirmarlo. El hueco queda guardado para esta persona el tiempo que indica la configuración de la lista de espera."
        >
          <OfferSlotForm
            key={entry.id}
            spaceId={spaceId}
            entry={entry}
            hostChoice={hostChoice}
            initialDate={initialDate}
            onDone={onClose}
          />
        </DialogContent>
      )}
    </Dialog>
  );
}

function OfferSlotForm({
  spaceId,
  entry,
  hostChoice,
  initialDate,
  onDone,
}: Omit<OfferSlotDialogProps, 'entry' | 'onClose'> & { entry: StaffWaitlistEntry; onDone: () => void }) {
  const legendId = useId();
  const fixedHost = entry.hostId ?? (hostChoice.kind === 'self' ? hostChoice.userId : null);
  const hosts = useHostOptions(spaceId, { isEnabled: fixedHost === null });
  const [hostId, setHostId] = useState(fixedHost ?? '');
  const [date, setDate] = useState(initialDate);
  const [slotStart, setSlotStart] = useState('');
  const slots = useFreeSlots({ spaceId, serviceId: entry.serviceId, hostId, date });
  const offer = useOfferWaitlistSlot(spaceId);
  const chosen = slots.data?.find((slot) => slot.startAt === slotStart);

  const fixedHostName =
    entry.hostId !== null
      ? (entry.hostName ?? 'El profesional elegido')
      : hostChoice.kind === 'self'
        ? hostChoice.name
        : null;

  return (
    <form
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (!chosen) return;
        offer.mutate(
          { requestId: entry.id, hostId, startAt: chosen.startAt, endAt: chosen.endAt },
          {
            onSuccess: ({ message }) => {
              notify.success(message ?? 'Oferta enviada');
              onDone();
            },
          },
        );
      }}
    >
      {fixedHostName !== null ? (
        <p className="text-sm text-slate-700">
          <span className="font-medium">Profesional:</span> {fixedHostName}
        </p>
      ) : (
        <Select
          id="oferta-profesional"
          label="Profesional"
          placeholder={hosts.isPending ? 'Cargando profesionales…' : 'Elige un profesional'}
          options={(hosts.data ?? []).map((host) => ({ value: host.id, label: host.name }))}
          value={hostId}
          onChange={(event) => {
            setHostId(event.target.value);
            setSlotStart('');
          }}
          error={hosts.isError ? 'No se pudieron cargar los profesionales' : undefined}
        />
      )}
      <Input
        id="oferta-dia"
        type="date"
        label="Día"
        value={date}
        onChange={(event) => {
          setDate(event.target.value);
          setSlotStart('');
        }}
      />
      <fieldset aria-labelledby={legendId} className="space-y-2">
        <legend id={legendId} className="text-sm font-medium text-slate-700">
          Huecos libres
        </legend>
        <FreeSlotChoice hostId={hostId} slots={slots} slotStart={slotStart} onSlotStart={setSlotStart} />
      </fieldset>
      {offer.isError && (
        <Alert kind="error" title="No se pudo enviar la oferta">
          {getErrorMessage(offer.error, 'Inténtalo de nuevo.')}
        </Alert>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onDone} disabled={offer.isPending}>
          Cancelar
        </Button>
        <Button type="submit" disabled={!chosen} isLoading={offer.isPending}>
          Enviar oferta
        </Button>
      </div>
    </form>
  );
}

/** The chosen professional's free slots that day, one radio each, or why there are none to show. */
function FreeSlotChoice({
  hostId,
  slots,
  slotStart,
  onSlotStart,
}: {
  hostId: string;
  slots: ReturnType<typeof useFreeSlots>;
  slotStart: string;
  onSlotStart: (startAt: string) => void;
}) {
  if (!hostId)
    return <p className="text-sm text-slate-600">Elige un profesional para ver sus huecos libres.</p>;
  if (slots.isError) {
    return (
      <Alert kind="error" title="No se pudieron cargar los huecos libres">
        {getErrorMessage(slots.error, 'Inténtalo de nuevo en unos segundos.')}
      </Alert>
    );
  }
  if (!slots.data) {
    return (
      <div
        role="status"
        aria-busy="true"
        aria-label="Cargando huecos libres"
        className="flex flex-wrap gap-2"
      >
        <Skeleton className="h-10 w-28" />
        <Skeleton className="h-10 w-28" />
        <Skeleton className="h-10 w-28" />
      </div>
    );
  }
  if (slots.data.length === 0) {
    return <p className="text-sm text-slate-600">No hay huecos libres ese día. Prueba con otro día.</p>;
  }
  return (
    <div className="flex flex-wrap gap-2">
      {slots.data.map((slot) => (
        <label
          key={slot.startAt}
          className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm tabular-nums has-checked:border-primary has-checked:bg-primary/5 has-focus-visible:ring-2 has-focus-visible:ring-primary"
        >
          <input
            type="radio"
            name="hueco"
            value={slot.startAt}
            checked={slotStart === slot.startAt}
            onChange={() => onSlotStart(slot.startAt)}
            className="accent-primary"
          />
          {slot.startTime}–{slot.endTime}
        </label>
      ))}
    </div>
  );
}
