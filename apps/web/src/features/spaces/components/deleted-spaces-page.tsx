import type { DeletedSpace } from '@citavet/domain/spaces/space-ownership';
import { ArchiveRestore, RotateCcw } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { notify } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-error';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useDeletedSpaces, useRestoreSpace, useSpaceListsRefreshedOnArrival } from '../api/deleted-spaces';

const dateFormat = new Intl.DateTimeFormat('es-ES', { dateStyle: 'long' });
const formatDay = (iso: string) => dateFormat.format(new Date(iso));

/**
 * /settings/espacios-eliminados: the spaces the signed-in OWNER deleted and may still restore, each with the
 * last day it can be restored (decision 067). Reachable with no live space left: the route only needs
 * a session.
 */
export function DeletedSpacesPage() {
  useDocumentTitle('Espacios eliminados');
  useSpaceListsRefreshedOnArrival();
  const deleted = useDeletedSpaces();
  const navigate = useNavigate();
  // Here and not in each card: a restored space's card leaves the list before the answer is handled.
  const restore = useRestoreSpace();
  const onRestore = (space: DeletedSpace) =>
    restore.mutate(space.id, {
      onSuccess: () => {
        notify.success(`${space.name} vuelve a estar disponible`);
        navigate(paths.space.members(space.id));
      },
      onError: (error) => notify.error(getErrorMessage(error, 'No se pudo restaurar el espacio')),
    });
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Espacios eliminados</h1>
        <p className="mt-1 text-sm text-slate-600">
          Los espacios que eliminaste siguen guardados durante el plazo de conservación. Mientras tanto puedes
          restaurarlos tal como estaban: equipo, clientes, agenda y página pública.
        </p>
      </div>
      {deleted.isPending ? (
        <Card className="space-y-3 p-4" aria-busy="true" aria-label="Cargando espacios eliminados">
          <Skeleton className="h-6 w-1/2" />
          <Skeleton className="h-4 w-1/3" />
        </Card>
      ) : deleted.isError ? (
        <Card>
          <ErrorState
            title="No se pudieron cargar los espacios eliminados"
            message={getErrorMessage(deleted.error, 'Comprueba tu conexión e inténtalo de nuevo.')}
            onRetry={() => void deleted.refetch()}
            isRetrying={deleted.isFetching}
          />
        </Card>
      ) : deleted.data.length === 0 ? (
        <Card>
          <EmptyState
            icon={ArchiveRestore}
            title="No tienes espacios eliminados"
            description="Cuando el propietario elimina un espacio, aparece aquí hasta que termina su plazo de conservación."
          />
        </Card>
      ) : (
        <ul className="space-y-3" aria-label="Espacios eliminados">
          {deleted.data.map((space) => (
            <li key={space.id}>
              <DeletedSpaceCard
                space={space}
                isRestoring={restore.isPending && restore.variables === space.id}
                isDisabled={restore.isPending}
                onRestore={onRestore}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

interface DeletedSpaceCardProps {
  space: DeletedSpace;
  isRestoring: boolean;
  isDisabled: boolean;
  onRestore: (space: DeletedSpace) => void;
}

function DeletedSpaceCard({ space, isRestoring, isDisabled, onRestore }: DeletedSpaceCardProps) {
  return (
    <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <h2 className="truncate font-semibold text-slate-900">{space.name}</h2>
        <p className="text-sm text-slate-600">
          Eliminado el <time dateTime={space.deletedAt}>{formatDay(space.deletedAt)}</time>. Puedes
          restaurarlo hasta el{' '}
          <time dateTime={space.restorableUntil}>{formatDay(space.restorableUntil)}</time>.
        </p>
      </div>
      <Button
        icon={<RotateCcw className="size-4" aria-hidden />}
        isLoading={isRestoring}
        disabled={isDisabled}
        onClick={() => onRestore(space)}
        aria-label={`Restaurar ${space.name}`}
      >
        Restaurar
      </Button>
    </Card>
  );
}
