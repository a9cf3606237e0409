import type { Booking } from '@citavet/domain/bookings/booking.schema';
import type { Member } from '@citavet/domain/members/member.schema';
import { CalendarX2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ErrorState } from '@/components/ui/error-state';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { notify } from '@/components/ui/toast';
import { getErrorMessage } from '@/lib/api-error';
import { formatDateTime } from '@/lib/formatters';
import { useCancelOrphanedBooking } from '../api/cancel-orphaned-booking';
import { useOrphanedBookings } from '../api/get-orphaned-bookings';
import { useReassignBooking } from '../api/reassign-booking';

interface OrphanedBookingsSectionProps {
  spaceId: string;
  members: readonly Member[];
  timeZone: string | undefined;
}

/**
 * Appointments of people removed from the team: nobody would attend them, so the ADMIN reassigns
 * each to a member (refused when that member is busy then) or cancels it. Hidden when there are none.
 */
export function OrphanedBookingsSection({ spaceId, members, timeZone }: OrphanedBookingsSectionProps) {
  const orphaned = useOrphanedBookings(spaceId);
  const [cancelTarget, setCancelTarget] = useState<Booking | null>(null);
  const cancel = useCancelOrphanedBooking(spaceId);

  if (orphaned.isPending) return <Skeleton className="h-24 w-full" />;
  if (orphaned.isError) {
    return (
      <Card>
        <ErrorState
          title="Error al cargar las citas sin profesional"
          message={getErrorMessage(orphaned.error, 'Inténtalo de nuevo.')}
          onRetry={() => void orphaned.refetch()}
          isRetrying={orphaned.isFetching}
        />
      </Card>
    );
  }
  if (orphaned.data.length === 0) return null;

  return (
    <section
      aria-labelledby="citas-sin-profesional"
      className="rounded-card border border-warning/40 bg-white p-5 shadow-card"
    >
      <div className="flex items-start gap-3">
        <CalendarX2 className="mt-0.5 size-5 shrink-0 text-warning" aria-hidden />
        <div>
          <h2 id="citas-sin-profesional" className="text-base font-semibold text-slate-900">
            Citas de personas que ya no son miembros ({orphaned.data.length})
          </h2>
          <p className="mt-1 text-sm text-slate-600">Reasígnalas a otro miembro o cancélalas.</p>
        </div>
      </div>
      <ul className="mt-4 divide-y divide-slate-100">
        {orphaned.data.map((booking) => (
          <OrphanedBookingRow
            key={booking.id}
            spaceId={spaceId}
            booking={booking}
            members={members}
            timeZone={timeZone}
            onCancel={() => setCancelTarget(booking)}
          />
        ))}
      </ul>
      <ConfirmDialog
        isOpen={cancelTarget !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) {
            setCancelTarget(null);
            cancel.reset();
          }
        }}
        title="¿Cancelar la cita?"
        description={
          cancelTarget
            ? `${cancelTarget.client.name}, ${formatDateTime(cancelTarget.startTime, timeZone)}. Se avisará al cliente.`
            : ''
        }
        confirmLabel="Sí, cancelar la cita"
        cancelLabel="Volver"
        isDestructive
        isConfirming={cancel.isPending}
        errorMessage={cancel.isError ? getErrorMessage(cancel.error, 'No se pudo cancelar la cita') : null}
        onConfirm={() =>
          cancelTarget &&
          cancel.mutate(cancelTarget.id, {
            onSuccess: () => {
              notify.success('Cita cancelada');
              setCancelTarget(null);
            },
          })
        }
      />
    </section>
  );
}

interface OrphanedBookingRowProps {
  spaceId: string;
  booking: Booking;
  members: readonly Member[];
  timeZone: string | undefined;
  onCancel: () => void;
}

function OrphanedBookingRow({ spaceId, booking, members, timeZone, onCancel }: OrphanedBookingRowProps) {
  const [hostId, setHostId] = useState('');
  const reassign = useReassignBooking(spaceId);
  const options = members.map((member) => ({ value: member.userId, label: member.user.name }));
  return (
    <li className="flex flex-col gap-3 py-3 lg:flex-row lg:items-end lg:justify-between">
      <div className="min-w-0 text-sm">
        <p className="font-medium text-slate-900">
          {formatDateTime(booking.startTime, timeZone)} · {booking.service.name}
        </p>
        <p className="text-slate-600">
          Cliente: {booking.client.name} · Antes con {booking.host.name}
        </p>
      </div>
      <div className="flex flex-col gap-2 xs:flex-row xs:items-end">
        <Select
          id={`reasignar-${booking.id}`}
          label="Reasignar a"
          placeholder="Elige un miembro"
          options={options}
          value={hostId}
          onChange={(event) => setHostId(event.target.value)}
          className="xs:w-56"
        />
        <Button
          disabled={!hostId}
          isLoading={reassign.isPending}
          onClick={() =>
            reassign.mutate(
              { bookingId: booking.id, hostId },
              {
                onSuccess: (message) => notify.success(message ?? 'Cita reasignada'),
                onError: (error) =>
                  notify.error('No se pudo reasignar la cita', {
                    description: getErrorMessage(error, 'Inténtalo de nuevo.'),
                  }),
              },
            )
          }
        >
          Reasignar
        </Button>
        <Button variant="outline" onClick={onCancel}>
          Cancelar cita
        </Button>
      </div>
    </li>
  );
}
