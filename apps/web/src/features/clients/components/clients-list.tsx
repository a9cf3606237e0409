import type { Client } from '@citavet/domain/clients/client.schema';
import { PET_SPECIES_LABELS } from '@citavet/domain/pets/pet.schema';
import { PawPrint, Plus, TriangleAlert, Users } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-error';
import type { useClients } from '../api/clients-api';

/** The clients found (how many, and how many are shown), or the loading, error or empty state. */
export function ClientsList({
  spaceId,
  clientsQuery,
  debouncedSearch,
  onCreate,
}: {
  spaceId: string;
  clientsQuery: ReturnType<typeof useClients>;
  debouncedSearch: string;
  onCreate: () => void;
}) {
  const clients = clientsQuery.data?.clients ?? [];
  if (clientsQuery.isPending) {
    return (
      <Card className="space-y-3 p-4" aria-busy="true">
        <span className="sr-only">Cargando clientes…</span>
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} className="h-14 w-full" />
        ))}
      </Card>
    );
  }
  if (clientsQuery.isError) {
    return (
      <Card>
        <ErrorState
          title="Error al cargar los clientes"
          message={getErrorMessage(clientsQuery.error, 'Error al cargar clientes')}
          onRetry={() => void clientsQuery.refetch()}
          isRetrying={clientsQuery.isFetching}
        />
      </Card>
    );
  }
  if (clients.length === 0) {
    return (
      <Card>
        <EmptyState
          icon={Users}
          title={debouncedSearch ? 'Sin resultados' : 'Todavía no hay clientes'}
          description={
            debouncedSearch
              ? `Ningún cliente ni mascota coincide con «${debouncedSearch}».`
              : 'Los clientes que reservan por la página pública aparecen aquí; también puedes crearlos.'
          }
          action={
            !debouncedSearch && (
              <Button icon={<Plus className="size-4" aria-hidden />} onClick={onCreate}>
                Nuevo Cliente
              </Button>
            )
          }
        />
      </Card>
    );
  }
  const { total, hasMore } = clientsQuery.data.pagination;
  return (
    <Card className="divide-y divide-slate-200 p-0">
      <p className="px-4 py-2 text-xs text-slate-600" aria-live="polite">
        {hasMore ? `Al menos ${total} clientes` : total === 1 ? '1 cliente' : `${total} clientes`}
        {total > clients.length && ` (se muestran los primeros ${clients.length})`}
      </p>
      <ul aria-label="Clientes" className="divide-y divide-slate-100">
        {clients.map((client) => (
          <ClientRow key={client.id} spaceId={spaceId} client={client} />
        ))}
      </ul>
    </Card>
  );
}

function ClientRow({ spaceId, client }: { spaceId: string; client: Client }) {
  const contact = [client.phone, client.email].filter(Boolean).join(' · ');
  return (
    <li className="px-4 py-3">
      <Link
        to={paths.space.client(spaceId, client.id)}
        className="font-medium text-slate-900 underline-offset-2 hover:text-primary hover:underline"
      >
        {client.name}
      </Link>
      {contact && <p className="text-sm text-slate-600">{contact}</p>}
      {client.pets.length > 0 && (
        <ul className="mt-2 flex flex-wrap gap-2" aria-label={`Mascotas de ${client.name}`}>
          {client.pets.map((pet) => (
            <li key={pet.id}>
              <Link
                to={paths.space.pet(spaceId, pet.id)}
                className="inline-flex items-center gap-1.5 rounded-full border border-slate-200 bg-slate-50 px-2.5 py-1 text-sm text-slate-800 hover:border-primary hover:text-primary"
              >
                <PawPrint className="size-3.5" aria-hidden />
                {pet.name}
                <span className="text-slate-600">· {PET_SPECIES_LABELS[pet.species]}</span>
                {pet.alerts.length > 0 && (
                  <span className="inline-flex items-center gap-0.5 font-medium text-error">
                    <TriangleAlert className="size-3.5" aria-hidden />
                    <span className="sr-only">Alertas:</span>
                    {pet.alerts.join(', ')}
                  </span>
                )}
                {pet.isDeceased && <span className="text-slate-600">(fallecida)</span>}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
