import type { Service } from '@citavet/domain/services/service.schema';
import { CalendarDays, Plus, Stethoscope } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Button, buttonStyles } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-error';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSpaceAccess } from '@/stores/use-space-access';
import { useServices } from '../api/get-services';
import { DeleteServiceDialog } from './delete-service-dialog';
import { ServiceCards } from './service-cards';
import { ServiceFormDialog } from './service-form-dialog';
import { ServicesSkeleton } from './services-skeleton';
import { ServicesStats } from './services-stats';
import { ServicesTable } from './services-table';

type FormState = { isOpen: false } | { isOpen: true; service: Service | null };

/** /dashboard/{spaceId}/servicios: 'Gestión de Servicios'. */
export function ServicesPage() {
  useDocumentTitle('Gestión de Servicios');
  const { spaceId = '' } = useParams();
  const { isAdmin } = useSpaceAccess();
  const servicesQuery = useServices(spaceId);
  const [formState, setFormState] = useState<FormState>({ isOpen: false });
  const [serviceToDelete, setServiceToDelete] = useState<Service | null>(null);

  const openCreate = () => setFormState({ isOpen: true, service: null });
  const openEdit = (service: Service) => setFormState({ isOpen: true, service });

  const renderContent = () => {
    if (servicesQuery.isPending) return <ServicesSkeleton />;
    if (servicesQuery.isError) {
      return (
        <Card>
          <ErrorState
            title="Error al cargar los servicios"
            message={getErrorMessage(servicesQuery.error, 'Error al cargar servicios')}
            onRetry={() => void servicesQuery.refetch()}
            isRetrying={servicesQuery.isFetching}
          />
        </Card>
      );
    }
    const services = servicesQuery.data;
    if (services.length === 0) {
      return (
        <Card>
          <EmptyState
            icon={Stethoscope}
            title="No hay servicios"
            description={
              isAdmin
                ? 'Crea tu primer servicio para empezar a recibir reservas.'
                : 'Cuando un administrador cree servicios aparecerán aquí.'
            }
            action={
              isAdmin && (
                <Button icon={<Plus className="size-4" aria-hidden />} onClick={openCreate}>
                  Crear Primer Servicio
                </Button>
              )
            }
          />
        </Card>
      );
    }
    const listProps = { spaceId, services, isAdmin, onEdit: openEdit, onDelete: setServiceToDelete };
    return (
      <div className="space-y-6">
        <ServicesStats services={services} />
        <div className="hidden xs:block">
          <ServicesTable {...listProps} />
        </div>
        <div className="xs:hidden">
          <ServiceCards {...listProps} />
        </div>
      </div>
    );
  };

  return (
    <div className="space-y-6 pb-20 xs:pb-0">
      <ServicesHeader spaceId={spaceId} isAdmin={isAdmin} onCreate={openCreate} />

      {renderContent()}

      {isAdmin && <NewServiceFab onClick={openCreate} />}

      <ServiceFormDialog
        spaceId={spaceId}
        service={formState.isOpen ? formState.service : null}
        isOpen={formState.isOpen}
        onOpenChange={(isOpen) => !isOpen && setFormState({ isOpen: false })}
      />
      <DeleteServiceDialog service={serviceToDelete} onClose={() => setServiceToDelete(null)} />
    </div>
  );
}

interface ServicesHeaderProps {
  spaceId: string;
  isAdmin: boolean;
  onCreate: () => void;
}

/** The title, what the page holds, 'Vista de Horarios' and (admins, wide screens) 'Nuevo Servicio'. */
function ServicesHeader({ spaceId, isAdmin, onCreate }: ServicesHeaderProps) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-4">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Gestión de Servicios</h1>
        <p className="mt-1 text-sm text-slate-600">
          Los servicios de tu veterinaria, su duración, su precio y quién los atiende.
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Link to={paths.space.schedules(spaceId)} className={buttonStyles({ variant: 'outline' })}>
          <CalendarDays className="size-4" aria-hidden />
          Vista de Horarios
        </Link>
        {isAdmin && (
          // On phones the floating button below takes this place.
          <span className="hidden xs:block">
            <Button icon={<Plus className="size-4" aria-hidden />} onClick={onCreate}>
              Nuevo Servicio
            </Button>
          </span>
        )}
      </div>
    </div>
  );
}

/** 'Nuevo Servicio' on phones: a floating button in the corner. */
function NewServiceFab({ onClick }: { onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label="Nuevo Servicio"
      className="fixed right-4 bottom-6 z-30 flex size-14 cursor-pointer items-center justify-center rounded-full bg-primary text-white shadow-overlay transition-colors hover:bg-primary-hover xs:hidden"
    >
      <Plus className="size-6" aria-hidden />
    </button>
  );
}
