import { useEffect, useRef, useState } from 'react';
import { LazyLocationMap } from '@/components/map/lazy-location-map';
import type { MapPosition } from '@/components/map/map-position';
import { Skeleton } from '@/components/ui/skeleton';

interface VisibleMapProps {
  position: MapPosition;
  label: string;
  markerLabel: string;
}

const MAP_HEIGHT = 'h-64';

/**
 * Leaflet and its tiles cost more than the rest of the page: they load only once the map is about to
 * scroll into view (200 px ahead), and never for a visitor who does not scroll that far.
 */
export function VisibleMap({ position, label, markerLabel }: VisibleMapProps) {
  const placeholderRef = useRef<HTMLDivElement>(null);
  const [isNearView, setIsNearView] = useState(false);

  useEffect(() => {
    const element = placeholderRef.current;
    if (isNearView || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setIsNearView(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setIsNearView(true);
          observer.disconnect();
        }
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [isNearView]);

  return (
    <div ref={placeholderRef} className={`mt-4 ${MAP_HEIGHT}`}>
      {isNearView ? (
        <LazyLocationMap position={position} label={label} markerLabel={markerLabel} className={MAP_HEIGHT} />
      ) : (
        <Skeleton className="size-full rounded-card" />
      )}
    </div>
  );
}
