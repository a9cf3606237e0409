import { lazy, Suspense } from 'react';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { Skeleton } from '@/components/ui/skeleton';
import type { LocationMapProps } from './location-map';

// Leaflet (about 150 kB with its CSS) is fetched the first time a map is shown, never with the page.
const LocationMap = lazy(() => import('./location-map').then((module) => ({ default: module.LocationMap })));

/** The map to use from pages: loads Leaflet on demand and shows a placeholder of the same size meanwhile. */
export function LazyLocationMap(props: LocationMapProps) {
  return (
    <ErrorBoundary>
      <Suspense
        fallback={
          <div role="status" aria-label="Cargando mapa..." className={props.className ?? 'h-72'}>
            <Skeleton className="size-full rounded-card" />
          </div>
        }
      >
        <LocationMap {...props} />
      </Suspense>
    </ErrorBoundary>
  );
}
