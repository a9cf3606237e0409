import 'leaflet/dist/leaflet.css';
import { clsx } from 'clsx';
import type { LatLng, Marker as LeafletMarker } from 'leaflet';
import { useEffect, useRef } from 'react';
import { MapContainer, Marker, TileLayer, useMap } from 'react-leaflet';
import { markerIcon } from './map-marker-icon';
import {
  type MapPosition,
  OSM_ATTRIBUTION,
  OSM_TILE_URL,
  roundCoordinate,
  STREET_ZOOM,
} from './map-position';

export interface LocationMapProps {
  position: MapPosition;
  /** Names the map region for screen readers, e.g. 'Mapa de la ubicación'. */
  label: string;
  /** Names the marker (its title and image alt text). */
  markerLabel: string;
  /** When given, the marker can be dragged or, once focused, nudged with the arrow keys. */
  onPositionChange?: (position: MapPosition) => void;
  zoom?: number;
  className?: string;
}

const NUDGE_PIXELS = 10;
const LARGE_NUDGE_PIXELS = 50;
const ARROW_OFFSETS: Record<string, [number, number]> = {
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
};

function toPosition(latLng: LatLng): MapPosition {
  return { latitude: roundCoordinate(latLng.lat), longitude: roundCoordinate(latLng.lng) };
}

function isSamePosition(first: MapPosition | null, second: MapPosition): boolean {
  return first?.latitude === second.latitude && first.longitude === second.longitude;
}

/**
 * Follows the position when it changes from outside (a chosen address), but not when the change came
 * from the marker itself: re-centring under the user's drag would make the map jump.
 */
function FollowPosition({
  position,
  ownMove,
}: {
  position: MapPosition;
  ownMove: { current: MapPosition | null };
}) {
  const map = useMap();
  const { latitude, longitude } = position;
  // Keyed on the numbers, not the object: a re-render must not undo the user's own panning.
  useEffect(() => {
    if (isSamePosition(ownMove.current, { latitude, longitude })) return;
    map.setView([latitude, longitude], Math.max(map.getZoom(), STREET_ZOOM - 1));
  }, [map, latitude, longitude, ownMove]);
  return null;
}

/**
 * Arrow keys move the focused marker by a few pixels (Shift: more), the keyboard twin of dragging.
 * Rendered after the marker inside the map, so the marker's element exists when this effect runs.
 */
function MarkerKeyboardNudge({
  marker,
  onMove,
}: {
  marker: { current: LeafletMarker | null };
  onMove: { current: ((latLng: LatLng) => void) | undefined };
}) {
  const map = useMap();
  useEffect(() => {
    const element = marker.current?.getElement();
    if (!element) return;
    const handleKeyDown = (event: KeyboardEvent) => {
      const offset = ARROW_OFFSETS[event.key];
      const leafletMarker = marker.current;
      if (!offset || !leafletMarker || !onMove.current) return;
      event.preventDefault();
      event.stopPropagation();
      const step = event.shiftKey ? LARGE_NUDGE_PIXELS : NUDGE_PIXELS;
      const point = map.latLngToContainerPoint(leafletMarker.getLatLng());
      const next = map.containerPointToLatLng(point.add([offset[0] * step, offset[1] * step]));
      leafletMarker.setLatLng(next);
      onMove.current(next);
    };
    element.addEventListener('keydown', handleKeyDown);
    return () => element.removeEventListener('keydown', handleKeyDown);
  }, [map, marker, onMove]);
  return null;
}

/**
 * Leaflet makes a keyboard marker an <img role="button">, which its alt does not name for assistive
 * technology: the button gets its name as aria-label. Rendered after the marker, like the nudge.
 */
function MarkerName({ marker, name }: { marker: { current: LeafletMarker | null }; name: string }) {
  useEffect(() => {
    marker.current?.getElement()?.setAttribute('aria-label', name);
  });
  return null;
}

/** An OpenStreetMap map with one marker. Loaded only through `LazyLocationMap`, so Leaflet stays out of other pages. */
export function LocationMap({
  position,
  label,
  markerLabel,
  onPositionChange,
  zoom = STREET_ZOOM,
  className,
}: LocationMapProps) {
  const markerRef = useRef<LeafletMarker | null>(null);
  const ownMove = useRef<MapPosition | null>(null);
  const isDraggable = Boolean(onPositionChange);

  const reportMove = onPositionChange
    ? (latLng: LatLng) => {
        const next = toPosition(latLng);
        ownMove.current = next;
        onPositionChange(next);
      }
    : undefined;
  // The latest handler, read by the key listener that is attached only once.
  const reportMoveRef = useRef(reportMove);
  reportMoveRef.current = reportMove;

  return (
    // `isolate` keeps Leaflet's own z-indexes (panes 400, controls 1000) below headers and dialogs.
    <section aria-label={label} className={clsx('isolate overflow-hidden rounded-card', className ?? 'h-72')}>
      <MapContainer
        center={[position.latitude, position.longitude]}
        zoom={zoom}
        scrollWheelZoom={false}
        className="size-full"
      >
        <TileLayer url={OSM_TILE_URL} attribution={OSM_ATTRIBUTION} maxZoom={19} />
        <Marker
          ref={markerRef}
          position={[position.latitude, position.longitude]}
          icon={markerIcon}
          draggable={isDraggable}
          // Only a marker that moves is a control; a fixed one is the map's picture of the place.
          keyboard={isDraggable}
          title={markerLabel}
          alt={markerLabel}
          eventHandlers={reportMove ? { dragend: (event) => reportMove(event.target.getLatLng()) } : {}}
        />
        {isDraggable && <MarkerKeyboardNudge marker={markerRef} onMove={reportMoveRef} />}
        {isDraggable && (
          <MarkerName marker={markerRef} name={`${markerLabel}: arrástralo o muévelo con las flechas`} />
        )}
        <FollowPosition position={position} ownMove={ownMove} />
      </MapContainer>
    </section>
  );
}
