import 'leaflet/dist/leaflet.css';
import type { DirectorySpace } from '@citavet/domain/public/directory.schema';
import { latLngBounds } from 'leaflet';
import { useEffect } from 'react';
import { MapContainer, Marker, TileLayer, Tooltip, useMap } from 'react-leaflet';
import { markerIcon } from '@/components/map/map-marker-icon';
import { OSM_ATTRIBUTION, OSM_TILE_URL } from '@/components/map/map-position';

interface DirectoryMapProps {
  spaces: DirectorySpace[];
  origin: { latitude: number; longitude: number } | null;
}

type Located = DirectorySpace & { latitude: number; longitude: number };

function FitToResults({ points }: { points: [number, number][] }) {
  const map = useMap();
  useEffect(() => {
    if (points.length === 0) return;
    map.fitBounds(latLngBounds(points), { padding: [32, 32], maxZoom: 15 });
  }, [map, points]);
  return null;
}

/** The results on a map beside the list (desktop only, loaded lazily with Leaflet). */
export default function DirectoryMap({ spaces, origin }: DirectoryMapProps) {
  const located = spaces.filter(
    (space): space is Located => space.latitude !== null && space.longitude !== null,
  );
  const points: [number, number][] = located.map((space) => [space.latitude, space.longitude]);
  if (origin) points.push([origin.latitude, origin.longitude]);
  const centre = points[0] ?? [40.4168, -3.7038];
  return (
    <section
      aria-label="Mapa de las veterinarias"
      className="h-full min-h-96 overflow-hidden rounded-card border border-slate-200"
    >
      <MapContainer center={centre} zoom={12} scrollWheelZoom={false} className="h-full min-h-96 w-full">
        <TileLayer url={OSM_TILE_URL} attribution={OSM_ATTRIBUTION} />
        <FitToResults points={points} />
        {located.map((space) => (
          <Marker
            key={space.id}
            position={[space.latitude, space.longitude]}
            icon={markerIcon}
            title={space.name}
            alt={space.name}
          >
            <Tooltip>{space.name}</Tooltip>
          </Marker>
        ))}
      </MapContainer>
    </section>
  );
}
