import { PET_SPECIES_LABELS, type PetSpecies } from '@citavet/domain/pets/pet.schema';
import { todayIn } from '@citavet/domain/public/public-slot';
import type { StaffWaitlistEntry } from '@citavet/domain/waitlist/waitlist-staff.schema';
import { ListChecks, Mail, Phone, Send, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { useServiceOptions } from '@/api/get-service-options';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { notify } from '@/components/ui/toast';
import { getErrorMessage } from '@/lib/api-error';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSpaceAccess } from '@/stores/use-space-access';
import { useRemoveWaitlistRequest, useStaffWaitlist } from '../api/staff-waitlist-api';
import {
  firstUsefulDate,
  instantLabel,
  STATUS_TONES,
  statusLabel,
  windowLabel,
} from '../staff-waitlist-format';
import { OfferSlotDialog } from './offer-slot-dialog';

const isActive = (entry: StaffWaitlistEntry) => entry.status === 'WAITING' || entry.status === 'OFFERED';

function speciesLabel(species: string | null): string | null {
  return species && species in PET_SPECIES_LABELS ? PET_SPECIES_LABELS[species as PetSpecies] : null;
}

/**
 * /dashboard/{spaceId}/lista-espera: who waits for a slot, by service and day, first in line first,
 * with what they can do, since when, until when and how their request stands. The staff offer a
 * free slot by hand or take someone off the list. Those who see every agenda see every request; a
 * professional the ones they can serve (the API decides).
 */
