import type { Schedule } from '@citavet/domain/schedules/schedule.schema';
import { CalendarPlus, Plus } from 'lucide-react';
import { useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { useService } from '@/api/get-service';
import { useServiceSchedules } from '@/api/get-service-schedules';
import { ClinicTimeZoneNote } from '@/components/clinic-time-zone-note';
import { ScheduleManagerLink } from '@/components/schedule-manager-link';
import { ServiceLoadError } from '@/components/service-load-error';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { notify } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-error';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSpaceAccess } from '@/stores/use-space-access';
import { useUpdateSchedule } from '../api/update-schedule';
import { DeleteSchedulesDialog, type ScheduleDeletion } from './delete-schedules-dialog';
import { HostScheduleGroup } from './host-schedule-group';
import { ScheduleFormDialog } from './schedule-form-dialog';
import { ServiceBreadcrumb } from './service-breadcrumb';
import { ServiceSchedulesSkeleton } from './service-schedules-skeleton';

function groupByHost(schedules: Schedule[]) {
  const groups = new Map<string, { host: Schedule['host']; schedules: Schedule[] }>();
  for (const schedule of schedules) {
    const group = groups.get(schedule.hostId) ?? { host: schedule.host, schedules: [] };
    group.schedules.push(schedule);
    groups.set(schedule.hostId, group);
  }
  return [...groups.values()].sort((first, second) => first.host.name.localeCompare(second.host.name, 'es'));
}

/** /dashboard/{spaceId}/servicios/{serviceId}/horarios: one service's time blocks, by host. */
export function ServiceSchedulesPage() {
  const { spaceId, serviceId } = useParams();
  // Without both ids there is nothing to show: back to the dashboard.
  if (!spaceId || !serviceId) return <Navigate to={paths.dashboard} replace />;
  return <ServiceSchedulesScreen spaceId={spaceId} serviceId={serviceId} />;
}

function ServiceSchedulesScreen({ spaceId, serviceId }: { spaceId: string; serviceId: string }) {
  const { isAdmin } = useSpaceAccess();
  const serviceQuery = useService(serviceId);
  const schedulesQuery = useServiceSchedules(serviceId);
  const toggle = useUpdateSchedule();
  const [isFormOpen, setIsFormOpen] = useState(false);
  const [deletion, setDeletion] = useState<ScheduleDeletion | null>(null);
  useDocumentTitle(serviceQuery.data ? `Horarios · ${serviceQuery.data.name}` : 'Horarios del servicio');

  if (serviceQuery.isPending || (schedulesQuery.isPending && !schedulesQuery.isError)) {
    return <ServiceSchedulesSkeleton />;
  }
  if (serviceQuery.isError || schedulesQuery.isError) {
    const error = serviceQuery.error ?? schedulesQuery.error;
    return (
      <ServiceLoadError
        spaceId={spaceId}
        title="Error al cargar los horarios"
        error={error}
        onRetry={() => {
          void serviceQuery.refetch();
          void schedulesQuery.refetch();
        }}
        isRetrying={serviceQuery.isFetching || schedulesQuery.isFetching}
      />
    );
  }

  const service = serviceQuery.data;
  const groups = groupByHost(schedulesQuery.data);
  const toggleActive = (schedule: Schedule) =>
    toggle.mutate(
      { scheduleId: schedule.id, payload: { isActive: !schedule.isActive } },
      {
        onSuccess: () => notify.success(schedule.isActive ? 'Horario desactivado' : 'Horario activado'),
        onError: (error) => notify.error(getErrorMessage(error, 'Error al actualizar el horario')),
      },
    );
  const addButton = (
    <Button icon={<Plus className="size-4" aria-hidden />} onClick={() => setIsFormOpen(true)}>
      Agregar horario
    </Button>
  );

  return (
    <div className="space-y-6">
      <ServiceBreadcrumb
        spaceId={spaceId}
        serviceName={service.name}
        servicePath={paths.space.service(spaceId, service.id)}
        page="Horarios"
      />

      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">Horarios de {service.name}</h1>
          <p className="mt-1 text-sm text-slate-600">
            Bloques semanales en los que se puede reservar este servicio.
          </p>
          <div className="mt-1">
            <ClinicTimeZoneNote timeZone={schedulesQuery.data[0]?.timeZone} />
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <ScheduleManagerLink spaceId={spaceId} serviceId={service.id} />
          {addButton}
        </div>
      </div>

      <section aria-labelledby="horarios-asignados" className="space-y-4">
        <h2 id="horarios-asignados" className="text-lg font-semibold text-slate-900">
          {isAdmin ? 'Horarios por miembro' : 'Tus horarios asignados'}
        </h2>
        {groups.length === 0 ? (
          <Card>
            <EmptyState
              icon={CalendarPlus}
              title={
                isAdmin ? 'Este servicio aún no tiene horarios' : 'Aún no tienes horarios en este servicio'
              }
              description="Agrega un bloque semanal para que se pueda reservar."
              action={addButton}
            />
          </Card>
        ) : (
          groups.map((group) => (
            <HostScheduleGroup
              key={group.host.id}
              host={group.host}
              schedules={group.schedules}
              currency={service.currency}
              onDelete={(scheduleIds) => setDeletion({ scheduleIds })}
              onToggleActive={toggleActive}
              pendingScheduleId={toggle.isPending ? (toggle.variables?.scheduleId ?? null) : null}
            />
          ))
        )}
      </section>

      <ScheduleFormDialog
        spaceId={spaceId}
        service={service}
        isAdmin={isAdmin}
        isOpen={isFormOpen}
        onOpenChange={setIsFormOpen}
      />
      <DeleteSchedulesDialog deletion={deletion} onClose={() => setDeletion(null)} />
    </div>
  );
}
