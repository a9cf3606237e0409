import { CalendarPlus } from 'lucide-react';
import { Link } from 'react-router';
import { useServiceSchedules } from '@/api/get-service-schedules';
import { ClinicTimeZoneNote } from '@/components/clinic-time-zone-note';
import { buttonStyles } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-error';
import { ServiceWeeklyGrid } from './service-weekly-grid';

interface ServiceWeekSectionProps {
  spaceId: string;
  serviceId: string;
}

/** 'Horario semanal' of the service detail, with its own loading, empty and error states. */
export function ServiceWeekSection({ spaceId, serviceId }: ServiceWeekSectionProps) {
  const schedulesQuery = useServiceSchedules(serviceId);

  const renderBody = () => {
    if (schedulesQuery.isPending) {
      return (
        <div className="grid gap-2 sm:grid-cols-7" aria-busy="true">
          {['d', 'l', 'm', 'x', 'j', 'v', 's'].map((key) => (
            <Skeleton key={key} className="h-24" />
          ))}
        </div>
      );
    }
    if (schedulesQuery.isError) {
      return (
        <ErrorState
          title="Error al cargar los horarios"
          message={getErrorMessage(schedulesQuery.error, 'No se pudieron cargar los horarios del servicio')}
          onRetry={() => void schedulesQuery.refetch()}
          isRetrying={schedulesQuery.isFetching}
        />
      );
    }
    if (schedulesQuery.data.length === 0) {
      return (
        <EmptyState
          icon={CalendarPlus}
          title="Este servicio aún no tiene horarios"
          description="Asigna horarios semanales para que se pueda reservar."
          action={
            <Link to={paths.space.serviceSchedules(spaceId, serviceId)} className={buttonStyles()}>
              Agregar horarios
            </Link>
          }
        />
      );
    }
    return <ServiceWeeklyGrid schedules={schedulesQuery.data} />;
  };

  return (
    <Card>
      <CardHeader className="flex flex-wrap items-baseline justify-between gap-2">
        <CardTitle>Horario semanal</CardTitle>
        <ClinicTimeZoneNote timeZone={schedulesQuery.data?.[0]?.timeZone} />
      </CardHeader>
      <CardContent>{renderBody()}</CardContent>
    </Card>
  );
}
