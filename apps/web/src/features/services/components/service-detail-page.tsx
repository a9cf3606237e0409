import {
  ArrowLeft,
  Banknote,
  CalendarClock,
  Clock,
  Pencil,
  SearchX,
  Settings2,
  Trash2,
  Users,
} from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useService } from '@/api/get-service';
import { Badge } from '@/components/ui/badge';
import { Button, buttonStyles } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { StatCard } from '@/components/ui/stat-card';
import { paths } from '@/config/paths';
import { getErrorMessage, isApiError } from '@/lib/api-error';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSpaceAccess } from '@/stores/use-space-access';
import { categoryLabel, formatDuration, formatPrice } from '../service-format';
import { DeleteServiceDialog } from './delete-service-dialog';
import { ServiceDetailSkeleton } from './service-detail-skeleton';
import { ServiceBookingRulesCard, ServiceHostsCard } from './service-facts';
import { ServiceFormDialog } from './service-form-dialog';
import { ServiceStatusBadge } from './service-status-toggle';
import { ServiceWeekSection } from './service-week-section';

/** /dashboard/{spaceId}/servicios/{serviceId}: a service's detail. */
export function ServiceDetailPage() {
  const { spaceId = '', serviceId = '' } = useParams();
  const navigate = useNavigate();
  const { isAdmin } = useSpaceAccess();
  const serviceQuery = useService(serviceId);
  const [isEditing, setIsEditing] = useState(false);
  const [isDeleting, setIsDeleting] = useState(false);
  useDocumentTitle(serviceQuery.data?.name ?? 'Detalle del servicio');

  const backLink = (
    <Link
      to={paths.space.services(spaceId)}
      className="inline-flex items-center gap-1.5 text-sm font-medium text-slate-600 hover:text-primary"
    >
      <ArrowLeft className="size-4" aria-hidden />
      Volver a servicios
    </Link>
  );

  if (serviceQuery.isPending) return <ServiceDetailSkeleton />;
  if (serviceQuery.isError) {
    const isMissing = isApiError(serviceQuery.error) && serviceQuery.error.status === 404;
    return (
      <div className="space-y-4">
        {backLink}
        <Card>
          {isMissing ? (
            <EmptyState
              icon={SearchX}
              title="Servicio no encontrado"
              description="Puede que se haya eliminado o que pertenezca a otro espacio."
              action={
                <Link to={paths.space.services(spaceId)} className={buttonStyles()}>
                  Volver a servicios
                </Link>
              }
            />
          ) : (
            <ErrorState
              title="Error al cargar el servicio"
              message={getErrorMessage(serviceQuery.error, 'Error al cargar el servicio')}
              onRetry={() => void serviceQuery.refetch()}
              isRetrying={serviceQuery.isFetching}
            />
          )}
        </Card>
      </div>
    );
  }

  const service = serviceQuery.data;
  const category = categoryLabel(service.category);
  return (
    <div className="space-y-6">
      {backLink}
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-2xl font-bold tracking-tight text-slate-900">{service.name}</h1>
            <ServiceStatusBadge isActive={service.isActive} />
            {category && <Badge tone="primary">{category}</Badge>}
          </div>
          {service.description && (
            <p className="mt-1 max-w-2xl text-sm text-slate-600">{service.description}</p>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to={paths.space.serviceSchedules(spaceId, service.id)} className={buttonStyles()}>
            <CalendarClock className="size-4" aria-hidden />
            Gestionar horarios
          </Link>
          <Link
            to={paths.space.serviceScheduleManager(spaceId, service.id)}
            className={buttonStyles({ variant: 'outline' })}
          >
            <Settings2 className="size-4" aria-hidden />
            Configurar Horarios
          </Link>
          {isAdmin && (
            <>
              <Button
                variant="outline"
                icon={<Pencil className="size-4" aria-hidden />}
                onClick={() => setIsEditing(true)}
              >
                Editar
              </Button>
              <Button
                variant="ghost"
                className="text-error hover:bg-error/10"
                icon={<Trash2 className="size-4" aria-hidden />}
                onClick={() => setIsDeleting(true)}
              >
                Eliminar
              </Button>
            </>
          )}
        </div>
      </div>

      <section aria-label="Datos del servicio" className="grid grid-cols-3 gap-3">
        <StatCard
          valueClassName="text-lg xs:text-xl"
          icon={Clock}
          label="Duración"
          value={formatDuration(service.duration)}
        />
        <StatCard
          valueClassName="text-lg xs:text-xl"
          icon={Banknote}
          label="Precio"
          value={formatPrice(service.price, service.currency)}
        />
        <StatCard
          valueClassName="text-lg xs:text-xl"
          icon={Users}
          label="Hosts"
          value={String(service.hosts.length)}
        />
      </section>

      <ServiceWeekSection spaceId={spaceId} serviceId={service.id} />

      <div className="grid gap-6 lg:grid-cols-2">
        <ServiceHostsCard service={service} />
        <ServiceBookingRulesCard service={service} />
      </div>

      <ServiceFormDialog spaceId={spaceId} service={service} isOpen={isEditing} onOpenChange={setIsEditing} />
      <DeleteServiceDialog
        service={isDeleting ? service : null}
        onClose={() => setIsDeleting(false)}
        onDeleted={() => navigate(paths.space.services(spaceId), { replace: true })}
      />
    </div>
  );
}
