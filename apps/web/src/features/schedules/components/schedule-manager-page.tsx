import { useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { useHostOptions } from '@/api/get-host-options';
import { useService } from '@/api/get-service';
import { useServiceSchedules } from '@/api/get-service-schedules';
import { ServiceLoadError } from '@/components/service-load-error';
import { Card, CardContent } from '@/components/ui/card';
import { Select } from '@/components/ui/select';
import { notify } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSpaceAccess } from '@/stores/use-space-access';
import { HostWeekEditor } from './host-week-editor';
import { ServiceBreadcrumb } from './service-breadcrumb';
import { ServiceSchedulesSkeleton } from './service-schedules-skeleton';

/** /dashboard/{spaceId}/servicios/{serviceId}/schedule-manager: 'Configurar Horarios'. */
export function ScheduleManagerPage() {
  const { spaceId, serviceId } = useParams();
  if (!spaceId || !serviceId) return <Navigate to={paths.dashboard} replace />;
  return <ScheduleManagerScreen spaceId={spaceId} serviceId={serviceId} />;
}

function ScheduleManagerScreen({ spaceId, serviceId }: { spaceId: string; serviceId: string }) {
  useDocumentTitle('Configurar Horarios');
  const navigate = useNavigate();
  const { user, isAdmin } = useSpaceAccess();
  const serviceQuery = useService(serviceId);
  const schedulesQuery = useServiceSchedules(serviceId);
  const hostsQuery = useHostOptions(spaceId, { isEnabled: isAdmin });
  const [chosenHostId, setChosenHostId] = useState('');

  const isLoading = serviceQuery.isPending || schedulesQuery.isPending || (isAdmin && hostsQuery.isPending);
  const error = serviceQuery.error ?? schedulesQuery.error ?? (isAdmin ? hostsQuery.error : null);
  if (error) {
    return (
      <ServiceLoadError
        spaceId={spaceId}
        title="Error al cargar los horarios"
        error={error}
        onRetry={() => {
          void serviceQuery.refetch();
          void schedulesQuery.refetch();
          if (isAdmin) void hostsQuery.refetch();
        }}
      />
    );
  }
  if (isLoading || !serviceQuery.data || !schedulesQuery.data) return <ServiceSchedulesSkeleton />;

  const service = serviceQuery.data;
  const hosts = hostsQuery.data ?? [];
  // An admin edits the chosen member's week (their own to start with); anyone else their own.
  const defaultHostId = hosts.some((host) => host.id === user?.id) ? user?.id : hosts[0]?.id;
  const hostId = isAdmin ? chosenHostId || defaultHostId || '' : (user?.id ?? '');
  const hostSchedules = schedulesQuery.data.filter((schedule) => schedule.hostId === hostId);

  return (
    <div className="space-y-6">
      <ServiceBreadcrumb
        spaceId={spaceId}
        serviceName={service.name}
        servicePath={paths.space.serviceSchedules(spaceId, service.id)}
        page="Configurar Horarios"
      />
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Configurar Horarios</h1>
        <p className="mt-1 text-sm text-slate-600">
          La semana de {service.name}: elige los días y ajusta los rangos en la línea de tiempo.
        </p>
      </div>

      <Card>
        <CardContent className="space-y-6">
          {isAdmin ? (
            <Select
              label="Miembro del equipo"
              id="configurar-miembro"
              options={hosts.map((host) => ({ value: host.id, label: host.name }))}
              value={hostId}
              onChange={(event) => setChosenHostId(event.target.value)}
              className="max-w-sm"
            />
          ) : (
            <h2 className="text-lg font-semibold text-slate-900">Tus horarios asignados</h2>
          )}
          {hostId && (
            <HostWeekEditor
              // A different host is a different week: start the editor again from their ranges.
              key={hostId}
              serviceId={service.id}
              hostId={isAdmin ? hostId : undefined}
              storedSchedules={hostSchedules}
              timeZone={schedulesQuery.data[0]?.timeZone}
              onSaved={() => {
                notify.success('Horarios guardados exitosamente');
                navigate(paths.space.serviceSchedules(spaceId, service.id));
              }}
            />
          )}
        </CardContent>
      </Card>
    </div>
  );
}
