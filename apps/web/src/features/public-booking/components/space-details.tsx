import type { PublicSpace } from '@citavet/domain/public/public-space.schema';
import { ContactCard } from './contact-card';
import { LocationCard } from './location-card';
import { OpeningHoursCard } from './opening-hours-card';
import { SpaceGallery } from './space-gallery';

/** The landing's body: gallery, opening hours, contact and location; a section the clinic left empty is left out. */
export function SpaceDetails({ space }: { space: PublicSpace }) {
  return (
    <div className="min-w-0 space-y-6 pt-6 md:pt-8">
      <SpaceGallery space={space} />
      <div className="grid gap-6 lg:grid-cols-2">
        <OpeningHoursCard
          openingHours={space.openingHours}
          emergencyHours={space.emergencyHours}
          timeZone={space.timeZone}
        />
        <ContactCard space={space} />
      </div>
      <LocationCard space={space} />
    </div>
  );
}
