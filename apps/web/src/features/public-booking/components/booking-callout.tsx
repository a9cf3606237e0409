import type { PublicSpace } from '@citavet/domain/public/public-space.schema';
import { CalendarCheck, CalendarX2, Stethoscope, Users } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { buildContactLinks } from '../booking-flow/contact-links';

interface BookingStartProps {
  space: PublicSpace;
  onStart: () => void;
}

const NO_SERVICES_MESSAGE = 'Este espacio todavía no ofrece servicios para reservar en línea.';

function plural(count: number, singular: string, pluralForm: string): string {
  return `${count} ${count === 1 ? singular : pluralForm}`;
}

/** Without bookable services the one next step is to contact the clinic, if it published a way. */
function NoServicesNotice({ space }: { space: PublicSpace }) {
  const [firstContact] = buildContactLinks(space);
  return (
    <div className="flex flex-col items-center gap-3 text-center">
      <div className="flex size-12 items-center justify-center rounded-full bg-slate-100 text-slate-500">
        <CalendarX2 className="size-6" aria-hidden />
      </div>
      <p className="text-sm text-slate-600">{NO_SERVICES_MESSAGE}</p>
      {firstContact && (
        <a href={firstContact.href} className="text-sm font-medium text-primary hover:underline">
          {firstContact.label}
        </a>
      )}
    </div>
  );
}

/** The desktop side panel before the visitor starts: what they can book and 'Realizar reserva'. */
export function BookingCallout({ space, onStart }: BookingStartProps) {
  const hasServices = space.services.length > 0;
  return (
    <div className="space-y-5 p-6">
      <div className="space-y-1.5">
        <h2 className="text-lg font-semibold text-slate-900">Reserva tu cita</h2>
        <p className="text-sm text-slate-600">
          Elige el servicio, el profesional y el horario que prefieras. Sin registrarte.
        </p>
      </div>
      {hasServices ? (
        <>
          <ul className="grid grid-cols-2 gap-3 text-sm">
            <li className="flex items-center gap-2 rounded-control bg-slate-50 px-3 py-2.5 text-slate-700">
              <Stethoscope className="size-4 text-primary" aria-hidden />
              {plural(space.stats.totalServices, 'servicio', 'servicios')}
            </li>
            <li className="flex items-center gap-2 rounded-control bg-slate-50 px-3 py-2.5 text-slate-700">
              <Users className="size-4 text-primary" aria-hidden />
              {plural(space.stats.totalHosts, 'profesional', 'profesionales')}
            </li>
          </ul>
          <Button
            variant="accent"
            size="lg"
            isFullWidth
            onClick={onStart}
            icon={<CalendarCheck className="size-5" aria-hidden />}
          >
            Realizar reserva
          </Button>
        </>
      ) : (
        <NoServicesNotice space={space} />
      )}
    </div>
  );
}

/** The mobile landing's start button, always at hand at the bottom of the screen. */
export function MobileBookingBar({ space, onStart }: BookingStartProps) {
  return (
    <div className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur">
      {space.services.length > 0 ? (
        <Button
          variant="accent"
          size="lg"
          isFullWidth
          onClick={onStart}
          icon={<CalendarCheck className="size-5" aria-hidden />}
        >
          Tomar Turno
        </Button>
      ) : (
        <p className="text-center text-sm text-slate-600">{NO_SERVICES_MESSAGE}</p>
      )}
    </div>
  );
}
