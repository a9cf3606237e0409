import { bookingLinkSearch } from '@citavet/domain/public/booking-link';
import type { DirectorySpace } from '@citavet/domain/public/directory.schema';
import {
  CalendarClock,
  CalendarPlus,
  ChevronRight,
  Clock,
  MapPin,
  Navigation,
  PauseCircle,
  Phone,
  Stethoscope,
  Users,
} from 'lucide-react';
import { Link } from 'react-router';
import { SpaceLogo } from '@/components/space-logo';
import { buttonStyles } from '@/components/ui/button';
import { paths } from '@/config/paths';
import {
  formatDistance,
  formatNextSlot,
  formatProfessionalsCount,
  formatServicesCount,
  formatSpaceAddress,
  phoneHref,
} from '../directory-format';

interface DirectoryCardProps {
  space: DirectorySpace;
}

/** One clinic of the directory: who it is, where, how to call it, and the way to its booking page. */
export function DirectoryCard({ space }: DirectoryCardProps) {
  const address = formatSpaceAddress(space);
  const today = new Intl.DateTimeFormat('en-CA').format(new Date());
  const nextSlot = space.nextSlot ? formatNextSlot(space.nextSlot, today) : null;
  const headingId = `veterinaria-${space.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col rounded-card border border-slate-200 bg-white p-5 shadow-card"
    >
      <div className="flex items-start gap-4">
        <SpaceLogo space={space} className="size-14 border border-slate-200 text-2xl" decorative />
        <div className="min-w-0 flex-1">
          <h2 id={headingId} className="text-lg leading-snug font-semibold break-words text-slate-900">
            {space.name}
          </h2>
          {space.description && (
            <p className="mt-1 line-clamp-3 text-sm text-slate-600">{space.description}</p>
          )}
        </div>
      </div>

      <ul className="mt-4 space-y-2 text-sm text-slate-700">
        {space.distanceKm !== null && (
          <li className="flex gap-2 font-medium text-slate-900">
            <Navigation className="mt-0.5 size-4 shrink-0 text-primary" role="img" aria-label="Distancia" />
            <span className="tabular-nums">{formatDistance(space.distanceKm)}</span>
          </li>
        )}
        {address && (
          <li className="flex gap-2">
            <MapPin className="mt-0.5 size-4 shrink-0 text-slate-400" role="img" aria-label="Dirección" />
            <span className="min-w-0 break-words">{address}</span>
          </li>
        )}
        {space.phone && (
          <li className="flex gap-2">
            <Phone className="mt-0.5 size-4 shrink-0 text-slate-400" role="img" aria-label="Teléfono" />
            <a
              href={phoneHref(space.phone)}
              className="text-primary underline-offset-2 tabular-nums hover:underline"
            >
              {space.phone}
            </a>
          </li>
        )}
      </ul>

      <div className="mt-4 flex flex-wrap gap-2 text-sm">
        <span className="inline-flex items-center gap-1.5 rounded-full bg-primary-tint px-3 py-1 font-medium text-primary-hover tabular-nums">
          <Stethoscope className="size-4" aria-hidden />
          {formatServicesCount(space.servicesCount)}
        </span>
        <span className="inline-flex items-center gap-1.5 rounded-full bg-slate-100 px-3 py-1 font-medium text-slate-700 tabular-nums">
          <Users className="size-4" aria-hidden />
          {formatProfessionalsCount(space.availableHosts)}
        </span>
        {space.isOpenNow && (
          <span className="inline-flex items-center gap-1.5 rounded-full bg-emerald-50 px-3 py-1 font-medium text-emerald-800">
            <Clock className="size-4" aria-hidden />
            Abierto ahora
          </span>
        )}
      </div>

      {/* mt-auto pins the call to action to the bottom, so cards in a row line their buttons up. */}
      <div className="mt-auto space-y-2 pt-5">
        {space.onlinePause && (
          <p
            role="status"
            className="flex gap-2 rounded-control border border-amber-300 bg-amber-50 px-3 py-2.5 text-sm text-amber-900"
          >
            <PauseCircle className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden />
            {space.onlinePause.message}
          </p>
        )}
        {space.nextSlot && nextSlot ? (
          // One tap books it: the clinic's page opens on the form with this service, time and
          // professional chosen (decision 063).
          <Link
            to={`${paths.publicSpace(space.route)}${bookingLinkSearch(space.nextSlot)}`}
            aria-label={`Reservar ${nextSlot}${space.nextSlot.serviceName ? `, ${space.nextSlot.serviceName}` : ''} en ${space.name}`}
            className="group flex items-center gap-3 rounded-control border border-primary/25 bg-primary-tint px-3 py-2.5 text-sm transition-colors hover:border-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
          >
            <CalendarClock className="size-5 shrink-0 text-primary" aria-hidden />
            <span className="min-w-0 flex-1">
              <span className="block text-xs text-slate-600">Próxima cita libre</span>
              <span className="block font-semibold break-words text-slate-900">
                {nextSlot.charAt(0).toLocaleUpperCase('es-ES') + nextSlot.slice(1)}
                {space.nextSlot.serviceName && (
                  <span className="font-normal text-slate-700"> · {space.nextSlot.serviceName}</span>
                )}
              </span>
            </span>
            <ChevronRight
              className="size-4 shrink-0 text-primary transition-transform group-hover:translate-x-0.5"
              aria-hidden
            />
          </Link>
        ) : (
          <p className="text-sm text-slate-600">Sin citas libres en los próximos 14 días</p>
        )}
        <Link
          to={paths.publicSpace(space.route)}
          aria-label={`Reservar cita en ${space.name}`}
          className={buttonStyles({ variant: 'accent', isFullWidth: true })}
        >
          <CalendarPlus className="size-4" aria-hidden />
          Reservar cita
        </Link>
      </div>
    </article>
  );
}
