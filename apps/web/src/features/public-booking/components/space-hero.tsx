import type { PublicSpace } from '@citavet/domain/public/public-space.schema';
import { MapPin } from 'lucide-react';
import { brandColor, SpaceLogo } from '@/components/space-logo';
import { formatLocality } from '../booking-flow/contact-links';

const MAX_SERVICE_CHIPS = 6;

/** Name, logo, description and up to six services. */
export function SpaceHero({ space }: { space: PublicSpace }) {
  const locality = formatLocality(space);
  const chips = space.services.slice(0, MAX_SERVICE_CHIPS);
  const hiddenServices = space.services.length - chips.length;
  const color = brandColor(space);

  return (
    <header className="border-b border-slate-200 bg-white">
      <div
        className="h-24 md:h-36"
        style={{ background: `linear-gradient(120deg, ${color}, color-mix(in srgb, ${color} 45%, white))` }}
        aria-hidden
      />
      <div className="mx-auto max-w-6xl px-4 pb-6 md:px-6 md:pb-8">
        <div className="-mt-10 flex flex-col gap-3 md:flex-row md:items-end md:gap-4">
          <SpaceLogo
            space={space}
            className="size-20 border-4 border-white text-3xl shadow-card md:size-28"
          />
          <div className="min-w-0 md:pb-1">
            <h1 className="text-2xl font-bold tracking-tight text-slate-900 md:text-3xl">{space.name}</h1>
            {locality && (
              <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-600">
                <MapPin className="size-4 shrink-0 text-slate-400" aria-hidden />
                {locality}
              </p>
            )}
          </div>
        </div>
        <div className="max-w-3xl">
          {space.description && (
            <p className="mt-4 leading-relaxed whitespace-pre-line text-slate-700">{space.description}</p>
          )}
          {chips.length > 0 && (
            <ul aria-label="Servicios" className="mt-4 flex flex-wrap gap-2">
              {chips.map((service) => (
                <li
                  key={service.id}
                  className="rounded-full bg-primary-tint px-3 py-1 text-sm font-medium text-primary-hover"
                >
                  {service.name}
                </li>
              ))}
              {hiddenServices > 0 && (
                <li className="rounded-full bg-slate-100 px-3 py-1 text-sm font-medium text-slate-700">
                  +{hiddenServices} más
                </li>
              )}
            </ul>
          )}
        </div>
      </div>
    </header>
  );
}
