import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useClientBookings, useClientNoShowCount } from '@/api/client-bookings';
import { buttonStyles } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-error';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSpaces } from '@/stores/spaces-store';
import { useClient } from '../api/clients-api';
import { ClientCommunications } from './client-communications';
import { ClientDeleteDialog } from './client-delete-dialog';
import { ClientFormDialog } from './client-form-dialog';
import { ClientPageHeader } from './client-page-header';
import { ClientBookingsCard, ClientContactCard, ClientPetsCard } from './client-page-sections';
import { useClientRemoval } from './use-client-removal';

/** /dashboard/{spaceId}/clientes/{clientId}: one owner, their pets (alerts in red) and appointments. */
export function ClientPage() {
  const { spaceId = '', clientId = '' } = useParams();
  const clientQuery = useClient(spaceId, clientId);
  const bookingsQuery = useClientBookings(spaceId, clientId);
  const noShowQuery = useClientNoShowCount(spaceId, clientId);
  const clinic = useSpaces().data?.find((space) => space.id === spaceId) ?? null;
  const removal = useClientRemoval(spaceId, clientId);
  const [isEditing, setIsEditing] = useState(false);
  useDocumentTitle(clientQuery.data?.name ?? 'Cliente');

  if (clientQuery.isPending) {
    return (
      <div className="space-y-4" aria-busy="true">
        <span className="sr-only">Cargando cliente…</span>
        <Skeleton className="h-8 w-64" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }
  if (clientQuery.isError) {
    return (
      <Card>
        <ErrorState
          title="No se pudo cargar el cliente"
          message={getErrorMessage(clientQuery.error, 'Cliente no encontrado')}
          onRetry={() => void clientQuery.refetch()}
          isRetrying={clientQuery.isFetching}
        />
      </Card>
    );
  }
  const client = clientQuery.data;
  return (
    <div className="space-y-6 pb-20 xs:pb-0">
      <Link to={paths.space.clients(spaceId)} className={buttonStyles({ variant: 'ghost', size: 'sm' })}>
        <ArrowLeft className="size-4" aria-hidden />
        Clientes
      </Link>
      <ClientPageHeader
        spaceId={spaceId}
        client={client}
        clinic={clinic}
        bookings={bookingsQuery.data ?? []}
        onEdit={() => setIsEditing(true)}
        onDelete={removal.open}
      />
      <ClientContactCard client={client} noShowCount={noShowQuery.data} />
      <ClientPetsCard spaceId={spaceId} client={client} />
      <ClientBookingsCard spaceId={spaceId} bookingsQuery={bookingsQuery} />
      <ClientCommunications spaceId={spaceId} clientId={client.id} timeZone={clinic?.timeZone ?? 'UTC'} />
      <ClientFormDialog spaceId={spaceId} client={client} isOpen={isEditing} onOpenChange={setIsEditing} />
      <ClientDeleteDialog removal={removal} />
    </div>
  );
}
