import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useService } from '@/api/get-service';
import { ServiceLoadError } from '@/components/service-load-error';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSpaceAccess } from '@/stores/use-space-access';
import { DeleteServiceDialog } from './delete-service-dialog';
import { BackToServices, ServiceDetailHeader, ServiceFacts } from './service-detail-sections';
import { ServiceDetailSkeleton } from './service-detail-skeleton';
import { ServiceBookingRulesCard, ServiceHostsCard } from './service-facts';
import { ServiceFormDialog } from './service-form-dialog';
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

  if (serviceQuery.isPending) return <ServiceDetailSkeleton />;
  if (serviceQuery.isError) {
    return (
      <div className="space-y-4">
        <BackToServices spaceId={spaceId} />
        <ServiceLoadError
          spaceId={spaceId}
          error={serviceQuery.error}
          onRetry={() => void serviceQuery.refetch()}
          isRetrying={serviceQuery.isFetching}
          title="Error al cargar el servicio"
          missingDescription="Puede que se haya eliminado o que pertenezca a otro espacio."
        />
      </div>
    );
  }

  const service = serviceQuery.data;
  return (
    <div className="space-y-6">
      <BackToServices spaceId={spaceId} />
      <ServiceDetailHeader
        spaceId={spaceId}
        service={service}
        isAdmin={isAdmin}
        onEdit={() => setIsEditing(true)}
        onDelete={() => setIsDeleting(true)}
      />

      <ServiceFacts service={service} />

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
