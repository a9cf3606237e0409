import { DIRECTORY_MESSAGES } from '@citavet/domain/public/directory-constants';
import { clsx } from 'clsx';
import { Building2, SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button, buttonStyles } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { paths } from '@/config/paths';
import { CONNECTION_ERROR_MESSAGE, isApiError } from '@/lib/api-error';
import { formatNumber } from '@/lib/formatters';
import { useDirectorySpaces } from '../api/get-directory-spaces';
import { DirectoryCard } from './directory-card';
import { DirectoryCardSkeleton } from './directory-card-skeleton';

const SKELETON_CARDS = 6;
const gridClasses = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3 lg:gap-6';

interface DirectoryResultsProps {
  query: string;
  onClearSearch: () => void;
}

function resultsLabel(total: number, query: string): string {
  const clinics = `${formatNumber(total)} ${total === 1 ? 'veterinaria' : 'veterinarias'}`;
  return query ? `${clinics} para «${query}»` : `${clinics} con reserva en línea`;
}

export function DirectoryResults({ query, onClearSearch }: DirectoryResultsProps) {
  const directory = useDirectorySpaces(query);
  const { data, error, isPlaceholderData } = directory;

  if (directory.isPending) {
    return (
      <div aria-busy="true">
        <p className="sr-only" role="status">
          Cargando veterinarias...
        </p>
        <div className={gridClasses}>
          {Array.from({ length: SKELETON_CARDS }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders with no identity.
            <DirectoryCardSkeleton key={index} />
          ))}
        </div>
      </div>
    );
  }

  // A failed new search must not leave the previous search's clinics on screen as if they matched.
  if (directory.isError && (!data || isPlaceholderData)) {
    const isConnectionFailure = isApiError(error) && error.isConnectionFailure;
    return (
      <ErrorState
        className="rounded-card border border-slate-200 bg-white"
        title={DIRECTORY_MESSAGES.loadFailed}
        message={isConnectionFailure ? CONNECTION_ERROR_MESSAGE : undefined}
        onRetry={() => directory.refetch()}
        isRetrying={directory.isRefetching}
      />
    );
  }

  const spaces = data?.pages.flatMap((page) => page.spaces) ?? [];
  const total = data?.pages[0]?.total ?? 0;

  if (spaces.length === 0) {
    return query ? (
      <EmptyState
        className="rounded-card border border-slate-200 bg-white"
        icon={SearchX}
        title={`No encontramos veterinarias para «${query}»`}
        description="Prueba con otro nombre o con otra ciudad."
        action={
          <Button variant="outline" onClick={onClearSearch}>
            Limpiar búsqueda
          </Button>
        }
      />
    ) : (
      <EmptyState
        className="rounded-card border border-slate-200 bg-white"
        icon={Building2}
        title={DIRECTORY_MESSAGES.empty}
        description="Todavía ninguna clínica ofrece reservas en línea. ¿Tienes una veterinaria? Publica tu agenda y recibe citas."
        action={
          <Link to={paths.register} className={buttonStyles({ variant: 'primary' })}>
            Registrar mi veterinaria
          </Link>
        }
      />
    );
  }

  const isSearching = isPlaceholderData && directory.isFetching;
  return (
    <div aria-busy={isSearching || undefined}>
      <p role="status" className="mb-4 text-sm text-slate-600 tabular-nums">
        {isSearching ? 'Buscando...' : resultsLabel(total, query)}
      </p>
      <ul className={clsx(gridClasses, 'transition-opacity', isSearching && 'opacity-60')}>
        {spaces.map((space) => (
          <li key={space.id}>
            <DirectoryCard space={space} />
          </li>
        ))}
      </ul>
      {directory.isFetchNextPageError && (
        <Alert kind="error" className="mt-6">
          {DIRECTORY_MESSAGES.loadFailed}
        </Alert>
      )}
      {directory.hasNextPage && !isSearching && (
        <div className="mt-8 flex flex-col items-center gap-2">
          <Button
            variant="outline"
            onClick={() => directory.fetchNextPage()}
            isLoading={directory.isFetchingNextPage}
          >
            {directory.isFetchNextPageError ? 'Reintentar' : 'Cargar más'}
          </Button>
          <p className="text-xs text-slate-500 tabular-nums">
            Mostrando {formatNumber(spaces.length)} de {formatNumber(total)}
          </p>
        </div>
      )}
    </div>
  );
}
