import { DIRECTORY_MESSAGES } from '@citavet/domain/public/directory-constants';
import { clsx } from 'clsx';
import { Building2, SearchX } from 'lucide-react';
import { lazy, Suspense, useDeferredValue } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button, buttonStyles } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { paths } from '@/config/paths';
import { CONNECTION_ERROR_MESSAGE, isApiError } from '@/lib/api-error';
import { formatNumber } from '@/lib/formatters';
import { type DirectoryFilters, useDirectorySpaces } from '../api/get-directory-spaces';
import { useIsWide } from '../use-is-wide';
import { DirectoryCard } from './directory-card';
import { DirectoryCardSkeleton } from './directory-card-skeleton';

// Leaflet (about 45 KB gzip) loads only on wide screens, after the list.
const DirectoryMap = lazy(() => import('./directory-map'));

const SKELETON_CARDS = 6;
const gridClasses = 'grid gap-4 sm:grid-cols-2 lg:gap-6';

interface DirectoryResultsProps {
  filters: DirectoryFilters;
  onClearSearch: () => void;
}

function resultsLabel(shown: number, query: string, place: string | null): string {
  const clinics = `${formatNumber(shown)} ${shown === 1 ? 'veterinaria' : 'veterinarias'}`;
  if (place !== null) return `${clinics} cerca de ${place}, de la más cercana a la más lejana`;
  return query ? `${clinics} para «${query}»` : `${clinics} con reserva en línea`;
}

export function DirectoryResults({ filters, onClearSearch }: DirectoryResultsProps) {
  const query = filters.query;
  const directory = useDirectorySpaces(filters);
  const isWide = useIsWide();
  const { error, isPlaceholderData } = directory;
  // A page of results is the directory's heaviest render, and a query's answer is an urgent update
  // (one long task on a phone). A deferred copy makes React render it as a transition, in slices
  // that yield to the browser (decision 065).
  const data = useDeferredValue(directory.data);

  if (directory.isPending || (data === undefined && !directory.isError)) {
    return <ResultsSkeleton />;
  }

  // A failed new search must not leave the previous search's clinics on screen as if they matched.
  if (directory.isError && (!data || isPlaceholderData)) {
    const isConnectionFailure = isApiError(error) && error.isConnectionFailure;
    const isPlaceUnknown = isApiError(error) && error.code === 'PLACE_NOT_FOUND';
    return (
      <ErrorState
        className="rounded-card border border-slate-200 bg-white"
        title={isPlaceUnknown ? DIRECTORY_MESSAGES.placeNotFound : DIRECTORY_MESSAGES.loadFailed}
        message={isConnectionFailure ? CONNECTION_ERROR_MESSAGE : undefined}
        onRetry={() => directory.refetch()}
        isRetrying={directory.isRefetching}
      />
    );
  }

  const spaces = data?.pages.flatMap((page) => page.spaces) ?? [];
  const origin = data?.pages[0]?.origin ?? null;
  const place = origin ? (origin.label ?? 'tu ubicación') : null;
  const isFiltered = isFilteredSearch(filters);

  if (spaces.length === 0) {
    return <NoResults isFiltered={isFiltered} query={query} onClearSearch={onClearSearch} />;
  }

  const isSearching = isPlaceholderData && directory.isFetching;
  return (
    <div aria-busy={isSearching || undefined}>
      <p role="status" className="mb-4 text-sm text-slate-600 tabular-nums">
        {isSearching ? 'Buscando...' : resultsLabel(spaces.length, query, place)}
      </p>
      <div className="lg:grid lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-6">
        <ul className={clsx(gridClasses, 'transition-opacity', isSearching && 'opacity-60')}>
          {spaces.map((space) => (
            <li key={space.id}>
              <DirectoryCard space={space} />
            </li>
          ))}
        </ul>
        {isWide && (
          <div className="sticky top-4 hidden h-[calc(100dvh-2rem)] lg:block">
            <Suspense fallback={<div className="h-full rounded-card bg-slate-100" aria-hidden />}>
              <DirectoryMap spaces={spaces} origin={origin} />
            </Suspense>
          </div>
        )}
      </div>
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
          <p className="text-xs text-slate-500 tabular-nums">Mostrando {formatNumber(spaces.length)}</p>
        </div>
      )}
    </div>
  );
}

/** Whether the visitor narrowed the directory: a search, a place or any filter. */
function isFilteredSearch(filters: DirectoryFilters): boolean {
  return (
    filters.query !== '' ||
    filters.point !== undefined ||
    filters.near !== undefined ||
    filters.category !== undefined ||
    filters.species !== undefined ||
    filters.available !== undefined ||
    filters.isOpenNow === true
  );
}

/** The first page on its way: cards of the same size as the clinics'. */
function ResultsSkeleton() {
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

interface NoResultsProps {
  isFiltered: boolean;
  query: string;
  onClearSearch: () => void;
}

/** Nothing found for the search (a way to clear it), or no clinic takes bookings yet (a way to join). */
function NoResults({ isFiltered, query, onClearSearch }: NoResultsProps) {
  return isFiltered ? (
    <EmptyState
      className="rounded-card border border-slate-200 bg-white"
      icon={SearchX}
      title={
        query
          ? `No encontramos veterinarias para «${query}»`
          : 'No encontramos veterinarias con estos filtros'
      }
      description="Prueba con otro nombre, otra ciudad o menos filtros."
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