export function StaffWaitlistPage() {
  const { spaceId = '' } = useParams();
  useDocumentTitle('Lista de espera');
  const { user, currentSpace, can } = useSpaceAccess();
  const timeZoneOfSpace = currentSpace?.timeZone ?? 'Europe/Madrid';
  const today = todayIn(timeZoneOfSpace, Date.now());
  const [serviceId, setServiceId] = useState('');
  // Every day by default: the whole line first; a day narrows it to who can come then.
  const [date, setDate] = useState('');
  const [isShowingAll, setIsShowingAll] = useState(false);
  const [offering, setOffering] = useState<StaffWaitlistEntry | null>(null);
  const [removing, setRemoving] = useState<StaffWaitlistEntry | null>(null);
  const services = useServiceOptions(spaceId);
  const waitlist = useStaffWaitlist(spaceId, { serviceId, date, include: isShowingAll ? 'all' : 'active' });
  const remove = useRemoveWaitlistRequest(spaceId);
  const timeZone = waitlist.data?.timeZone ?? timeZoneOfSpace;
  const managesAll = can('bookings.manageAll');
  const hostChoice = managesAll
    ? ({ kind: 'any' } as const)
    : ({ kind: 'self', userId: user?.id ?? '', name: user?.name ?? '' } as const);
  const serviceOptions = [
    { value: '', label: 'Todos los servicios' },
    ...(services.data ?? []).map((service) => ({ value: service.id, label: service.name })),
  ];

  const renderBody = () => {
    if (waitlist.isError) {
      return (
        <ErrorState
          title="Error al cargar la lista de espera"
          message={getErrorMessage(waitlist.error, 'No se pudo cargar la lista de espera.')}
          onRetry={() => void waitlist.refetch()}
          isRetrying={waitlist.isFetching}
        />
      );
    }
    if (!waitlist.data) {
      return (
        <div
          className="space-y-3 p-4"
          role="status"
          aria-busy="true"
          aria-label="Cargando la lista de espera"
        >
          <Skeleton className="h-24" />
          <Skeleton className="h-24" />
        </div>
      );
    }
    if (waitlist.data.requests.length === 0) {
      return (
        <EmptyState
          icon={ListChecks}
          title={date ? 'Nadie espera un hueco ese día' : 'Nadie está en la lista de espera'}
          description="Cuando un cliente no encuentra hueco, la página pública le ofrece 'Avísame si se libera un hueco' y aparece aquí."
        />
      );
    }
    let place = 0;
    return (
      <ol className="divide-y divide-slate-100" aria-label="Solicitudes de la lista de espera">
        {waitlist.data.requests.map((entry) => {
          if (isActive(entry)) place += 1;
          const species = speciesLabel(entry.petSpecies);
          return (
            <li key={entry.id} className="flex flex-wrap items-start gap-x-4 gap-y-3 px-4 py-4">
              <div className="min-w-0 flex-1 basis-72 space-y-1">
                <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
                  {isActive(entry) && (
                    <span className="text-sm font-normal text-slate-600 tabular-nums">{place}.º</span>
                  )}
                  <span className="break-words">{entry.clientName}</span>
                  <Badge tone={STATUS_TONES[entry.status]}>{statusLabel(entry, timeZone)}</Badge>
                </p>
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
                      title={
                        entry.clientEmail ? undefined : 'Sin correo: llama al cliente para ofrecerle el hueco'
                      }
                      onClick={() => setOffering(entry)}
                    >
                      Ofrecer hueco
                    </Button>
                  )}
                  <Button
                    variant="outline"
                    className="text-error!"
                    icon={<Trash2 className="size-4" aria-hidden />}
                    aria-label={`Quitar a ${entry.clientName} de la lista de espera`}
                    onClick={() => setRemoving(entry)}
                  >
                    Quitar
                  </Button>
                </div>
              )}
            </li>
          );
        })}
      </ol>
    );
  };

  return (
    <div className="space-y-6 pb-20 xs:pb-0">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Lista de espera</h1>
        <p className="mt-1 text-sm text-slate-600">
          Quién espera un hueco, por orden de llegada. Cuando se libera uno, se ofrece solo al primero; aquí
          puedes ofrecer un hueco a mano o quitar a alguien de la lista.
        </p>
      </div>
      <Card className="grid gap-4 p-4 sm:grid-cols-[1fr_auto] md:grid-cols-[minmax(0,20rem)_12rem_1fr] md:items-end">
        <Select
          id="lista-espera-servicio"
          label="Servicio"
          options={serviceOptions}
          value={serviceId}
          onChange={(event) => setServiceId(event.target.value)}
        />
        <Input
          id="lista-espera-dia"
          type="date"
          label="Día"
          value={date}
          onChange={(event) => setDate(event.target.value)}
          helperText="Vacío: todos los días"
        />
        <Checkbox
          id="lista-espera-todas"
          className="sm:col-span-2 md:col-span-1 md:pb-2.5"
          label="Mostrar también quienes reservaron, salieron o caducaron"
          checked={isShowingAll}
          onCheckedChange={setIsShowingAll}
        />
      </Card>
      <Card className="overflow-hidden" aria-live="polite">
        {renderBody()}
      </Card>
      <OfferSlotDialog
        spaceId={spaceId}
        entry={offering}
        hostChoice={hostChoice}
        initialDate={offering ? firstUsefulDate(offering, today) : today}
        onClose={() => setOffering(null)}
      />
      <ConfirmDialog
        isOpen={removing !== null}
        onOpenChange={(isOpen) => {
          if (isOpen) return;
          setRemoving(null);
          remove.reset();
        }}
        title="¿Quitar de la lista de espera?"
        description={
          removing
            ? `${removing.clientName} dejará de recibir ofertas de huecos${removing.status === 'OFFERED' ? ', y el hueco que tiene ofrecido pasará a la siguiente persona' : ''}. No se le avisa.`
            : ''
        }
        confirmLabel="Sí, quitar"
        cancelLabel="Volver"
        isDestructive
        isConfirming={remove.isPending}
        errorMessage={remove.isError ? getErrorMessage(remove.error, 'No se pudo quitar la solicitud') : null}
        onConfirm={() => {
          if (!removing) return;
          remove.mutate(removing.id, {
            onSuccess: (message) => {
              setRemoving(null);
              notify.success(message ?? 'Solicitud quitada de la lista de espera');
            },
          });
        }}
      />
    </div>
  );
}
