import { PET_SPECIES_LABELS, type PetSpecies } from '@citavet/domain/pets/pet.schema';
import type { StaffWaitlistEntry } from '@citavet/domain/waitlist/waitlist-staff.schema';
import { Mail, Phone, Send, Trash2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { instantLabel, STATUS_TONES, statusLabel, windowLabel } from '../staff-waitlist-format';

/** Still in line: waiting for an offer, or holding one. */
export const isActive = (entry: StaffWaitlistEntry) =>
  entry.status === 'WAITING' || entry.status === 'OFFERED';

function speciesLabel(species: string | null): string | null {
  return species && species in PET_SPECIES_LABELS ? PET_SPECIES_LABELS[species as PetSpecies] : null;
}

/** One request: its place in line, who and what for, when they can come, and its offer. */
export function WaitlistEntryItem({
  entry,
  place,
  timeZone,
  onOffer,
  onRemove,
}: {
  entry: StaffWaitlistEntry;
  /** Its place among the active requests; the others have none. */
  place: number;
  timeZone: string;
  onOffer: (entry: StaffWaitlistEntry) => void;
  onRemove: (entry: StaffWaitlistEntry) => void;
}) {
  return (
    <li className="flex flex-wrap items-start gap-x-4 gap-y-3 px-4 py-4">
      <div className="min-w-0 flex-1 basis-72 space-y-1">
        <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
          {isActive(entry) && (
            <span className="text-sm font-normal text-slate-600 tabular-nums">{place}.º</span>
          )}
          <span className="break-words">{entry.clientName}</span>
          <Badge tone={STATUS_TONES[entry.status]}>{statusLabel(entry, timeZone)}</Badge>
        </p>
        <EntryContact entry={entry} />
        <p className="text-sm text-slate-600">
          {entry.serviceName} · {entry.hostName ?? 'Cualquier profesional'}
        </p>
        <div className="text-sm text-slate-800">
          <span className="font-medium text-slate-600">Puede: </span>
          <ul className="inline">
            {entry.windows.map((window, index) => (
              <li key={`${window.date}-${window.from}`} className="inline tabular-nums">
                {index > 0 && '; '}
                {windowLabel(window)}
              </li>
            ))}
          </ul>
        </div>
        <p className="text-sm text-slate-600 tabular-nums">
          En la lista desde {instantLabel(entry.createdAt, timeZone)} · Caduca{' '}
          {instantLabel(entry.expiresAt, timeZone)}
        </p>
        {entry.offer && (
          <p className="text-sm text-slate-600 tabular-nums">
            Hueco ofrecido: {instantLabel(entry.offer.startAt, timeZone)}
          </p>
        )}
      </div>
      {isActive(entry) && (
        <div className="flex flex-wrap gap-2">
          {entry.status === 'WAITING' && (
            <Button
              icon={<Send className="size-4" aria-hidden />}
              aria-label={`Ofrecer un hueco a ${entry.clientName}`}
              disabled={!entry.clientEmail}
              title={entry.clientEmail ? undefined : 'Sin correo: llama al cliente para ofrecerle el hueco'}
              onClick={() => onOffer(entry)}
            >
              Ofrecer hueco
            </Button>
          )}
          <Button
            variant="outline"
            className="text-error!"
            icon={<Trash2 className="size-4" aria-hidden />}
            aria-label={`Quitar a ${entry.clientName} de la lista de espera`}
            onClick={() => onRemove(entry)}
          >
            Quitar
          </Button>
        </div>
      )}
    </li>
  );
}

/** The pet, and the client's e-mail and phone as links. */
function EntryContact({ entry }: { entry: StaffWaitlistEntry }) {
  const species = speciesLabel(entry.petSpecies);
  return (
    <>
      {entry.petName && (
        <p className="text-sm text-slate-800">
          <span className="font-medium text-slate-600">Mascota: </span>
          {entry.petName}
          {species && <span className="text-slate-600"> ({species})</span>}
        </p>
      )}
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {entry.clientEmail && (
          <a
            href={`mailto:${entry.clientEmail}`}
            className="inline-flex min-w-0 items-center gap-1 break-all text-primary hover:underline"
          >
            <Mail className="size-3.5 shrink-0" aria-hidden />
            {entry.clientEmail}
          </a>
        )}
        {entry.clientPhone && (
          <a
            href={`tel:${entry.clientPhone}`}
            className="inline-flex items-center gap-1 text-primary hover:underline"
          >
            <Phone className="size-3.5" aria-hidden />
            {entry.clientPhone}
          </a>
        )}
      </p>
    </>
  );
}
