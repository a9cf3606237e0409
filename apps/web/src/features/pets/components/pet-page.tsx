import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { buttonStyles } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-error';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSpaceAccess } from '@/stores/use-space-access';
import { usePet } from '../api/pets-api';
import { PetHistory } from '../records/pet-history';
import { RecordOverviewCard } from '../records/record-overview-card';
import { PetBookingsCard } from './pet-bookings-card';
import { PetAlerts, PetDialogs, PetFactsCard, PetPageHeader } from './pet-page-sections';
import { PetPhotoCard } from './pet-photo-card';

/** /dashboard/{spaceId}/mascotas/{petId}: the pet's record, alerts first and in red. */
export function PetPage() {
  const { can } = useSpaceAccess();
  const { spaceId = '', petId = '' } = useParams();
  const petQuery = usePet(spaceId, petId);
  const [isEditing, setIsEditing] = useState(false);
  const [isDeleteOpen, setIsDeleteOpen] = useState(false);
  useDocumentTitle(petQuery.data?.name ?? 'Mascota');

  if (petQuery.isPending) {
    return (
      <div className="space-y-4" aria-busy="true">
        <span className="sr-only">Cargando mascota…</span>
        <Skeleton className="h-8 w-48" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }
  if (petQuery.isError) {
    return (
      <Card>
        <ErrorState
          title="No se pudo cargar la mascota"
          message={getErrorMessage(petQuery.error, 'Mascota no encontrada')}
          onRetry={() => void petQuery.refetch()}
          isRetrying={petQuery.isFetching}
        />
      </Card>
    );
  }
  const pet = petQuery.data;
  const ownerPath = paths.space.client(spaceId, pet.owner.id);
  return (
    <div className="space-y-6 pb-20 xs:pb-0">
      <Link to={ownerPath} className={buttonStyles({ variant: 'ghost', size: 'sm' })}>
        <ArrowLeft className="size-4" aria-hidden />
        {pet.owner.name}
      </Link>
      <PetPageHeader
        spaceId={spaceId}
        pet={pet}
        onEdit={() => setIsEditing(true)}
        onDelete={() => setIsDeleteOpen(true)}
      />

      <PetAlerts alerts={pet.alerts} />

      <PetPhotoCard spaceId={spaceId} pet={pet} />

      <PetFactsCard spaceId={spaceId} pet={pet} />

      <PetBookingsCard spaceId={spaceId} petId={pet.id} ownerId={pet.owner.id} />
      {can('records.readContent') ? (
        <PetHistory
          spaceId={spaceId}
          petId={petId}
          petName={pet.name}
          ownerId={pet.owner.id}
          alerts={pet.alerts}
        />
      ) : (
        <RecordOverviewCard spaceId={spaceId} petId={petId} />
      )}

      <PetDialogs
        spaceId={spaceId}
        pet={pet}
        isEditing={isEditing}
        onEditingChange={setIsEditing}
        isDeleteOpen={isDeleteOpen}
        onDeleteOpenChange={setIsDeleteOpen}
      />
    </div>
  );
}
