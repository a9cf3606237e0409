import type { PublicSpace } from '@citavet/domain/public/public-space.schema';
import { ExternalLink, MapPin } from 'lucide-react';
import { formatLocality } from '../booking-flow/contact-links';
import { SectionCard } from './section-card';
import { VisibleMap } from './visible-map';

/** The address with city, state and country, and the real map when the clinic placed itself on it. */
export function LocationCard({ space }: { space: PublicSpace }) {
  const locality = formatLocality(space);
  const hasPosition = space.latitude !== null && space.longitude !== null;
  if (!space.address && !locality && !hasPosition) return null;

  return (
    <SectionCard id="ubicacion" title="Ubicación" icon={MapPin}>
      <address className="text-sm leading-relaxed text-slate-700 not-italic">
        {space.address && <span className="block font-medium text-slate-900">{space.address}</span>}
        {locality && <span className="block">{locality}</span>}
      </address>
      {space.latitude !== null && space.longitude !== null && (
        <>
          <VisibleMap
            position={{ latitude: space.latitude, longitude: space.longitude }}
            label={`Mapa de la ubicación de ${space.name}`}
            markerLabel={space.name}
          />
          <a
            href={`https://www.openstreetmap.org/?mlat=${space.latitude}&mlon=${space.longitude}#map=17/${space.latitude}/${space.longitude}`}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-3 inline-flex items-center gap-1.5 text-sm font-medium text-primary hover:underline"
          >
            Abrir en OpenStreetMap
            <ExternalLink className="size-3.5" aria-hidden />
          </a>
        </>
      )}
    </SectionCard>
  );
}
