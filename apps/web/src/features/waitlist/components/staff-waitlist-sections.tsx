import type { StaffWaitlistEntry } from '@citavet/domain/waitlist/waitlist-staff.schema';
import { ListChecks } from 'lucide-react';
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
import { useRemoveWaitlistRequest, type useStaffWaitlist } from '../api/staff-waitlist-api';
import { isActive, WaitlistEntryItem } from './waitlist-entry-item';

/** The service, the day (empty: every day) and whether the closed requests show too. */
export function WaitlistFilters({
  serviceOptions,
  serviceId,
  onServiceId,
  date,
  onDate,
  isShowingAll,
  onShowingAll,
}: {
  serviceOptions: { value: string; label: string }[];
  serviceId: string;
  onServiceId: (serviceId: string) => void;
  date: string;
  onDate: (date: string) => void;
  isShowingAll: boolean;
  onShowingAll: (isShowingAll: boolean) => void;
}) {
  return (
    <Card className="grid gap-4 p-4 sm:grid-cols-[1fr_auto] md:grid-cols-[minmax(0,20rem)_12rem_1fr] md:items-end">
      <Select
        id="lista-espera-servicio"
        label="Servicio"
        options={serviceOptions}
        value={serviceId}
        onChange={(event) => onServiceId(event.target.value)}
      />
      <Input
        id="lista-espera-dia"
        type="date"
        label="Día"
        value={date}
        onChange={(event) => onDate(event.target.value)}
        helperText="Vacío: todos los días"
      />
      <Checkbox
        id="lista-espera-todas"
        className="sm:col-span-2 md:col-span-1 md:pb-2.5"
        label="Mostrar también quienes reservaron, salieron o caducaron"
        checked={isShowingAll}
        onCheckedChange={onShowingAll}
      />
    </Card>
  );
}

/** The list in line order, numbered among the active requests, or its error, loading or empty state. */
export function WaitlistBody({
  waitlist,
  date,
  timeZone,
  onOffer,
  onRemove,
}: {
  waitlist: ReturnType<typeof useStaffWaitlist>;
  date: string;
  timeZone: string;
  onOffer: (entry: StaffWaitlistEntry) => void;
  onRemove: (entry: StaffWaitlistEntry) => void;
}) {
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
      <div className="space-y-3 p-4" role="status" aria-busy="true" aria-label="Cargando la lista de espera">
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
        return (
          <WaitlistEntryItem
            key={entry.id}
            entry={entry}
            place={place}
            timeZone={timeZone}
            onOffer={onOffer}
            onRemove={onRemove}
          />
        );
      })}
    </ol>
  );
}

/** 'Quitar' asks first; an offered slot passes to the next in line, and the client is not told. */
export function RemoveWaitlistDialog({
  spaceId,
  removing,
  onClose,
}: {
  spaceId: string;
  removing: StaffWaitlistEntry | null;
  onClose: () => void;
}) {
  const remove = useRemoveWaitlistRequest(spaceId);
  return (
    <ConfirmDialog
      isOpen={removing !== null}
      onOpenChange={(isOpen) => {
        if (isOpen) return;
        onClose();
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
            onClose();
            notify.success(message ?? 'Solicitud quitada de la lista de espera');
          },
        });
      }}
    />
  );
}
